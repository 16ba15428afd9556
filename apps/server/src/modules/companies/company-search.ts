import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { nameAndNifFilters } from '../../lib/name-and-nif-search.js';

/** The company lists' 'Nombre empresa' (razón social or commercial name) and 'CIF/NIF' filters. */
export function companySearchFilters(input: {
  nombreEmpresa?: string | undefined;
  nifCif?: string | undefined;
}): SQL[] {
  return nameAndNifFilters(
    { names: [companies.razonSocial, companies.nombreComercial], nifCif: companies.nifCif },
    { name: input.nombreEmpresa, nifCif: input.nifCif },
  );
}

const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, in JavaScript ('Panadería' → 'panaderia') and in SQL (`foldedSql`). */
export const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
const foldedSql = (column: AnyColumn) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/**
 * The client board's one search box: a contains-match on the razón social, the commercial name or the town, case
 * and accents aside ("panaderia" finds "Panadería"), or on the NIF/CIF, spaces and dashes aside.
 */
export function clientSearch(text: string): SQL {
  const pattern = containsPattern(folded(text));
  const nif = containsPattern(text.replace(/[\s-]/g, '').toUpperCase());
  return or(
    ...[companies.razonSocial, companies.nombreComercial, companies.localidad].map(
      (column) => sql`${foldedSql(column)} like ${pattern}`,
    ),
    sql`${companies.nifCif} like ${nif}`,
  ) as SQL;
}
