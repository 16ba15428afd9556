import { MESSAGES } from '@cumplia/domain';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';

/** 'Ir a la página': a one-based page number; one outside 1..totalPages is refused with the spec's text. */
export function PageJump({ totalPages, onJump }: { totalPages: number; onJump(page: number): void }) {
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const jump = () => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > totalPages) {
      setError(MESSAGES.collaborators.invalidPage);
      return;
    }
    setError(null);
    onJump(value - 1);
  };
  return (
    <Group justify="center" gap="xs" mt="xs" align="flex-start">
      <NumberInput
        aria-label="Ir a la página"
        placeholder="Página"
        allowDecimal={false}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
        error={error}
        w={120}
        size="sm"
      />
      <Button variant="default" size="sm" onClick={jump}>
        Ir
      </Button>
    </Group>
  );
}
