import { messageResponseSchema, pagedSchema, staffCompanyListItemSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const listSchema = pagedSchema(staffCompanyListItemSchema);
export const UNVERIFIED_COMPANIES_KEY = ['backoffice', 'companies', 'unverified'] as const;

/** Companies still waiting for the provider's verification, newest first, paged on the server. */
export function useUnverifiedCompanies(area: 'admin' | 'worker', page: number, size: number) {
  const params = new URLSearchParams({ verificado: 'false', page: String(page), size: String(size) });
  return useQuery({
    queryKey: [...UNVERIFIED_COMPANIES_KEY, area, page, size],
    queryFn: () => apiRequest(`/cumplia-core/${area}/empresas?${params}`, listSchema),
    placeholderData: keepPreviousData,
  });
}

export function verifyCompany(companyId: number) {
  return apiRequest(`/cumplia-core/admin/empresas/${companyId}/verify`, messageResponseSchema, { method: 'POST' });
}
