import { monthCloseEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { recordInvoicePayment } from '../invoices/index.js';
import { listCustomerRefunds, recordCustomerRefund } from './customer-refunds.js';
import { monthClose, monthCloseInvoices } from './month-close.js';
import { agencyStatementFile, agencyStatements, previewStatement, sendStatement } from './statement-actions.js';

const sendFile = (reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer }) =>
  reply.type(file.contentType).header('content-disposition', attachment(file.fileName)).send(file.bytes);

/**
 * The month-end close, payments of transfer and card invoices, refunds paid back to clients, and the agencies'
 * commission statements.
 */
export const monthCloseRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.summary, ({ ctx, query }) => monthClose({ ctx, input: query }));
  registerEndpoint(app, endpoints.invoices, ({ ctx, query }) => monthCloseInvoices({ ctx, input: query }));
  registerEndpoint(app, endpoints.statement, async ({ ctx, params, query, reply }) =>
    sendFile(reply, await previewStatement({ ctx, input: { agencyId: params.id, ...query } })),
  );
  registerEndpoint(app, endpoints.sendStatement, ({ ctx, params, body }) =>
    sendStatement({ ctx, input: { agencyId: params.id, mes: body.mes } }),
  );
  registerEndpoint(app, endpoints.markCollected, ({ ctx, params, body }) =>
    recordInvoicePayment({ ctx, input: { invoiceId: params.id, ...body } }),
  );
  registerEndpoint(app, endpoints.customerRefunds, ({ ctx, query }) => listCustomerRefunds({ ctx, input: query }));
  registerEndpoint(app, endpoints.recordCustomerRefund, ({ ctx, params, body }) =>
    recordCustomerRefund({ ctx, input: { invoiceId: params.id, ...body } }),
  );
  registerEndpoint(app, endpoints.agencyStatements, ({ ctx }) => agencyStatements({ ctx }));
  registerEndpoint(app, endpoints.agencyStatementFile, async ({ ctx, params, query, reply }) =>
    sendFile(reply, await agencyStatementFile({ ctx, input: { id: params.id, formato: query.formato } })),
  );
};
