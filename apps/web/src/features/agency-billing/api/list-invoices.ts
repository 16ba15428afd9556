import { agencyInvoiceSchema, pagedSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useAgencyInvoices(page: number) {
  return useQuery({
    queryKey: ['agency', 'invoices', page],
    queryFn: () => apiRequest(`/cumplia-core/facturas/gestoria?page=${page}&size=10`, pagedSchema(agencyInvoiceSchema)),
    placeholderData: keepPreviousData,
  });
}
