import type { SQL } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { nameAndNifFilters, nameOrNifSearch } from '../../lib/name-and-nif-search.js';

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

/** The client board's one search box: razón social, commercial name or town, or NIF/CIF. */
export const clientSearch = (text: string) =>
  nameOrNifSearch({ folded: companies.searchText, nifCif: companies.nifCif }, text);
