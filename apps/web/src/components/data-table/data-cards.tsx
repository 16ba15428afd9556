import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { amountCellStyle } from '../table-styles';
import type { DataTableProps } from './data-table';
import { RowCheckbox } from './row-selection';

/** The rows as cards: title and amount on top, the other columns as labelled details, the actions below. */
export function DataCards<Row, S extends string>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  selection,
}: DataTableProps<Row, S>) {
  const title = columns.find((column) => column.card === 'title') ?? columns[0];
  const amount = columns.find((column) => column.card === 'amount');
  const details = columns.filter(
    (column) => column !== title && column !== amount && (column.card ?? 'detail') === 'detail',
  );
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows?.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              {selection && <RowCheckbox selection={selection} row={row} rowKey={rowKey(row)} />}
              <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {title?.cell(row)}
              </Text>
            </Group>
            {amount && (
              <Text fw={700} style={amountCellStyle}>
                {amount.cell(row)}
              </Text>
            )}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt="xs">
            {details.map((column) => (
              <div key={column.key} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {actions && (
            <Group gap="sm" mt="sm" justify="flex-end">
              {actions(row)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
