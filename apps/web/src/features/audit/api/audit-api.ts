import { auditPageSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AuditFilters = { entityType: string; usuario: string; desde: string; hasta: string };

/** The audit log, 20 per page, newest first, filtered on the server. */
export function useAuditLog(filters: AuditFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), size: '20' });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    queryKey: ['backoffice', 'audit', filters, page],
    queryFn: () => apiRequest(`/cumplia-core/admin/auditoria?${params}`, auditPageSchema),
    placeholderData: keepPreviousData,
  });
}
