import { stoppedWorkEndpoints, type WorkQueue } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const STOPPED_WORK_KEY = ['admin', 'stopped-work'] as const;

export function useStoppedWork(page: number) {
  return useQuery({
    queryKey: [...STOPPED_WORK_KEY, page],
    queryFn: () => callEndpoint(stoppedWorkEndpoints.list, { query: { page, size: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** 'Reintentar': the job takes the item at once, its attempts counted afresh. */
export const retryStoppedWork = (cola: WorkQueue, id: number) =>
  callEndpoint(stoppedWorkEndpoints.retry, { params: { cola, id } });

/** 'Reintentar todos': every stopped item is tried again now (after an outage of the TSA, say). */
export const retryAllStoppedWork = () => callEndpoint(stoppedWorkEndpoints.retryAll, {});

/** 'Descartar': the item is never tried again. */
export const discardStoppedWork = (cola: WorkQueue, id: number) =>
  callEndpoint(stoppedWorkEndpoints.discard, { params: { cola, id } });
