import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only label and value, as in detail panels and dialogs. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );
}
