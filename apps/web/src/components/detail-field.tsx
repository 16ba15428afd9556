import { Text } from '@mantine/core';

/** A read-only label and value, as in detail panels and dialogs. */
export function DetailField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
