import { messageResponseSchema, outboxMessageSchema, pagedSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type OutboxFilters = { page: number; channel: string | null; status: string | null; recipient: string };

export const OUTBOX_KEY = ['admin', 'outbox'] as const;

export function useOutboxMessages(filters: OutboxFilters) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, filters],
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

/** 'Reenviar': staff queue a new copy of a message for its recipient, without seeing its codes or links. */
export const resendOutboxMessage = (id: number) =>
  apiRequest(`/cumplia-core/admin/outbox/${id}/reenviar`, messageResponseSchema, { method: 'POST' });
