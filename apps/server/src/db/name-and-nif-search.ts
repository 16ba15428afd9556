import { type AnyColumn, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../lib/like-pattern.js';
import { folded, foldedSql } from './schema/folded-text.js';

type SearchColumns = { names: readonly AnyColumn[]; nifCif: AnyColumn };

/**
 * A contains-match on a name column, case and accents aside ("panaderia" finds "Panadería"), written so the trigram
 * index on the column's `foldedSql` expression serves it. Every list's name filter goes through here.
 */
export const foldedNameMatch = (column: AnyColumn | SQL, text: string) =>
  sql`${foldedSql(sql`${column}`)} like ${containsPattern(folded(text))}`;

/**
 * The lists' name filter (`foldedNameMatch` on any of the name columns) and NIF/CIF filter (contains, spaces and
 * dashes ignored, served by the trigram index on `nif_cif`).
 */
export function nameAndNifFilters(
  columns: SearchColumns,
  input: { name?: string | undefined; nifCif?: string | undefined },
): SQL[] {
  const filters: SQL[] = [];
  if (input.name) {
    const name = input.name;
    filters.push(or(...columns.names.map((column) => foldedNameMatch(column, name))) as SQL);
  }
  if (input.nifCif) filters.push(ilike(columns.nifCif, containsPattern(input.nifCif.replace(/[\s-]/g, ''))));
  return filters;
}

/** The LIKE patterns one search box's text becomes for `nameOrNifMatch`. */
export const searchPatterns = (text: string) => ({
  folded: containsPattern(folded(text)),
  nif: containsPattern(text.replace(/[\s-]/g, '').toUpperCase()),
});

/**
 * One search box over names and a NIF/CIF: a contains-match on a stored folded column (`foldedSql`: the names in
 * lower case without accents, so "panaderia" finds "Panadería"), or on the NIF/CIF, spaces and dashes aside. The
 * patterns come from `searchPatterns`, as values or as a prepared statement's placeholders.
 */
export function nameOrNifMatch(
  columns: { folded: AnyColumn; nifCif: AnyColumn },
  patterns: { folded: string | Placeholder; nif: string | Placeholder },
): SQL {
  return or(sql`${columns.folded} like ${patterns.folded}`, sql`${columns.nifCif} like ${patterns.nif}`) as SQL;
}

/** `nameOrNifMatch` for a text typed now. */
export const nameOrNifSearch = (columns: { folded: AnyColumn; nifCif: AnyColumn }, text: string) =>
  nameOrNifMatch(columns, searchPatterns(text));
