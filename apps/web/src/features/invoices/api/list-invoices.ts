import {
  type AgencyInvoiceSort,
  agencyEndpoints,
  type ExportFormat,
  endpointUrl,
  type SortDirection,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

type Sort = { sort: AgencyInvoiceSort; dir: SortDirection };
/** A client (name or NIF/CIF) and a month ('YYYY-MM'); empty means all. */
export type AgencyInvoiceFilter = { cliente: string; mes: string };

const filterQuery = (filter: AgencyInvoiceFilter) => ({
  ...(filter.cliente ? { cliente: filter.cliente } : {}),
  ...(filter.mes ? { mes: filter.mes } : {}),
});

export function useAgencyInvoices(page: number, sort: Sort, filter: AgencyInvoiceFilter) {
  return useQuery({
    queryKey: ['agency', 'invoices', page, sort, filter],
    queryFn: () =>
      callEndpoint(agencyEndpoints.invoices, { query: { page, size: 10, ...sort, ...filterQuery(filter) } }),
    placeholderData: keepPreviousData,
  });
}

/** The export of the list with its filter and in its current order. */
export function agencyInvoicesExportUrl(format: ExportFormat, sort: Sort, filter: AgencyInvoiceFilter) {
  return endpointUrl(agencyEndpoints.exportInvoices, { query: { formato: format, ...sort, ...filterQuery(filter) } });
}
