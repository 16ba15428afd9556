import type { SortDirection } from '@cumplia/domain';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { ListSort } from './use-list-sort';

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

/** A column header that sorts the list: a click on the sorted column turns the direction round. */
export function SortHeader<S extends string>({
  label,
  sortKey,
  firstDir = 'asc',
  current,
  onSort,
  style,
}: {
  label: string;
  sortKey: S;
  firstDir?: SortDirection | undefined;
  current: ListSort<S>;
  onSort(next: ListSort<S>): void;
  style?: CSSProperties | undefined;
}) {
  const active = current.sort === sortKey;
  const Icon = active ? (current.dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  const next: SortDirection = active ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDir;
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[current.dir] : 'none'} style={style}>
      <UnstyledButton
        onClick={() => onSort({ sort: sortKey, dir: next })}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label}
        <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
