import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES, STAFF_ROLES } from '../constants.js';
import { bothStaffScopes, defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { exportFormatSchema } from '../shared/list-query.js';

import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import { invoiceSchema } from './invoice.js';
import {
  markPaidByTransferSchema,
  sepaReturnImportResultSchema,
  sepaReturnImportSchema,
  sepaReturnsFilterSchema,
  sepaReturnsPageSchema,
  sepaReturnsQuerySchema,
} from './sepa-returns.js';
import {
  bulkSepaRequestSchema,
  cancelInvoiceSchema,
  changeBillingDateSchema,
  individualSepaRequestSchema,
  issueCorrectedInvoiceSchema,
  rectifyInvoiceSchema,
  remitInvoicesSchema,
  sepaSummarySchema,
  staffInvoiceFilterSchema,
  staffInvoicePageSchema,
  staffInvoiceQuerySchema,
} from './staff-invoices.js';

const staff = { audience: STAFF_ROLES, tag: 'invoices' } as const;
const superadmin = { audience: [ROLES.superadmin], tag: 'invoices' } as const;
const sepa = { audience: [ROLES.superadmin], tag: 'sepa' } as const;

/**
 * Invoices: staff lists and actions (part 2 sections 2.4, 2.5, 7), and the PDF every role may download for the
 * invoices it sees (staff all, an agency its companies', a company its own).
 */
export const invoicesEndpoints = {
  list: bothStaffScopes('/facturas', {
    ...staff,
    method: 'GET',
    query: staffInvoiceQuerySchema,
    response: staffInvoicePageSchema,
  }),
  export: bothStaffScopes('/facturas/export', {
    ...staff,
    method: 'GET',
    query: staffInvoiceFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
  staffDownload: bothStaffScopes('/facturas/:id/download', {
    ...staff,
    method: 'GET',
    params: idParamsSchema,
    response: 'file',
  }),
  ofCompany: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/facturas-detalladas',
    summary: "One company's invoices, on its staff record",
    query: pageQuerySchema.extend({ cifNif: z.string().trim().min(1).max(32) }),
    response: pagedSchema(invoiceSchema),
  }),
  markRemitted: defineEndpoint({
    ...superadmin,
    method: 'PUT',
    path: '/cumplia-core/admin/facturas/:id/marcar-facturada',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  markSelectionRemitted: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/marcar-facturadas',
    body: remitInvoicesSchema,
    response: messageResponseSchema,
  }),
  changeBillingDate: defineEndpoint({
    ...superadmin,
    method: 'PUT',
    path: '/cumplia-core/admin/facturas/:id/fecha-facturar',
    params: idParamsSchema,
    body: changeBillingDateSchema,
    response: messageResponseSchema,
  }),
  rectify: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/rectificar',
    params: idParamsSchema,
    body: rectifyInvoiceSchema,
    response: messageResponseSchema.extend({ id: z.number().int(), facturaId: z.string() }),
  }),
  issueCorrected: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/corregida',
    summary: 'Bill again, at the right amounts, an invoice a rectification by differences cancelled whole',
    params: idParamsSchema,
    body: issueCorrectedInvoiceSchema,
    response: messageResponseSchema.extend({ id: z.number().int(), facturaId: z.string() }),
  }),
  cancel: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/anular',
    summary: 'Cancel an invoice issued by mistake (Verifactu RegistroAnulacion)',
    params: idParamsSchema,
    body: cancelInvoiceSchema,
    response: messageResponseSchema,
  }),
  download: defineEndpoint({
    audience: [...STAFF_ROLES, ROLES.agency, ROLES.company],
    tag: 'invoices',
    method: 'GET',
    path: '/cumplia-core/facturas/:id/download',
    params: idParamsSchema,
    response: 'file',
  }),
};

/**
 * SEPA direct-debit files (superadmin only, part 2 section 5). The files are XML downloads; their errors also
 * travel in headers, which the download screens read from a blob answer.
 */
export const sepaEndpoints = {
  bulkFile: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/sepa',
    body: bulkSepaRequestSchema,
    response: 'file',
  }),
  bulkSummary: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/sepa/resumen',
    summary: "What a bulk file would hold, for the user's confirmation",
    body: bulkSepaRequestSchema,
    response: sepaSummarySchema,
  }),
  invoiceFile: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/sepa',
    params: idParamsSchema,
    body: individualSepaRequestSchema,
    response: 'file',
  }),
  representationFile: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/sepa/devoluciones/:id/representar',
    summary: 'Re-presents a returned debit (RCUR, once)',
    params: idParamsSchema,
    body: individualSepaRequestSchema,
    response: 'file',
  }),
  creditorAccounts: defineEndpoint({
    ...sepa,
    method: 'GET',
    path: '/cumplia-core/admin/facturas/sepa/cuentas',
    response: z.array(z.string()),
  }),
  renewMandate: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/sepa/mandatos/renovar',
    summary: 'Sends a company whose mandate expired unused a signing link for a new one',
    body: z.object({ cifNif: z.string().trim().min(1).max(32) }),
    response: messageResponseSchema,
  }),
  importReturns: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/sepa/devoluciones',
    summary: "Imports a bank's pain.002 or camt.054 file",
    multipart: true,
    response: sepaReturnImportResultSchema,
  }),
  returns: defineEndpoint({
    ...sepa,
    method: 'GET',
    path: '/cumplia-core/admin/sepa/devoluciones',
    query: sepaReturnsQuerySchema,
    response: sepaReturnsPageSchema,
  }),
  importedFiles: defineEndpoint({
    ...sepa,
    method: 'GET',
    path: '/cumplia-core/admin/sepa/devoluciones/ficheros',
    summary: 'The bank files imported, newest first, with what each left for a person to decide',
    query: pageQuerySchema,
    response: pagedSchema(sepaReturnImportSchema),
  }),
  exportReturns: defineEndpoint({
    ...sepa,
    method: 'GET',
    path: '/cumplia-core/admin/sepa/devoluciones/export',
    query: sepaReturnsFilterSchema.extend(exportFormatSchema.shape),
    response: 'file',
  }),
  requestTransfer: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/sepa/devoluciones/:id/transferencia',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  markPaid: defineEndpoint({
    ...sepa,
    method: 'POST',
    path: '/cumplia-core/admin/sepa/devoluciones/:id/pagada',
    params: idParamsSchema,
    body: markPaidByTransferSchema,
    response: messageResponseSchema,
  }),
};
