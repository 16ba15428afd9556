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

export function useAgencyInvoices(page: number, sort: Sort) {
  return useQuery({
    queryKey: ['agency', 'invoices', page, sort],
    queryFn: () => callEndpoint(agencyEndpoints.invoices, { query: { page, size: 10, ...sort } }),
    placeholderData: keepPreviousData,
  });
}

/** The export of the list in its current order. */
export function agencyInvoicesExportUrl(format: ExportFormat, sort: Sort) {
  return endpointUrl(agencyEndpoints.exportInvoices, { query: { formato: format, ...sort } });
}
