import { z } from 'zod';
import { PAYMENT_METHODS, PROTOCOL_CODES } from '../constants.js';
import { formatDateEs } from '../format/es-format.js';
import { addDays } from '../primitives/calendar-date.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import { invoiceVerifactuSchema } from '../verifactu/verifactu-records.js';
import { invoiceReturnSchema } from './sepa-returns.js';

export const INVOICE_KINDS = ['ORDINARIA', 'RECTIFICATIVA'] as const;

/** An invoice line (facturaDetalles). Amounts in euros at the API edge. */
export const invoiceLineSchema = z.object({
  nombrePlantilla: z.enum(PROTOCOL_CODES),
  nombreProducto: z.string(),
  precioUnitario: z.number(),
});

/**
 * An invoice (factura) as lists show it (part 1 and part 2 section 3). `facturado` means remitted to the bank.
 * A rectifying invoice names the one it corrects; a corrected one names its rectification.
 */
export const invoiceSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  fechaCuandoFacturar: z.string(),
  facturado: z.boolean(),
  importeTotal: z.number(),
  importeTotalImpuestos: z.number(),
  tipo: z.enum(INVOICE_KINDS),
  rectificaA: z.string().nullable(),
  rectificadaPor: z.string().nullable(),
  /**
   * The corrected invoice: after a rectification by differences cancelled all of an invoice, an ordinary invoice
   * bills its period again at the right amounts. `corregidaPor` names it on the original, `corrigeA` the original
   * on it; `corregible` says staff may still issue it.
   */
  corregidaPor: z.string().nullable().optional(),
  corrigeA: z.string().nullable().optional(),
  corregible: z.boolean().optional(),
  /** The bank returned its SEPA debit ('Devuelta'), with the ISO reason code and its meaning. */
  devolucion: invoiceReturnSchema.nullable().optional(),
  /** The day staff recorded a payment other than the debit (a transfer or card payment), and how it came. */
  pagadaPorTransferencia: z.string().nullable().optional(),
  pagadaCon: z.enum(['TRANSFERENCIA', 'TARJETA']).nullable().optional(),
  /** The day its latest SEPA debit is charged: after it, unless returned, the invoice is collected. */
  fechaCargo: z.string().nullable().optional(),
  /** Verifactu TipoFactura: F1, or R1-R4 for a rectifying invoice by its ground. */
  tipoFactura: z.string().optional(),
  /** A rectifying invoice's method: by differences (I) or by substitution (S). */
  metodoRectificacion: z.enum(['I', 'S']).nullable().optional(),
  /** Cancelled because it was issued by mistake (Verifactu RegistroAnulacion). */
  anulada: z.object({ fecha: z.string(), motivo: z.string() }).nullable().optional(),
  /** Replaced by a rectifying invoice by substitution: its substitute stands for it in every total. */
  sustituida: z.boolean(),
  /** It owes an amount of its own (an ordinary invoice, or the substitute of an unpaid one): not a credit note. */
  cobroPropio: z.boolean(),
  /** How this invoice is paid, as issued (the company may have changed its payment method since). */
  metodoDePago: z.enum(PAYMENT_METHODS),
  /** Its Verifactu record's standing with the AEAT (staff lists). */
  verifactu: invoiceVerifactuSchema.nullable().optional(),
  empresa: z.object({
    id: z.number().int(),
    razonSocial: z.string(),
    nombreComercial: z.string(),
    nifCif: z.string(),
    metodoDePago: z.enum(PAYMENT_METHODS),
    numCuenta: z.string(),
  }),
  facturaDetalles: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * The day a debit at the bank will be charged, while it is ahead of `today` and the debit was neither returned nor
 * settled another way; null otherwise. Until that day the invoice is neither paid nor unpaid, so a correction waits.
 */
export function chargeDayAhead(
  invoice: { fechaCargo?: string | null; devolucion?: unknown; pagadaPorTransferencia?: string | null },
  today: string,
): string | null {
  const { fechaCargo } = invoice;
  return fechaCargo && fechaCargo > today && !invoice.devolucion && !invoice.pagadaPorTransferencia ? fechaCargo : null;
}

/** Where an invoice stands for whoever pays it: the one state every screen and export shows. */
export type InvoiceStanding = { label: string; tone: 'green' | 'yellow' | 'red' | 'gray' | 'blue'; owed: boolean };

