import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

/**
 * The 'Nombre empresa' (razón social or commercial name) and 'CIF/NIF' filters of the company lists, as
 * contains-matches served by the trigram indexes.
 */
export function companySearchFilters(input: {
  nombreEmpresa?: string | undefined;
  nifCif?: string | undefined;
}): SQL[] {
  const filters: SQL[] = [];
  if (input.nombreEmpresa) {
    const pattern = containsPattern(input.nombreEmpresa.toLowerCase());
    filters.push(
      or(
        sql`lower(${companies.razonSocial}) like ${pattern}`,
        sql`lower(${companies.nombreComercial}) like ${pattern}`,
      ) as SQL,
    );
  }
  if (input.nifCif) filters.push(ilike(companies.nifCif, containsPattern(input.nifCif.replace(/[\s-]/g, ''))));
  return filters;
}
