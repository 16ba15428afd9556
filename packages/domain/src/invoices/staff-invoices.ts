import { z } from 'zod';
import { PROTOCOL_CODES } from '../constants.js';
import { ERROR_CODE_MESSAGES, MESSAGES } from '../messages.js';
import { addDays, isCalendarDate } from '../primitives/calendar-date.js';
import { euroPrice } from '../primitives/zod-fields.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import { invoiceSchema } from './invoice.js';

const optionalFilter = (max: number) => z.string().trim().max(max).optional();
const optionalDate = z.string().refine(isCalendarDate, { error: MESSAGES.invoices.invalidDate }).optional();

/** The columns the staff invoice list sorts by (the server maps each to an indexed column). */
export const STAFF_INVOICE_SORTS = ['fecha', 'factura', 'empresa', 'nifCif', 'importe', 'facturado'] as const;
export type StaffInvoiceSort = (typeof STAFF_INVOICE_SORTS)[number];

/**
 * The filters and sort of GET /admin/facturas and /worker/facturas, shared by their export. Dates bound the issue
 * date (`fecha`).
 */
export const staffInvoiceFilterSchema = z
  .object({
    razonSocial: optionalFilter(255),
    cifNif: optionalFilter(32),
    dni: optionalFilter(32),
    facturado: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    fechaInicio: optionalDate,
    fechaFin: optionalDate,
  })
  .extend(sortQuerySchema(STAFF_INVOICE_SORTS, { sort: 'fecha', dir: 'desc' }).shape);
export const staffInvoiceQuerySchema = pageQuerySchema.extend(staffInvoiceFilterSchema.shape);
export type StaffInvoiceQuery = z.infer<typeof staffInvoiceQuerySchema>;

/** Count and sums over every invoice of the filter (not only the page), in euros. */
export const staffInvoiceTotalsSchema = z.object({
  facturas: z.number().int(),
  /** Taxable base. */
  importeTotal: z.number(),
  impuestos: z.number(),
  importeTotalImpuestos: z.number(),
});
export type StaffInvoiceTotals = z.infer<typeof staffInvoiceTotalsSchema>;

export const staffInvoicePageSchema = pagedSchema(invoiceSchema).extend({ totales: staffInvoiceTotalsSchema });
export type StaffInvoicePage = z.infer<typeof staffInvoicePageSchema>;

/** The most invoices one bulk action (remit, SEPA of the selection) takes: a page or two of the list. */
export const MAX_INVOICE_SELECTION = 200;

