import {
  bulkSepaRequestSchema,
  errorResponseSchema,
  individualSepaRequestSchema,
  ROLES,
  sepaSummarySchema,
} from '@cumplia/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { representReturn } from '../sepa-returns/resolve-return.js';
import {
  generateBulkSepa,
  generateInvoiceSepa,
  type SepaFileResult,
  summarizeBulkSepa,
  transactionIdOf,
} from './generate-sepa-file.js';

const errors = { '4xx': errorResponseSchema };

/**
 * SEPA direct-debit files (superadmin only). Errors keep the JSON body of every error and repeat its code and
 * message as `x-error-type` / `x-error-message` (URI-encoded), which the download screens read from a blob answer.
 */
export const sepaRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = app.authorize([ROLES.superadmin]);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(
      'access-control-expose-headers',
      'x-error-type, x-error-message, x-transaction-id, x-factura-id, x-sepa-copia',
    );
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { code?: string; message?: string };
      if (body.code) reply.header('x-error-type', body.code);
      if (body.message) reply.header('x-error-message', encodeURIComponent(body.message));
    } catch {
      // Not a JSON error body: nothing to repeat.
    }
    return payload;
  });

  const sendFile = (reply: FastifyReply, file: SepaFileResult) => {
    if (file.facturaId) reply.header('x-factura-id', file.facturaId);
    if (file.copia) reply.header('x-sepa-copia', 'true');
    return reply
      .header('x-transaction-id', file.transactionId)
      .type('application/xml; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .send(file.xml);
  };

  /** The transaction id (the client's or a new one) is in the answer even when producing the file fails. */
  const fileAnswer = async (
    reply: FastifyReply,
    given: string | undefined,
    produce: (transactionId: string) => Promise<SepaFileResult>,
  ) => {
    const transactionId = transactionIdOf(given);
    reply.header('x-transaction-id', transactionId);
    return sendFile(reply, await produce(transactionId));
  };
  const oneFileRoute = {
    schema: {
      tags: ['sepa'],
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: individualSepaRequestSchema,
      response: errors,
    },
    config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' as const },
    onRequest: superadmin,
  };

  app.post(
    '/admin/facturas/sepa',
    {
      schema: { tags: ['sepa'], body: bulkSepaRequestSchema, response: errors },
      config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' },
      onRequest: superadmin,
    },
    async (request, reply) =>
      fileAnswer(reply, request.body.transactionId, (transactionId) =>
        generateBulkSepa({ ctx: actorContext(request), input: request.body, transactionId }),
      ),
  );

  app.post(
    '/admin/facturas/sepa/resumen',
    {
      schema: { tags: ['sepa'], body: bulkSepaRequestSchema, response: { 200: sepaSummarySchema, ...errors } },
      config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' },
      onRequest: superadmin,
    },
    async (request) => summarizeBulkSepa({ ctx: actorContext(request), input: request.body }),
  );

  app.post('/admin/facturas/:id/sepa', oneFileRoute, async (request, reply) =>
    fileAnswer(reply, request.body.transactionId, (transactionId) =>
      generateInvoiceSepa({
        ctx: actorContext(request),
        invoiceId: request.params.id,
        cuentaIBAN: request.body.cuentaIBAN,
        transactionId,
      }),
    ),
  );

  app.post('/admin/sepa/devoluciones/:id/representar', oneFileRoute, async (request, reply) =>
    fileAnswer(reply, request.body.transactionId, (transactionId) =>
      representReturn({
        ctx: actorContext(request),
        returnId: request.params.id,
        cuentaIBAN: request.body.cuentaIBAN,
        transactionId,
      }),
    ),
  );

  app.get(
    '/admin/facturas/sepa/cuentas',
    {
      schema: { tags: ['sepa'], response: { 200: z.array(z.string()), ...errors } },
      onRequest: superadmin,
    },
    async () => app.services.config.provider.sepa.accounts,
  );
};
