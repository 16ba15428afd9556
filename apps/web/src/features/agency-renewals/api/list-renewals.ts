import { type AgencyRenewalSort, agencyEndpoints } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListSort } from '../../../components/data-table/use-list-sort';
import { callEndpoint } from '../../../lib/api-client';

export function useAgencyRenewals(query: {
  page: number;
  nombreEmpresa: string;
  nifCif: string;
  sort: ListSort<AgencyRenewalSort>;
}) {
  const { sort, ...filters } = query;
  return useQuery({
    queryKey: ['agency', 'renewals', query],
    queryFn: () => callEndpoint(agencyEndpoints.renewals, { query: { ...filters, size: 10, ...sort } }),
    placeholderData: keepPreviousData,
  });
}
