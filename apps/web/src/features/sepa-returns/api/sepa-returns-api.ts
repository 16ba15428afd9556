import {
  type ExportFormat,
  messageResponseSchema,
  type SepaReturnSort,
  type SortDirection,
  sepaReturnImportResultSchema,
  sepaReturnsPageSchema,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const SEPA_RETURNS_KEY = ['staff', 'sepa-returns'] as const;

type Sort = { sort: SepaReturnSort; dir: SortDirection };

export function useSepaReturns(page: number, size: number, sort: Sort) {
  return useQuery({
    queryKey: [...SEPA_RETURNS_KEY, page, size, sort],
    queryFn: () =>
      apiRequest(
        `/cumplia-core/admin/sepa/devoluciones?page=${page}&size=${size}&sort=${sort.sort}&dir=${sort.dir}`,
        sepaReturnsPageSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The export of the list in its current order. */
export function sepaReturnsExportUrl(format: ExportFormat, sort: Sort) {
  return `/cumplia-core/admin/sepa/devoluciones/export?formato=${format}&sort=${sort.sort}&dir=${sort.dir}`;
}

export const importReturnFile = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress('/cumplia-core/admin/sepa/devoluciones', file, sepaReturnImportResultSchema, onProgress);

export const requestTransfer = (id: number) =>
  apiRequest(`/cumplia-core/admin/sepa/devoluciones/${id}/transferencia`, messageResponseSchema, { method: 'POST' });

export const markPaidByTransfer = (id: number) =>
  apiRequest(`/cumplia-core/admin/sepa/devoluciones/${id}/pagada`, messageResponseSchema, { method: 'POST' });

export const representReturn = (id: number, body: { cuentaIBAN: string; transactionId: string }) =>
  apiDownload(`/cumplia-core/admin/sepa/devoluciones/${id}/representar`, `sepa_representacion_${id}.xml`, {
    method: 'POST',
    body,
  });
