import { invoicesEndpoints as endpoints, todayInMadrid } from '@cumplia/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { sendTableExport } from '../../platform/send-table-export.js';
import { cancelInvoice } from './cancel-invoice.js';
import { downloadInvoice } from './download-invoice.js';
import { changeBillingDate, markInvoiceRemitted, markInvoicesRemitted } from './invoice-remittance.js';
import { issueCorrectedInvoice } from './issue-corrected-invoice.js';
import { exportStaffInvoices, listStaffInvoices, staffInvoiceExportColumns } from './list-staff-invoices.js';
import { rectifyInvoice } from './rectify-invoice.js';

const sendPdf = (reply: FastifyReply, document: { fileName: string; pdf: Buffer }) =>
  reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.pdf);

/**
 * Invoices: staff lists and actions (part 2 sections 2.4, 2.5, 7), and the PDF download every role has for the
 * invoices it may see (staff all, an agency its companies', a company its own).
 */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.list[scope], ({ ctx, query }) => listStaffInvoices({ ctx, input: query }));
    registerEndpoint(app, endpoints.export[scope], async ({ ctx, query, reply }) =>
      sendTableExport(reply, {
        format: query.formato,
        fileName: 'facturas',
        sheetName: 'Facturas',
        columns: staffInvoiceExportColumns(todayInMadrid(ctx.services.now())),
        batches: await exportStaffInvoices({ ctx, input: query }),
      }),
    );
    registerEndpoint(app, endpoints.staffDownload[scope], async ({ ctx, params, reply }) =>
      sendPdf(reply, await downloadInvoice({ ctx, input: { invoiceId: params.id } })),
    );
  }
  registerEndpoint(app, endpoints.ofCompany, ({ ctx, query }) =>
    listStaffInvoices({
      ctx,
      input: { page: query.page, size: query.size, sort: 'fecha', dir: 'desc', empresaNifCif: query.cifNif },
    }),
  );
  registerEndpoint(app, endpoints.markRemitted, ({ ctx, params }) =>
    markInvoiceRemitted({ ctx, input: { invoiceId: params.id } }),
  );
  registerEndpoint(app, endpoints.markSelectionRemitted, ({ ctx, body }) => markInvoicesRemitted({ ctx, input: body }));
  registerEndpoint(app, endpoints.changeBillingDate, ({ ctx, params, body }) =>
    changeBillingDate({ ctx, input: { invoiceId: params.id, nuevaFecha: body.nuevaFecha } }),
  );
  registerEndpoint(app, endpoints.rectify, ({ ctx, params, body }) =>
    rectifyInvoice({ ctx, input: { ...body, invoiceId: params.id } }),
  );
  registerEndpoint(app, endpoints.issueCorrected, ({ ctx, params, body }) =>
    issueCorrectedInvoice({ ctx, input: { ...body, invoiceId: params.id } }),
  );
  registerEndpoint(app, endpoints.cancel, ({ ctx, params, body }) =>
    cancelInvoice({ ctx, input: { invoiceId: params.id, motivo: body.motivo } }),
  );
  registerEndpoint(app, endpoints.download, async ({ ctx, params, reply }) =>
    sendPdf(reply, await downloadInvoice({ ctx, input: { invoiceId: params.id } })),
  );
};
