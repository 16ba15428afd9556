import { Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type RowKey = string | number;

/** Rows picked for a bulk action: the keys, how to name a row to a screen reader, and the actions on them. */
export type RowSelection<Row> = {
  selected: ReadonlySet<RowKey>;
  onChange(next: Set<RowKey>): void;
  rowLabel(row: Row): string;
  /** The bulk actions, shown while something is selected. */
  actions: ReactNode;
};

/** 'N seleccionadas' and the bulk actions, above the list while rows are selected. */
export function SelectionBar<Row>({ selection }: { selection: RowSelection<Row> }) {
  if (selection.selected.size === 0) return null;
  const count = selection.selected.size;
  return (
    <Paper withBorder radius="md" p="xs" mb="sm" bg="cumplia.0" role="region" aria-label="Acciones sobre la selección">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {count === 1 ? '1 seleccionada' : `${count} seleccionadas`}
        </Text>
        <Group gap="xs">{selection.actions}</Group>
      </Group>
    </Paper>
  );
}

/** The checkbox of one row. */
export function RowCheckbox<Row>({
  selection,
  row,
  rowKey,
}: {
  selection: RowSelection<Row>;
  row: Row;
  rowKey: RowKey;
}) {
  return (
    <Checkbox
      aria-label={`Seleccionar ${selection.rowLabel(row)}`}
      checked={selection.selected.has(rowKey)}
      onChange={(event) => {
        const next = new Set(selection.selected);
        if (event.currentTarget.checked) next.add(rowKey);
        else next.delete(rowKey);
        selection.onChange(next);
      }}
    />
  );
}

/** The header checkbox: selects or clears every row of the page. */
export function PageCheckbox<Row>({ selection, keys }: { selection: RowSelection<Row>; keys: RowKey[] }) {
  const picked = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <Checkbox
      aria-label="Seleccionar todas las de esta página"
      checked={keys.length > 0 && picked === keys.length}
      indeterminate={picked > 0 && picked < keys.length}
      onChange={(event) => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (event.currentTarget.checked) next.add(key);
          else next.delete(key);
        }
        selection.onChange(next);
      }}
    />
  );
}
