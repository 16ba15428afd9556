import { agencyRenewalSchema, pagedSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useAgencyRenewals(query: { page: number; nombreEmpresa: string; nifCif: string }) {
  return useQuery({
    queryKey: ['agency', 'renewals', query],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), size: '10' });
      if (query.nombreEmpresa.trim()) params.set('nombreEmpresa', query.nombreEmpresa.trim());
      if (query.nifCif.trim()) params.set('nifCif', query.nifCif.trim());
      return apiRequest(`/cumplia-core/gestorias/my/renovaciones?${params}`, pagedSchema(agencyRenewalSchema));
    },
    placeholderData: keepPreviousData,
  });
}
