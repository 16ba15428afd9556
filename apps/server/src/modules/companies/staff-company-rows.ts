import {
  contractSignatureState,
  type StaffCompaniesQuery,
  type StaffCompanyListItem,
  type StaffCompanySort,
} from '@cumplia/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { companies } from '../../db/schema/index.js';
import type { SortColumns } from '../../lib/list-order.js';
import { companySearchFilters } from '../company-access/index.js';

/** Each sort key of the staff company list and its column (indexes `companies_*_id_idx`). */
export const staffCompanySortColumns: SortColumns<StaffCompanySort> = {
  fecha: companies.createdAt,
  empresa: companies.razonSocial,
  nifCif: companies.nifCif,
};

/** The list's filter: name and NIF/CIF contains, verified or not; undefined when there is none. */
export function staffCompanyFilter(input: Omit<StaffCompaniesQuery, 'page' | 'size'>): SQL | undefined {
  const filters: SQL[] = companySearchFilters({ nombreEmpresa: input.nombre, nifCif: input.nifCif });
  if (input.verificado !== undefined) filters.push(eq(companies.verificado, input.verificado));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** The columns of a row of the list. */
export const staffCompanyColumns = {
  id: companies.id,
  telefono: companies.telefono,
  nifCif: companies.nifCif,
  nombreComercial: companies.nombreComercial,
  razonSocial: companies.razonSocial,
  nombre: companies.nombre,
  metodoDePago: companies.metodoDePago,
  lopdgdd: companies.lopdgdd,
  acosoLaboral: companies.acosoLaboral,
  desconexionDigital: companies.desconexionDigital,
  verificado: companies.verificado,
  contratoLopdAceptado: companies.contratoLopdAceptado,
  contratoAcosoAceptado: companies.contratoAcosoAceptado,
  contratoDesconexionAceptado: companies.contratoDesconexionAceptado,
  createdAt: companies.createdAt,
  // Written out: drizzle leaves a select's own columns unqualified, which the subquery would read as its own.
  otrasAltasMismoNif: sql<number>`(select count(*)::int from companies other
    where other.nif_cif = companies.nif_cif and other.id <> companies.id)`,
};

type StaffCompanyRow = SelectResultFields<typeof staffCompanyColumns>;

/** A row as the list shows it: the signature state instead of the contract flags, the date as text. */
export function staffCompanyItem(row: StaffCompanyRow): StaffCompanyListItem {
  const { contratoLopdAceptado, contratoAcosoAceptado, contratoDesconexionAceptado, createdAt, ...item } = row;
  return {
    ...item,
    firma: contractSignatureState(row),
    createdAt: createdAt.toISOString(),
  };
}
