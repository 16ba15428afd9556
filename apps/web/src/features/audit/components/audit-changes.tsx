import { List, Text } from '@mantine/core';
import { auditChanges } from './audit-diff';

/** The fields a change touched, each as before → after in readable Spanish (only those that differ). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin cambios de datos
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>
          <Text span fw={600} size="sm">
            {change.field}:
          </Text>{' '}
          {change.before !== null && change.after !== null
            ? `${change.before} → ${change.after}`
            : (change.after ?? `${change.before} (retirado)`)}
        </List.Item>
      ))}
    </List>
  );
}
