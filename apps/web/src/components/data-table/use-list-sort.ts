import type { SortDirection } from '@cumplia/domain';
import { useState } from 'react';

export type ListSort<S extends string> = { sort: S; dir: SortDirection };

/**
 * The sort of a list. Another sort starts again from the first page (`setPage(0)`); the server is the one that
 * sorts, so the list's query key carries it.
 */
export function useListSort<S extends string>(initial: ListSort<S>, setPage: (page: number) => void) {
  const [sort, setSortState] = useState(initial);
  const setSort = (next: ListSort<S>) => {
    setSortState(next);
    setPage(0);
  };
  return { sort, setSort };
}
