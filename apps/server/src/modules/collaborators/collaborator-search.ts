import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { agencies } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** The collaborator lists' name (razón social or trade name) and NIF/CIF filters, served by trigram indexes. */
export function collaboratorSearchFilters(input: { nombre?: string | undefined; nifCif?: string | undefined }): SQL[] {
  const filters: SQL[] = [];
  if (input.nombre) {
    const pattern = containsPattern(input.nombre.toLowerCase());
    filters.push(
      or(
        sql`lower("agencies"."razon_social") like ${pattern}`,
        sql`lower("agencies"."nombre_comercial") like ${pattern}`,
      ) as SQL,
    );
  }
  if (input.nifCif) filters.push(ilike(agencies.nifCif, containsPattern(input.nifCif.replace(/[\s-]/g, ''))));
  return filters;
}
