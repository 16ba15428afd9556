import { type SortDirection, type UploadLineSort, uploadsEndpoints } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const FILES_POLL_MS = 2000;

/** The agency's uploaded files; polled while any is still being processed. */
export function useUploadedFiles(page: number) {
  return useQuery({
    queryKey: ['agency', 'files', page],
    queryFn: () => callEndpoint(uploadsEndpoints.files, { query: { page, size: 10 } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some((file) => !file.procesado) ? FILES_POLL_MS : false),
  });
}

export function useUploadLines(
  fileId: number | null,
  page: number,
  sort: { sort: UploadLineSort; dir: SortDirection },
) {
  return useQuery({
    queryKey: ['agency', 'file-lines', fileId, page, sort],
    queryFn: () =>
      callEndpoint(uploadsEndpoints.lines, { params: { id: fileId ?? 0 }, query: { page, size: 20, ...sort } }),
    enabled: fileId !== null,
    // The previous page stays in view while the next loads, but never another file's lines.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === fileId ? previous : undefined),
    // The agency watches its clients' sign-ups move on (SMS delivered, opened, signed).
    refetchInterval: 10_000,
  });
}

export function uploadCsv(file: File, onProgress: (percent: number) => void) {
  return uploadWithProgress(uploadsEndpoints.upload, file, onProgress);
}

export const downloadTemplate = () => downloadEndpoint(uploadsEndpoints.template, {}, 'ejemplo.csv');

/** The processing report of a file, apart from the file the agency uploaded. */
export const downloadUploadReport = (fileId: number, fileName: string) =>
  downloadEndpoint(uploadsEndpoints.report, { params: { id: fileId } }, `informe_${fileName}`);

export const downloadUploadedFile = (id: number, name: string) =>
  downloadEndpoint(uploadsEndpoints.original, { params: { id } }, name);
