import { auditChanges, changeSentence } from '@cumplia/domain';
import { List, Text } from '@mantine/core';

/** The fields a change touched, each as a sentence with its value before and after (only those that differ). */
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
        <List.Item key={change.field}>{changeSentence(change)}</List.Item>
      ))}
    </List>
  );
}
