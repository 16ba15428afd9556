import {
  errorResponseSchema,
  exportFormatSchema,
  MESSAGES,
  messageResponseSchema,
  ROLES,
  sepaReturnImportResultSchema,
  sepaReturnsFilterSchema,
  sepaReturnsPageSchema,
  sepaReturnsQuerySchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendTableExport } from '../../lib/send-table-export.js';
import { actorContext } from '../../request-context.js';
import { importReturns } from './import-returns.js';
import { exportReturns, listReturns, sepaReturnExportColumns } from './list-returns.js';
import { markPaidByTransfer, requestTransfer } from './resolve-return.js';

const errors = { '4xx': errorResponseSchema };

/** A bank's return file of 10,000 R-transactions is a few megabytes. */
const RETURN_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** SEPA returns (devoluciones), superadmin only: import the bank's files, list them, ask for a transfer. */
export const sepaReturnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = app.authorize([ROLES.superadmin]);

  app.post(
    '/admin/sepa/devoluciones',
    {
      schema: {
        tags: ['sepa'],
        consumes: ['multipart/form-data'],
        response: { 200: sepaReturnImportResultSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => {
      const part = await request.file({ limits: { fileSize: RETURN_FILE_MAX_BYTES } });
      if (!part) throw new AppError('SEPA_RETURN_FILE_INVALID', 400, MESSAGES.errors.returnFileRequired);
      const bytes = await part.toBuffer();
      return importReturns({ ctx: actorContext(request), file: { name: part.filename, bytes } });
    },
  );

  app.get(
    '/admin/sepa/devoluciones',
    {
      schema: {
        tags: ['sepa'],
        querystring: sepaReturnsQuerySchema,
        response: { 200: sepaReturnsPageSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => listReturns({ ctx: actorContext(request), input: request.query }),
  );

  app.get(
    '/admin/sepa/devoluciones/export',
    {
      schema: { tags: ['sepa'], querystring: sepaReturnsFilterSchema.extend(exportFormatSchema.shape) },
      onRequest: superadmin,
    },
    async (request, reply) =>
      sendTableExport(reply, {
        format: request.query.formato,
        fileName: 'devoluciones',
        sheetName: 'Devoluciones',
        columns: sepaReturnExportColumns,
        batches: await exportReturns({ ctx: actorContext(request), input: request.query }),
      }),
  );

  app.post(
    '/admin/sepa/devoluciones/:id/transferencia',
    {
      schema: {
        tags: ['sepa'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: messageResponseSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => requestTransfer({ ctx: actorContext(request), returnId: request.params.id }),
  );

  app.post(
    '/admin/sepa/devoluciones/:id/pagada',
    {
      schema: {
        tags: ['sepa'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: messageResponseSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => markPaidByTransfer({ ctx: actorContext(request), returnId: request.params.id }),
  );
};
