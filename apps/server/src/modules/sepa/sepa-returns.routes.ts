import { sepaEndpoints as endpoints, MESSAGES } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { sendTableExport } from '../../platform/send-table-export.js';
import { requestMandateRenewal } from '../signing/index.js';
import { importReturns } from './import-returns.js';
import { exportReturns, listReturnImports, listReturns, sepaReturnExportColumns } from './list-returns.js';
import { markPaidByTransfer, requestTransfer } from './resolve-return.js';

/** A bank's return file of 10,000 R-transactions is a few megabytes. */
const RETURN_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** SEPA returns (devoluciones), superadmin only: import the bank's files, list them, ask for a transfer. */
export const sepaReturnsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.importReturns, async ({ ctx, request }) => {
    const part = await request.file({ limits: { fileSize: RETURN_FILE_MAX_BYTES } });
    if (!part) throw new AppError('SEPA_RETURN_FILE_INVALID', 400, MESSAGES.errors.returnFileRequired);
    return importReturns({ ctx, input: { file: { name: part.filename, bytes: await part.toBuffer() } } });
  });
  registerEndpoint(app, endpoints.returns, ({ ctx, query }) => listReturns({ ctx, input: query }));
  registerEndpoint(app, endpoints.importedFiles, ({ ctx, query }) => listReturnImports({ ctx, input: query }));
  registerEndpoint(app, endpoints.exportReturns, async ({ ctx, query, reply }) =>
    sendTableExport(reply, {
      format: query.formato,
      fileName: 'devoluciones',
      sheetName: 'Devoluciones',
      columns: sepaReturnExportColumns,
      batches: await exportReturns({ ctx, input: query }),
    }),
  );
  registerEndpoint(app, endpoints.renewMandate, ({ ctx, body }) => requestMandateRenewal({ ctx, input: body }));
  registerEndpoint(app, endpoints.requestTransfer, ({ ctx, params }) =>
    requestTransfer({ ctx, input: { returnId: params.id } }),
  );
  registerEndpoint(app, endpoints.markPaid, ({ ctx, params, body }) =>
    markPaidByTransfer({ ctx, input: { returnId: params.id, ...body } }),
  );
};
