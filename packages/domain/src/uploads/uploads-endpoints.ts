import { ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import {
  uploadCsvResponseSchema,
  uploadedFileSchema,
  uploadLineSchema,
  uploadLinesQuerySchema,
} from './uploaded-file.js';

const agency = { audience: [ROLES.agency], tag: 'uploads' } as const;

/** Mass sign-up by CSV (agency): template, upload, files, lines, the original file and the processing report. */
export const uploadsEndpoints = {
  upload: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/upload-csv',
    multipart: true,
    response: uploadCsvResponseSchema,
    status: 201,
  }),
  files: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/archivos/my',
    query: pageQuerySchema,
    response: pagedSchema(uploadedFileSchema),
  }),
  lines: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/archivos/procesamientos/:id',
    params: idParamsSchema,
    query: uploadLinesQuerySchema,
    response: pagedSchema(uploadLineSchema),
  }),
  original: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/archivos/download/:id',
    summary: 'The CSV as the agency uploaded it, same bytes and encoding',
    params: idParamsSchema,
    response: 'file',
  }),
  report: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/archivos/informe/:id',
    summary: 'The processing report: each line with its result',
    params: idParamsSchema,
    response: 'file',
  }),
  template: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/archivos/download-ejemplo',
    response: 'file',
  }),
};
