import { endpointUrl, type VerifactuRecordFilter, verifactuEndpoints } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { StaffArea } from '../../../lib/staff-area';

export const VERIFACTU_KEY = ['staff', 'verifactu'] as const;

/** Records move from pending to answered in the background: the screen follows them every few seconds. */
const FOLLOW_MS = 5000;

export function useVerifactuStatus(scope: StaffArea) {
  return useQuery({
    queryKey: [...VERIFACTU_KEY, 'status', scope],
    queryFn: () => callEndpoint(verifactuEndpoints.status[scope], {}),
    refetchInterval: FOLLOW_MS,
  });
}

export type RecordFilters = { estado: VerifactuRecordFilter; numero: string; page: number };

export function useVerifactuRecords(scope: StaffArea, filters: RecordFilters) {
  const query = { page: filters.page, size: 10, estado: filters.estado, numero: filters.numero };
  return useQuery({
    queryKey: [...VERIFACTU_KEY, 'records', scope, query],
    queryFn: () => callEndpoint(verifactuEndpoints.records[scope], { query }),
    placeholderData: keepPreviousData,
    refetchInterval: FOLLOW_MS,
  });
}

/** The record as generated and sent. */
export const recordXmlUrl = (scope: StaffArea, id: number) =>
  endpointUrl(verifactuEndpoints.recordXml[scope], { params: { id } });

export const retryVerifactuNow = () => callEndpoint(verifactuEndpoints.retryNow, {});

export const correctVerifactuRecord = (id: number) => callEndpoint(verifactuEndpoints.correct, { params: { id } });
