import { type AgencyRenewalSort, agencyEndpoints } from '@cumplia/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** 'El cliente no renueva': the renewal ends with the period; the list and the dashboard are read again. */
export function useOptOutOfRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (renewalId: number) => callEndpoint(agencyEndpoints.optOutOfRenewal, { params: { id: renewalId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
