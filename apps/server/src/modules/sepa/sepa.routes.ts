import { bulkSepaRequestSchema, errorResponseSchema, individualSepaRequestSchema, ROLES } from '@cumplia/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { generateBulkSepa, generateInvoiceSepa, type SepaFileResult, transactionIdOf } from './generate-sepa-file.js';

const errors = { '4xx': errorResponseSchema };

/**
 * SEPA direct-debit files (superadmin only). Errors keep the JSON body of every error and repeat its code and
 * message as `x-error-type` / `x-error-message` (URI-encoded), which the download screens read from a blob answer.
 */
export const sepaRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = app.authorize([ROLES.superadmin]);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-expose-headers', 'x-error-type, x-error-message, x-transaction-id, x-factura-id');
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
    return reply
      .header('x-transaction-id', file.transactionId)
      .type('application/xml; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .send(file.xml);
  };

  app.post(
    '/admin/facturas/sepa',
    {
      schema: { tags: ['sepa'], body: bulkSepaRequestSchema, response: errors },
      config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' },
      onRequest: superadmin,
    },
    async (request, reply) => {
      const transactionId = transactionIdOf(request.body.transactionId);
      reply.header('x-transaction-id', transactionId);
      const file = await generateBulkSepa({ ctx: actorContext(request), input: request.body, transactionId });
      return sendFile(reply, file);
    },
  );

  app.post(
    '/admin/facturas/:id/sepa',
    {
      schema: {
        tags: ['sepa'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: individualSepaRequestSchema,
        response: errors,
      },
      config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' },
      onRequest: superadmin,
    },
    async (request, reply) => {
      const transactionId = transactionIdOf(request.body.transactionId);
      reply.header('x-transaction-id', transactionId);
      const file = await generateInvoiceSepa({
        ctx: actorContext(request),
        invoiceId: request.params.id,
        cuentaIBAN: request.body.cuentaIBAN,
        transactionId,
      });
      return sendFile(reply, file);
    },
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