const invoiceSelectionField = z
  .array(z.number().int().positive())
  .min(1, { error: 'Seleccione al menos una factura.' })
  .max(MAX_INVOICE_SELECTION, { error: `Seleccione como máximo ${MAX_INVOICE_SELECTION} facturas.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Hay facturas repetidas en la selección.' });

/** POST /admin/facturas/marcar-facturadas: the selected invoices marked remitted by hand, all or none. */
export const remitInvoicesSchema = z.object({ facturaIds: invoiceSelectionField });
export type RemitInvoicesRequest = z.infer<typeof remitInvoicesSchema>;

/** PUT /admin/facturas/{id}/fecha-facturar. */
export const changeBillingDateSchema = z.object({
  nuevaFecha: z.string({ error: MESSAGES.invoices.invalidDate }).refine(isCalendarDate, {
    error: MESSAGES.invoices.invalidDate,
  }),
});

/** How far after its issue date an invoice may be set to be collected. */
export const MAX_BILLING_DELAY_DAYS = 365;

/**
 * Why a new billing date (fechaCuandoFacturar) is wrong for an invoice issued on `fecha`, or null: never before the
 * issue date, never more than a year after it. Shared by the dialog and the server.
 */
export function billingDateProblem(
  fecha: string,
  nuevaFecha: string,
  today: string,
): 'INVOICE_BILLING_DATE_BEFORE_ISSUE' | 'INVOICE_BILLING_DATE_PAST' | 'INVOICE_BILLING_DATE_TOO_LATE' | null {
  if (nuevaFecha < fecha) return 'INVOICE_BILLING_DATE_BEFORE_ISSUE';
  if (nuevaFecha < today) return 'INVOICE_BILLING_DATE_PAST';
  if (nuevaFecha > addDays(fecha, MAX_BILLING_DELAY_DAYS)) return 'INVOICE_BILLING_DATE_TOO_LATE';
  return null;
}

/** The Spanish text of a billing date problem. */
export const billingDateMessage = (fecha: string, nuevaFecha: string, today: string) => {
  const problem = billingDateProblem(fecha, nuevaFecha, today);
  return problem ? ERROR_CODE_MESSAGES[problem] : null;
};

/**
 * Why an invoice is rectified, as Verifactu types it (TipoFactura R1-R4, list L2 of Orden HAC/1177/2024) by the
 * grounds of art. 80 Ley 37/1992 (IVA; art. 22 Ley 20/1991 for IGIC and the IPSI ordinances follow them). R5
 * rectifies simplified invoices, which Cumplia never issues.
 */
export const RECTIFICATION_TYPES = ['R1', 'R2', 'R3', 'R4'] as const;
export type RectificationType = (typeof RECTIFICATION_TYPES)[number];
export const RECTIFICATION_TYPE_LABELS: Record<RectificationType, string> = {
  R1: 'Error fundado en derecho, o la operación quedó sin efecto o cambió de precio (art. 80.Uno, Dos y Seis LIVA)',
  R2: 'Concurso de acreedores del cliente (art. 80.Tres LIVA)',
  R3: 'Crédito incobrable (art. 80.Cuatro LIVA)',
  R4: 'Otro error de la factura (resto de causas)',
};

/**
 * The ground a rectifying invoice prints, under the law of its tax: IGIC's own article (art. 22 Ley 20/1991, the
 * Canarian counterpart of art. 80 LIVA) for an IGIC invoice; LIVA for IVA and IPSI (whose ordinances follow it).
 */
export function rectificationGround(type: RectificationType, taxKind: string): string {
  const label = RECTIFICATION_TYPE_LABELS[type];
  return taxKind === 'IGIC' ? label.replace(/\(art\. 80\.[^)]*LIVA\)/, '(art. 22 de la Ley 20/1991, del IGIC)') : label;
}

/** By differences (I: the rectifying invoice carries the change) or by substitution (S: the correct amounts). */
export const RECTIFICATION_METHODS = ['I', 'S'] as const;
export type RectificationMethod = (typeof RECTIFICATION_METHODS)[number];
export const RECTIFICATION_METHOD_LABELS: Record<RectificationMethod, string> = {
  I: 'Por diferencias',
  S: 'Por sustitución',
};

const reasonField = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(500, { error: 'Máximo 500 caracteres.' });

/**
 * POST /admin/facturas/{id}/rectificar. `lineas` give the correct base of each line (by its tool); a line left
 * out keeps its amount, and without `lineas` every line is corrected to zero (the whole invoice cancelled).
 * Amounts are corrected downwards only: a higher amount is billed with a new invoice.
 */
export const rectifyInvoiceSchema = z.object({
  motivo: reasonField(MESSAGES.invoices.reasonRequired),
  tipo: z.enum(RECTIFICATION_TYPES, { error: 'Indique la causa de la rectificación.' }),
  metodo: z.enum(RECTIFICATION_METHODS, { error: 'Indique si rectifica por diferencias o por sustitución.' }),
  lineas: z
    .array(
      z.object({
        protocolo: z.enum(PROTOCOL_CODES),
        importeCorrecto: euroPrice('Indique el importe correcto en euros.'),
      }),
    )
    .max(PROTOCOL_CODES.length)
    .refine((lines) => new Set(lines.map((line) => line.protocolo)).size === lines.length, {
      error: 'Hay líneas repetidas.',
    })
    .optional(),
});
export type RectifyInvoiceRequest = z.infer<typeof rectifyInvoiceSchema>;

/**
 * POST /admin/facturas/{id}/corregida: the corrected invoice of an invoice a rectification by differences
 * cancelled whole. Each line of the rectified invoice is billed again at `importe` (euros before tax; higher or
 * lower than before); a line at zero, or left out, is not billed again.
 */
export const issueCorrectedInvoiceSchema = z.object({
  lineas: z
    .array(
      z.object({
        protocolo: z.enum(PROTOCOL_CODES, { error: 'Protocolo desconocido.' }),
        importe: euroPrice('Indique el importe en euros.'),
      }),
    )
    .max(PROTOCOL_CODES.length)
    .refine((lines) => new Set(lines.map((line) => line.protocolo)).size === lines.length, {
      error: 'Hay líneas repetidas.',
    })
    .refine((lines) => lines.some((line) => line.importe > 0), {
      error: 'Indique el importe de al menos una línea.',
    }),
});
export type IssueCorrectedInvoiceRequest = z.infer<typeof issueCorrectedInvoiceSchema>;

/** POST /admin/facturas/{id}/anular: an invoice issued by mistake is cancelled (Verifactu RegistroAnulacion). */
export const cancelInvoiceSchema = z.object({ motivo: reasonField('Indique por qué se anula la factura.') });

/** The longest period a bulk SEPA file may cover (part 2 section 9). */
export const MAX_SEPA_RANGE_DAYS = 365;

const transactionIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Identificador de transacción inválido.' })
  .optional();

/**
 * POST /admin/facturas/sepa and /admin/facturas/sepa/resumen: the invoice list's own filters (company name, NIF/CIF
 * and issue dates, as on screen) scope the file. Dates are checked by `sepaPeriodProblem` so the answer carries a
 * SEPA code. `esperado` is what the user confirmed: a file that would differ from it is refused.
 */
export const bulkSepaRequestSchema = z.object({
  /** 'SEPA de la selección': exactly these invoices; the list's filters and dates then play no part. */
  facturaIds: invoiceSelectionField.optional(),
  empresaId: z.number().int().positive().nullable().optional(),
  razonSocial: optionalFilter(255),
  cifNif: optionalFilter(32),
  fechaInicio: z.string().nullable().optional(),
  fechaFin: z.string().nullable().optional(),
  incluirFacturadas: z.boolean().default(false),
  cuentaIBAN: z.string().trim().max(40).default(''),
  transactionId: transactionIdField,
  esperado: z
    .object({ adeudos: z.number().int().nonnegative(), totalCents: z.number().int().nonnegative() })
    .optional(),
});
export type BulkSepaRequest = z.infer<typeof bulkSepaRequestSchema>;

/** A company a bulk file leaves out, and why. */
export const sepaExclusionSchema = z.object({
  razonSocial: z.string(),
  nifCif: z.string(),
  motivo: z.string(),
  /** Why, as a code: MANDATE_EXPIRED offers asking the company to sign a new mandate. */
  codigo: z.string().optional(),
});

/** What a bulk file would hold, shown for confirmation: "N adeudos, total X EUR, cuenta Y". */
export const sepaSummarySchema = z.object({
  adeudos: z.number().int(),
  totalCents: z.number().int(),
  cuentaIBAN: z.string(),
  /** Invoices of the filter already collected: they are never collected again (a copy of their file is offered). */
  yaRemesadas: z.number().int(),
  /** Selected invoices no SEPA file collects: not of a SEPA company, rectifying, rectified or of no amount. */
  noCobrables: z.number().int().optional(),
  excluidas: z.array(sepaExclusionSchema),
});
export type SepaSummary = z.infer<typeof sepaSummarySchema>;

/** POST /admin/facturas/{id}/sepa. */
export const individualSepaRequestSchema = z.object({
  cuentaIBAN: z.string().trim().max(40).default(''),
  transactionId: transactionIdField,
});

/** The spec's bulk SEPA date rules (part 2 section 5.2), shared by the form and the server. */
export function sepaPeriodProblem(fechaInicio?: string | null, fechaFin?: string | null): string | null {
  const m = MESSAGES.sepa;
  if (!fechaInicio || !fechaFin) return m.datesRequired;
  if (!isCalendarDate(fechaInicio) || !isCalendarDate(fechaFin)) return MESSAGES.invoices.invalidDate;
  if (fechaInicio > fechaFin) return m.startAfterEnd;
  const days = (Date.parse(fechaFin) - Date.parse(fechaInicio)) / 86_400_000;
  if (days > MAX_SEPA_RANGE_DAYS) return m.rangeTooLong;
  return null;
}
