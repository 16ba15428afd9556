import { MESSAGES } from '@cumplia/domain';
import { Button, Group, Text } from '@mantine/core';

/** The spec's pager: 'Anterior', 'Página X de Y', 'Siguiente' (pages are zero-based underneath). */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}) {
  return (
    <Group justify="center" gap="md" mt="md">
      <Button variant="default" size="sm" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        {MESSAGES.common.previous}
      </Button>
      <Text size="sm" aria-live="polite">
        {MESSAGES.common.pageOf(page + 1, totalPages)}
      </Text>
      <Button variant="default" size="sm" disabled={page + 1 >= totalPages} onClick={() => onChange(page + 1)}>
        {MESSAGES.common.next}
      </Button>
    </Group>
  );
}
