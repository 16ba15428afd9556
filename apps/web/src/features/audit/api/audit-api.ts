import { auditEndpoints } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type AuditFilters = { entityType: string; usuario: string; desde: string; hasta: string };

/** The audit log, 20 per page, newest first, filtered on the server. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['backoffice', 'audit', filters, page],
    queryFn: () => callEndpoint(auditEndpoints.list, { query: { ...filters, page, size: 20 } }),
    placeholderData: keepPreviousData,
  });
}
