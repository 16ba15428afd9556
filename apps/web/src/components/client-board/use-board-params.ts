import {
  AGENCY_COMPANY_SORTS,
  type AgencyCompanySort,
  CLIENT_STATE_KEYS,
  type ClientState,
  SEARCH_DEBOUNCE_MS,
  type SortDirection,
} from '@cumplia/domain';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ListSort } from '../data-table/use-list-sort';

const DEFAULT_SORT: ListSort<AgencyCompanySort> = { sort: 'fecha', dir: 'desc' };

const isState = (value: string): value is ClientState => (CLIENT_STATE_KEYS as readonly string[]).includes(value);
const isSort = (value: string | null): value is AgencyCompanySort =>
  (AGENCY_COMPANY_SORTS as readonly (string | null)[]).includes(value);

/**
 * The client board's search, states, sort, page and (staff's board) agency, kept in the address
 * (`?q=&estado=a,b&sort=&dir=&page=&gestoria=`): they
 * survive going to a client and back, and a count elsewhere can link to the board already filtered. The search box
 * follows typing at once; the address (and the list) 500 ms after typing stops.
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const states = (params.get('estado') ?? '').split(',').filter(isState);
  const sortKey = params.get('sort');
  const sort: ListSort<AgencyCompanySort> = isSort(sortKey)
    ? { sort: sortKey, dir: (params.get('dir') === 'asc' ? 'asc' : 'desc') as SortDirection }
    : DEFAULT_SORT;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const agency = Number.parseInt(params.get('gestoria') ?? '', 10) || null;
  const [typed, setTyped] = useState(q);
  // The user is on the way to another page (its code may still be loading): a search typed just before must not
  // be written then. The address is written relative to the router's current location, so a late write would
  // replace that page's own address (a client's edit page lost its `?cifNif=`). Read when the timer fires, so it
  // is the last render's answer, not the one of the render that typed.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
  // The address as last written: two changes before the next render (clearing the states, then choosing one)
  // build on each other, not both on the address this render read.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const latest = () => (written.current?.over === params ? written.current.next : params);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest());
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    written.current = { over: params, next };
    setParams(next, { replace: true });
  };
  const commitSearch = useDebouncedCallback((value: string) => {
    if (!leaving.current) update({ q: value.trim(), page: null });
  }, SEARCH_DEBOUNCE_MS);
  // The address changed from outside (a menu link, going back): the box shows the search the list uses, and a
  // search still waiting to be written does not bring back the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `q` in the address resets the box.
  useEffect(() => {
    if (commitSearch.isPending() || typed.trim() === q) return;
    setTyped(q);
  }, [q]);

  return {
    q,
    typed,
    states,
    sort,
    page,
    agency,
    /** Chooses the agency (staff's board), or every agency with null. */
    setAgency: (id: number | null) => update({ gestoria: id === null ? null : String(id), page: null }),
    setSearch(value: string) {
      setTyped(value);
      commitSearch(value);
    },
    toggleState(state: ClientState) {
      const current = (latest().get('estado') ?? '').split(',').filter(isState);
      const next = current.includes(state) ? current.filter((chosen) => chosen !== state) : [...current, state];
      update({ estado: next.join(','), page: null });
    },
    clearStates: () => update({ estado: null, page: null }),
    setSort: (next: ListSort<AgencyCompanySort>) => update({ sort: next.sort, dir: next.dir, page: null }),
    setPage: (next: number) => update({ page: next === 0 ? null : String(next) }),
  };
}
