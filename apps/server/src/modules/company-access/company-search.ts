import type { Placeholder, SQL } from 'drizzle-orm';
import { nameAndNifFilters, nameOrNifMatch } from '../../db/name-and-nif-search.js';
import { companies } from '../../db/schema/index.js';

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

/** The client board's one search box (`searchPatterns`): razón social, commercial name or town, or NIF/CIF. */
export const clientSearch = (patterns: { folded: string | Placeholder; nif: string | Placeholder }) =>
  nameOrNifMatch({ folded: companies.searchText, nifCif: companies.nifCif }, patterns);
