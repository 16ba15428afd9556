import type { SortDirection } from '@cumplia/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A list's sortable keys, each mapped to the (indexed) column it orders by. */
export type SortColumns<K extends string> = Record<K, PgColumn>;

/**
 * ORDER BY the chosen key, then the id in the same direction: a stable order (no row on two pages) that one
 * index on (tenant, key, id) serves read forwards or backwards.
 */
export function listOrder<K extends string>(
  columns: SortColumns<K>,
  id: PgColumn,
  query: { sort: K; dir: SortDirection },
): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  return [by(columns[query.sort]), by(id)];
}

/**
 * The rows after `last` in that order (keyset): an export reads every matching row in batches this way, without
 * OFFSET and without holding the whole result.
 */
export function after<K extends string>(
  columns: SortColumns<K>,
  id: PgColumn,
  query: { sort: K; dir: SortDirection },
  last: { key: unknown; id: number },
): SQL {
  const column = columns[query.sort];
  return query.dir === 'asc'
    ? sql`(${column}, ${id}) > (${last.key}, ${last.id})`
    : sql`(${column}, ${id}) < (${last.key}, ${last.id})`;
}

/**
 * The sort key of a row as PostgreSQL prints it, to hand back in `after`: a timestamp read into a JavaScript Date
 * would lose its microseconds and skip the rows that share the millisecond.
 */
export function sortKeyText<K extends string>(columns: SortColumns<K>, sort: K): SQL<string> {
  return sql<string>`${columns[sort]}::text`;
}

/** A row read for an export: the value of its sort key and its id (where the next batch starts), and the row. */
export type KeyedRow<T> = { key: unknown; id: number; row: T };

/**
 * Every row of a list in its order, in batches read by keyset (`read` gets the condition "after the last row
 * of the previous batch", or undefined for the first): no OFFSET, one batch in memory at a time.
 */
export async function* keysetBatches<K extends string, T>(
  columns: SortColumns<K>,
  id: PgColumn,
  query: { sort: K; dir: SortDirection },
  read: (afterLast: SQL | undefined, limit: number) => Promise<KeyedRow<T>[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let last: { key: unknown; id: number } | null = null;
  while (true) {
    const rows = await read(last ? after(columns, id, query, last) : undefined, batchSize);
    if (rows.length > 0) yield rows.map((entry) => entry.row);
    const end = rows.at(-1);
    if (!end || rows.length < batchSize) return;
    last = { key: end.key, id: end.id };
  }
}
