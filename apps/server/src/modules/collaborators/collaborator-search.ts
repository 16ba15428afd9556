import type { SQL } from 'drizzle-orm';
import { nameAndNifFilters } from '../../db/name-and-nif-search.js';
import { agencies } from '../../db/schema/index.js';

/** The collaborator lists' name (razón social or trade name) and NIF/CIF filters. */
export function collaboratorSearchFilters(input: { nombre?: string | undefined; nifCif?: string | undefined }): SQL[] {
  return nameAndNifFilters(
    { names: [agencies.razonSocial, agencies.nombreComercial], nifCif: agencies.nifCif },
    { name: input.nombre, nifCif: input.nifCif },
  );
}
