import { pagedSchema, uploadCsvResponseSchema, uploadedFileSchema, uploadLineSchema } from '@cumplia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const FILES_POLL_MS = 2000;

/** The agency's uploaded files; polled while any is still being processed. */
export function useUploadedFiles(page: number) {
  return useQuery({
    queryKey: ['agency', 'files', page],
    queryFn: () =>
      apiRequest(`/cumplia-core/gestorias/archivos/my?page=${page}&size=10`, pagedSchema(uploadedFileSchema)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some((file) => !file.procesado) ? FILES_POLL_MS : false),
  });
}

export function useUploadLines(fileId: number | null) {
  return useQuery({
    queryKey: ['agency', 'file-lines', fileId],
    queryFn: () => apiRequest(`/cumplia-core/gestorias/archivos/procesamientos/${fileId}`, z.array(uploadLineSchema)),
    enabled: fileId !== null,
  });
}

export function uploadCsv(file: File, onProgress: (percent: number) => void) {
  return uploadWithProgress('/cumplia-core/gestorias/upload-csv', file, uploadCsvResponseSchema, onProgress);
}

export const downloadTemplate = () => apiDownload('/cumplia-core/gestorias/archivos/download-ejemplo', 'ejemplo.csv');

export const downloadUploadedFile = (id: number, name: string) =>
  apiDownload(`/cumplia-core/gestorias/archivos/download/${id}`, name);
