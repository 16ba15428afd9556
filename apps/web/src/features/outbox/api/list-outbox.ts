import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxSort,
  outboxEndpoints,
  type SortDirection,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type OutboxFilters = {
  page: number;
  channel: string | null;
  status: string | null;
  recipient: string;
  sort: { sort: OutboxSort; dir: SortDirection };
};

export const OUTBOX_KEY = ['admin', 'outbox'] as const;

export function useOutboxMessages(filters: OutboxFilters) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, filters],
    queryFn: () =>
      callEndpoint(outboxEndpoints.list, {
        query: {
          page: filters.page,
          size: 10,
          ...filters.sort,
          channel: OUTBOX_CHANNELS.find((channel) => channel === filters.channel),
          status: OUTBOX_STATUSES.find((status) => status === filters.status),
          recipient: filters.recipient,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** 'Reenviar': staff queue a new copy of a message for its recipient, without seeing its codes or links. */
export const resendOutboxMessage = (id: number) => callEndpoint(outboxEndpoints.resend, { params: { id } });