/** The standing of an invoice on `today` ('YYYY-MM-DD', Madrid): a debit is collected once its day has come. */
export function invoiceStanding(
  invoice: Pick<
    Invoice,
    | 'facturado'
    | 'devolucion'
    | 'pagadaPorTransferencia'
    | 'pagadaCon'
    | 'fechaCargo'
    | 'anulada'
    | 'rectificadaPor'
    | 'sustituida'
    | 'cobroPropio'
    | 'importeTotalImpuestos'
  >,
  today: string,
): InvoiceStanding {
  if (invoice.anulada) return { label: 'Anulada', tone: 'gray', owed: false };
  if (invoice.sustituida) return { label: 'Sustituida', tone: 'gray', owed: false };
  if (invoice.rectificadaPor) return { label: 'Rectificada', tone: 'gray', owed: false };
  // A credit note, or the substitute of an invoice already paid: nothing of its own to collect.
  if (!invoice.cobroPropio) {
    return invoice.importeTotalImpuestos < 0
      ? { label: 'Abono', tone: 'gray', owed: false }
      : { label: 'Pagada con la factura sustituida', tone: 'green', owed: false };
  }
  if (invoice.pagadaPorTransferencia) {
    const via = invoice.pagadaCon === 'TARJETA' ? 'con tarjeta' : 'por transferencia';
    return { label: `Cobrada ${via}`, tone: 'green', owed: false };
  }
  // A debit the bank returned is money still owed, however the invoice was remitted.
  if (invoice.devolucion) return { label: 'Devuelta: pendiente de pago', tone: 'red', owed: true };
  const chargeDay = chargeDayAhead(invoice, today);
  if (chargeDay) return { label: `Remesada: se carga el ${formatDateEs(chargeDay)}`, tone: 'blue', owed: false };
  if (invoice.fechaCargo) return { label: 'Cobrada por adeudo', tone: 'green', owed: false };
  if (invoice.facturado) return { label: 'Facturada', tone: 'green', owed: false };
  return { label: 'Pendiente', tone: 'yellow', owed: true };
}

/**
 * Paid: collected by SEPA (remitted) and not returned by the bank, or paid by transfer. What a rectification
 * does with the money depends on it.
 */
export const invoiceIsPaid = (invoice: { facturado: boolean; returned: boolean; paidByTransfer: boolean }) =>
  invoice.paidByTransfer || (invoice.facturado && !invoice.returned);

/**
 * The columns the company's own invoice list ('Mi facturación') sorts by: a company has few invoices, so any
 * of them sorts its own rows after the (company, fecha) index has found them.
 */
export const COMPANY_INVOICE_SORTS = ['fecha', 'factura', 'importe', 'facturado'] as const;
export type CompanyInvoiceSort = (typeof COMPANY_INVOICE_SORTS)[number];

/** The filter and sort of GET /cumplia-core/facturas/empresa/my, shared by its export. */
export const companyInvoicesFilterSchema = sortQuerySchema(COMPANY_INVOICE_SORTS, { sort: 'fecha', dir: 'desc' });
export const companyInvoicesQuerySchema = pageQuerySchema.extend(companyInvoicesFilterSchema.shape);

/**
 * Days a client paying by transfer has to pay an invoice from its date (docs/decisions/013): the date the invoice,
 * the signing e-mail and 'Mi facturación' give it.
 */
export const TRANSFER_PAYMENT_DAYS = 15;

/** The day a transfer invoice of `fecha` ('YYYY-MM-DD') is to be paid by. */
export const transferPaymentDueDate = (fecha: string) => addDays(fecha, TRANSFER_PAYMENT_DAYS);

/** How the company pays what it owes by transfer: to which account and beneficiary, each invoice, and by when. */
export const transferInstructionsSchema = z.object({
  cuenta: z.string(),
  beneficiario: z.string(),
  facturas: z.array(z.object({ facturaId: z.string(), importe: z.number(), fechaLimite: z.string() })),
});
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>;

/** The company's invoices with the count and sum of all of them (not only the page), in euros. */
export const companyInvoicePageSchema = pagedSchema(invoiceSchema).extend({
  totales: z.object({ facturas: z.number().int(), importeTotalImpuestos: z.number() }),
  /** The invoices it pays by transfer and still owes (none: an empty list), with where to pay them. */
  porTransferencia: transferInstructionsSchema.optional(),
  /** The returned debits the company still owes, and the account to pay them by transfer. */
  devueltas: z.object({ facturas: z.number().int(), importe: z.number(), cuentaTransferencia: z.string() }).optional(),
});
export type CompanyInvoicePage = z.infer<typeof companyInvoicePageSchema>;
