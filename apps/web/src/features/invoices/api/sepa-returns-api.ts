import {
  type ExportFormat,
  endpointUrl,
  type MarkPaidByTransferRequest,
  type SepaReturnSort,
  type SortDirection,
  sepaEndpoints,
} from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const SEPA_RETURNS_KEY = ['staff', 'sepa-returns'] as const;

type Sort = { sort: SepaReturnSort; dir: SortDirection };

export function useSepaReturns(page: number, size: number, sort: Sort) {
  return useQuery({
    queryKey: [...SEPA_RETURNS_KEY, page, size, sort],
    queryFn: () => callEndpoint(sepaEndpoints.returns, { query: { page, size, ...sort } }),
    placeholderData: keepPreviousData,
  });
}

/** The export of the list in its current order. */
export function sepaReturnsExportUrl(format: ExportFormat, sort: Sort) {
  return endpointUrl(sepaEndpoints.exportReturns, { query: { formato: format, ...sort } });
}

export const importReturnFile = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress(sepaEndpoints.importReturns, file, onProgress);

export const requestTransfer = (id: number) => callEndpoint(sepaEndpoints.requestTransfer, { params: { id } });

export const markPaidByTransfer = (id: number, body: MarkPaidByTransferRequest) =>
  callEndpoint(sepaEndpoints.markPaid, { params: { id }, body });

export const representReturn = (id: number, body: { cuentaIBAN: string; transactionId: string }) =>
  downloadEndpoint(sepaEndpoints.representationFile, { params: { id }, body }, `sepa_representacion_${id}.xml`);

export const RETURN_IMPORTS_KEY = ['staff', 'sepa-return-imports'] as const;

/** The bank files imported, newest first. */
export function useReturnImports(page: number, size: number) {
  return useQuery({
    queryKey: [...RETURN_IMPORTS_KEY, page, size],
    queryFn: () => callEndpoint(sepaEndpoints.importedFiles, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}
