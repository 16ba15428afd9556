import {
  changeBillingDateSchema,
  errorResponseSchema,
  exportFormatSchema,
  invoiceSchema,
  messageResponseSchema,
  pagedSchema,
  pageQuerySchema,
  ROLES,
  rectifyInvoiceSchema,
  remitInvoicesSchema,
  STAFF_ROLES,
  staffInvoiceFilterSchema,
  staffInvoicePageSchema,
  staffInvoiceQuerySchema,
} from '@cumplia/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition.js';
import { sendTableExport } from '../../lib/send-table-export.js';
import { actorContext } from '../../request-context.js';
import { downloadInvoice } from './download-invoice.js';
import { changeBillingDate, markInvoiceRemitted, markInvoicesRemitted } from './invoice-remittance.js';
import { exportStaffInvoices, listStaffInvoices, staffInvoiceExportColumns } from './list-staff-invoices.js';
import { rectifyInvoice } from './rectify-invoice.js';

const errors = { '4xx': errorResponseSchema };
const invoiceParams = z.object({ id: z.coerce.number().int().positive() });

const sendPdf = (reply: FastifyReply, document: { fileName: string; pdf: Buffer }) =>
  reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.pdf);

/**
 * Invoices: staff lists and actions (part 2 sections 2.4, 2.5, 7), and the PDF download every role has for the
 * invoices it may see (staff all, an agency its companies', a company its own).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  const superadmin = app.authorize([ROLES.superadmin]);
  const anyRole = app.authorize([...STAFF_ROLES, ROLES.agency, ROLES.company]);

  for (const prefix of ['/admin', '/worker']) {
    app.get(
      `${prefix}/facturas`,
      {
        schema: {
          tags: ['invoices'],
          querystring: staffInvoiceQuerySchema,
          response: { 200: staffInvoicePageSchema, ...errors },
        },
        onRequest: staff,
      },
      async (request) => listStaffInvoices({ ctx: actorContext(request), input: request.query }),
    );
    app.get(
      `${prefix}/facturas/export`,
      {
        schema: { tags: ['invoices'], querystring: staffInvoiceFilterSchema.extend(exportFormatSchema.shape) },
        onRequest: staff,
      },
      async (request, reply) =>
        sendTableExport(reply, {
          format: request.query.formato,
          fileName: 'facturas',
          sheetName: 'Facturas',
          columns: staffInvoiceExportColumns,
          batches: await exportStaffInvoices({ ctx: actorContext(request), input: request.query }),
        }),
    );
    app.get(
      `${prefix}/facturas/:id/download`,
      { schema: { tags: ['invoices'], params: invoiceParams, response: errors }, onRequest: staff },
      async (request, reply) =>
        sendPdf(reply, await downloadInvoice({ ctx: actorContext(request), invoiceId: request.params.id })),
    );
  }

  app.get(
    '/admin/facturas-detalladas',
    {
      schema: {
        tags: ['invoices'],
        querystring: pageQuerySchema.extend({ cifNif: z.string().trim().min(1).max(32) }),
        response: { 200: pagedSchema(invoiceSchema), ...errors },
      },
      onRequest: staff,
    },
    async (request) =>
      listStaffInvoices({
        ctx: actorContext(request),
        input: {
          page: request.query.page,
          size: request.query.size,
          sort: 'fecha',
          dir: 'desc',
          empresaNifCif: request.query.cifNif,
        },
      }),
  );

  app.put(
    '/admin/facturas/:id/marcar-facturada',
    {
      schema: { tags: ['invoices'], params: invoiceParams, response: { 200: messageResponseSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => markInvoiceRemitted({ ctx: actorContext(request), invoiceId: request.params.id }),
  );

  app.post(
    '/admin/facturas/marcar-facturadas',
    {
      schema: { tags: ['invoices'], body: remitInvoicesSchema, response: { 200: messageResponseSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => markInvoicesRemitted({ ctx: actorContext(request), input: request.body }),
  );

  app.put(
    '/admin/facturas/:id/fecha-facturar',
    {
      schema: {
        tags: ['invoices'],
        params: invoiceParams,
        body: changeBillingDateSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) =>
      changeBillingDate({
        ctx: actorContext(request),
        invoiceId: request.params.id,
        nuevaFecha: request.body.nuevaFecha,
      }),
  );

  app.post(
    '/admin/facturas/:id/rectificar',
    {
      schema: {
        tags: ['invoices'],
        params: invoiceParams,
        body: rectifyInvoiceSchema,
        response: {
          200: messageResponseSchema.extend({ id: z.number().int(), facturaId: z.string() }),
          ...errors,
        },
      },
      onRequest: superadmin,
    },
    async (request) =>
      rectifyInvoice({ ctx: actorContext(request), invoiceId: request.params.id, motivo: request.body.motivo }),
  );

  app.get(
    '/facturas/:id/download',
    { schema: { tags: ['invoices'], params: invoiceParams, response: errors }, onRequest: anyRole },
    async (request, reply) =>
      sendPdf(reply, await downloadInvoice({ ctx: actorContext(request), invoiceId: request.params.id })),
  );
};
