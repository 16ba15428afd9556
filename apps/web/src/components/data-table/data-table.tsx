import { Group, Paper, Select, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ListState } from '../list-state';
import { Pager } from '../pager';
import { amountCellStyle } from '../table-styles';
import { DataCards } from './data-cards';
import type { DataColumn } from './data-table-types';
import { PageCheckbox, RowCheckbox, type RowSelection, SelectionBar } from './row-selection';
import { SortHeader } from './sort-header';
import type { ListSort } from './use-list-sort';

/** Below this width the rows are cards: a table would hide its amounts and actions off-screen. */
export const CARD_LAYOUT_QUERY = '(max-width: 48em)';

export type DataTableProps<Row, S extends string> = {
  /** What the table lists, for screen readers ('Facturas'). */
  label: string;
  columns: DataColumn<Row, S>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  /** The row's actions: the last column, and the foot of each card. */
  actions?(row: Row): ReactNode;
  sort?: ListSort<S>;
  onSort?(next: ListSort<S>): void;
  /** The pager's state; a short list that is never paged leaves these out. */
  page?: number;
  totalPages?: number;
  onPage?(page: number): void;
  /** The first cell of the totals row ('124 facturas'); the row shows only when given. */
  totalsLabel?: ReactNode;
  isLoading: boolean;
  error: Error | null;
  emptyText: string;
  loadingText?: string;
  /** Width under which the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Checkboxes on the rows, for the list's bulk actions. */
  selection?: RowSelection<Row>;
};

/**
 * The paged list of every screen: sortable headers (the server sorts), an optional totals row over the whole
 * filter, the pager, and the loading, empty and error states. On a narrow screen each row is a card with its
 * amount and actions in view.
 */
export function DataTable<Row, S extends string>(props: DataTableProps<Row, S>) {
  const cards = useMediaQuery(CARD_LAYOUT_QUERY) ?? false;
  const { rows, isLoading, error, emptyText, loadingText, page, totalPages, onPage } = props;
  return (
    <ListState
      isLoading={isLoading}
      error={error}
      isEmpty={rows?.length === 0}
      emptyText={emptyText}
      {...(loadingText ? { loadingText } : {})}
    >
      {props.selection && <SelectionBar selection={props.selection} />}
      {cards ? <CardLayout {...props} /> : <TableLayout {...props} />}
      {onPage && <Pager page={page ?? 0} totalPages={totalPages ?? 1} onChange={onPage} />}
    </ListState>
  );
}

function TableLayout<Row, S extends string>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  sort,
  onSort,
  totalsLabel,
  minWidth = 760,
  selection,
}: DataTableProps<Row, S>) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover stickyHeader verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <PageCheckbox selection={selection} keys={rows?.map(rowKey) ?? []} />
                </Table.Th>
              )}
              {columns.map((column) => {
                const style = column.amount ? amountCellStyle : undefined;
                return column.sortKey && sort && onSort ? (
                  <SortHeader
                    key={column.key}
                    label={column.header}
                    sortKey={column.sortKey}
                    firstDir={column.firstDir}
                    current={sort}
                    onSort={onSort}
                    style={style}
                  />
                ) : (
                  <Table.Th key={column.key} style={style}>
                    {column.header}
                  </Table.Th>
                );
              })}
              {actions && <Table.Th>Acciones</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {selection && (
                  <Table.Td>
                    <RowCheckbox selection={selection} row={row} rowKey={rowKey(row)} />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} style={column.amount ? amountCellStyle : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {totalsLabel !== undefined && (
            <Table.Tfoot>
              <Table.Tr data-totals style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}>
                {selection && <Table.Th />}
                {columns.map((column, index) => (
                  <Table.Th
                    key={column.key}
                    style={column.amount ? amountCellStyle : index === 0 ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {index === 0 ? totalsLabel : column.total}
                  </Table.Th>
                ))}
                {actions && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function CardLayout<Row, S extends string>(props: DataTableProps<Row, S>) {
  const { columns, sort, onSort, totalsLabel } = props;
  const sortable = columns.filter((column) => column.sortKey);
  const totals = columns.filter((column) => column.total !== undefined);
  return (
    <>
      {sort && onSort && sortable.length > 0 && (
        <Select
          label="Ordenar por"
          mb="sm"
          allowDeselect={false}
          value={`${sort.sort}:${sort.dir}`}
          data={sortable.flatMap((column) => [
            { value: `${column.sortKey}:asc`, label: `${column.header} (ascendente)` },
            { value: `${column.sortKey}:desc`, label: `${column.header} (descendente)` },
          ])}
          onChange={(value) => {
            if (!value) return;
            const [key, dir] = value.split(':') as [S, 'asc' | 'desc'];
            onSort({ sort: key, dir });
          }}
        />
      )}
      {totalsLabel !== undefined && (
        <Paper withBorder radius="md" p="sm" mb="sm" bg="gray.0" data-totals>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700} size="sm">
              {totalsLabel}
            </Text>
            {totals.map((column) => (
              <Text key={column.key} size="sm" style={amountCellStyle}>
                {column.header}: <strong>{column.total}</strong>
              </Text>
            ))}
          </Group>
        </Paper>
      )}
      <DataCards {...props} />
    </>
  );
}
