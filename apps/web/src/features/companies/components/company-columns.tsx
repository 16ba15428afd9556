import { type AgencyCompanyListItem, type AgencyCompanySort, formatDateEs } from '@cumplia/domain';
import type { DataColumn } from '../../../components/data-table/data-table-types';

/** The columns every agency company list starts with: Fecha, Empresa and Cif/Nif, each sortable. */
export const companyIdentityColumns: DataColumn<AgencyCompanyListItem, AgencyCompanySort>[] = [
  {
    key: 'fecha',
    header: 'Fecha',
    sortKey: 'fecha',
    firstDir: 'desc',
    cell: (company) => formatDateEs(company.createdAt),
  },
  { key: 'empresa', header: 'Empresa', sortKey: 'empresa', card: 'title', cell: (company) => company.nombreComercial },
  { key: 'nifCif', header: 'Cif/Nif', sortKey: 'nifCif', cell: (company) => company.nifCif },
];
