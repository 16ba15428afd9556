import { Code, List, Text } from '@mantine/core';

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The fields a change touched, each as before → after (only those that differ). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const old = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const next = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]),
  );
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin cambios de datos
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {keys.map((key) => (
        <List.Item key={key}>
          <Code>{key}</Code>{' '}
          {key in old && key in next
            ? `${shown(old[key])} → ${shown(next[key])}`
            : shown(key in next ? next[key] : old[key])}
        </List.Item>
      ))}
    </List>
  );
}
