import { sepaEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import {
  generateBulkSepa,
  generateInvoiceSepa,
  type SepaFileResult,
  summarizeBulkSepa,
  transactionIdOf,
} from './generate-sepa-file.js';
import { representReturn } from './resolve-return.js';

const sepaValidation = { config: { validationErrorCode: 'SEPA_VALIDATION_ERROR' as const } };

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
async function fileAnswer(
  reply: FastifyReply,
  given: string | undefined,
  produce: (transactionId: string) => Promise<SepaFileResult>,
) {
  const transactionId = transactionIdOf(given);
  reply.header('x-transaction-id', transactionId);
  return sendFile(reply, await produce(transactionId));
}

/**
 * SEPA direct-debit files (superadmin only). Errors keep the JSON body of every error and repeat its code and
 * message as `x-error-type` / `x-error-message` (URI-encoded), which the download screens read from a blob answer.
 */
export const sepaRoutes: FastifyPluginAsync = async (app) => {
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

  registerEndpoint(
    app,
    endpoints.bulkFile,
    ({ ctx, body, reply }) =>
      fileAnswer(reply, body.transactionId, (transactionId) =>
        generateBulkSepa({ ctx, input: { ...body, transactionId } }),
      ),
    sepaValidation,
  );
  registerEndpoint(
    app,
    endpoints.bulkSummary,
    ({ ctx, body }) => summarizeBulkSepa({ ctx, input: body }),
    sepaValidation,
  );
  registerEndpoint(
    app,
    endpoints.invoiceFile,
    ({ ctx, params, body, reply }) =>
      fileAnswer(reply, body.transactionId, (transactionId) =>
        generateInvoiceSepa({ ctx, input: { invoiceId: params.id, cuentaIBAN: body.cuentaIBAN, transactionId } }),
      ),
    sepaValidation,
  );
  registerEndpoint(
    app,
    endpoints.representationFile,
    ({ ctx, params, body, reply }) =>
      fileAnswer(reply, body.transactionId, (transactionId) =>
        representReturn({ ctx, input: { returnId: params.id, cuentaIBAN: body.cuentaIBAN, transactionId } }),
      ),
    sepaValidation,
  );
  registerEndpoint(app, endpoints.creditorAccounts, async () => app.services.config.provider.sepa.accounts);
};
