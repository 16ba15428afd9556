import { z } from 'zod';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The sort of a list: one of the list's own keys (anything else is refused, so the server never orders by a
 * column it did not choose) and a direction. The server breaks ties by id in the same direction, so a page
 * never repeats or skips a row.
 */
export function sortQuerySchema<const K extends readonly [string, ...string[]]>(
  keys: K,
  fallback: { sort: K[number]; dir: SortDirection },
) {
  return z.object({
    sort: z.enum(keys).default(fallback.sort as never),
    dir: z.enum(SORT_DIRECTIONS).default(fallback.dir),
  });
}

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?formato=xlsx|csv` of a list's export: the same filter and sort as the list, every matching row. */
export const exportFormatSchema = z.object({ formato: z.enum(EXPORT_FORMATS).default('xlsx') });
