import { z } from 'zod';
import { sortQuerySchema } from '../shared/list-query.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import { monthSchema } from './month-close.js';
import { invoiceReturnSchema } from './sepa-returns.js';

/** The columns the agency's invoice list sorts by (the server maps each to an indexed column). */
export const AGENCY_INVOICE_SORTS = ['fecha', 'factura', 'empresa', 'importe', 'facturado'] as const;
export type AgencyInvoiceSort = (typeof AGENCY_INVOICE_SORTS)[number];

/**
 * The filter and sort of GET /cumplia-core/facturas/gestoria, shared by its export: a client (its name or NIF/CIF,
 * case and accents aside) and a month of issue ('YYYY-MM').
 */
export const agencyInvoicesFilterSchema = sortQuerySchema(AGENCY_INVOICE_SORTS, { sort: 'fecha', dir: 'desc' }).extend({
  cliente: z.string().trim().max(120).optional(),
  mes: monthSchema.optional(),
});
export const agencyInvoicesQuerySchema = pageQuerySchema.extend(agencyInvoicesFilterSchema.shape);
export type AgencyInvoicesQuery = z.input<typeof agencyInvoicesQuerySchema>;
export type AgencyInvoicesParsedQuery = z.output<typeof agencyInvoicesQuerySchema>;

/** GET /cumplia-core/facturas/gestoria: the invoices of the agency's companies, with its commission on each. */
export const agencyInvoiceSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  empresa: z.object({ nombreComercial: z.string(), nifCif: z.string() }),
  importeTotal: z.number(),
  importeTotalImpuestos: z.number(),
  facturado: z.boolean(),
  comision: z.number(),
  comisionPorcentaje: z.number(),
  /** The bank returned the debit: the commission is reversed (0) until the invoice is paid. */
  devolucion: invoiceReturnSchema.nullable().optional(),
  /** Where its money stands (`invoiceStanding`): collected, remitted, returned, pending or cancelled. */
  estado: z.string(),
});
export type AgencyInvoice = z.infer<typeof agencyInvoiceSchema>;

/**
 * Count and sums over every invoice of the filter (not only the page), in euros. The amount, like the commission,
 * leaves out cancelled invoices and debits the bank returned (money not in until they are paid).
 */
export const agencyInvoiceTotalsSchema = z.object({
  facturas: z.number().int(),
  importeTotalImpuestos: z.number(),
  comision: z.number(),
});
export type AgencyInvoiceTotals = z.infer<typeof agencyInvoiceTotalsSchema>;

export const agencyInvoicePageSchema = pagedSchema(agencyInvoiceSchema).extend({ totales: agencyInvoiceTotalsSchema });
export type AgencyInvoicePage = z.infer<typeof agencyInvoicePageSchema>;
