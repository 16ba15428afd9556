import { outboxMessageSchema, pagedSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type OutboxFilters = { page: number; channel: string | null; status: string | null; recipient: string };

export function useOutboxMessages(filters: OutboxFilters) {
  return useQuery({
    queryKey: ['admin', 'outbox', filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filters.page), size: '10' });
      if (filters.channel) query.set('channel', filters.channel);
      if (filters.status) query.set('status', filters.status);
      if (filters.recipient.trim()) query.set('recipient', filters.recipient.trim());
      return apiRequest(`/cumplia-core/admin/outbox?${query}`, pagedSchema(outboxMessageSchema));
    },
    placeholderData: keepPreviousData,
  });
}
