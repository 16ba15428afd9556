import { z } from 'zod';
import { ERROR_CODE_MESSAGES, MESSAGES } from '../messages.js';
import { addDays, isCalendarDate } from '../primitives/calendar-date.js';
import { pageQuerySchema } from '../shared/paged.js';

const optionalFilter = (max: number) => z.string().trim().max(max).optional();
const optionalDate = z.string().refine(isCalendarDate, { error: MESSAGES.invoices.invalidDate }).optional();

/** GET /admin/facturas and /worker/facturas: filters applied in SQL. Dates bound the issue date (`fecha`). */
export const staffInvoiceQuerySchema = pageQuerySchema.extend({
  razonSocial: optionalFilter(255),
  cifNif: optionalFilter(32),
  dni: optionalFilter(32),
  facturado: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  fechaInicio: optionalDate,
  fechaFin: optionalDate,
});
export type StaffInvoiceQuery = z.infer<typeof staffInvoiceQuerySchema>;

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
): 'INVOICE_BILLING_DATE_BEFORE_ISSUE' | 'INVOICE_BILLING_DATE_TOO_LATE' | null {
  if (nuevaFecha < fecha) return 'INVOICE_BILLING_DATE_BEFORE_ISSUE';
  if (nuevaFecha > addDays(fecha, MAX_BILLING_DELAY_DAYS)) return 'INVOICE_BILLING_DATE_TOO_LATE';
  return null;
}

/** The Spanish text of a billing date problem. */
export const billingDateMessage = (fecha: string, nuevaFecha: string) => {
  const problem = billingDateProblem(fecha, nuevaFecha);
  return problem ? ERROR_CODE_MESSAGES[problem] : null;
};

/** POST /admin/facturas/{id}/rectificar: a rectifying invoice that cancels the original (R1, by differences). */
export const rectifyInvoiceSchema = z.object({
  motivo: z
    .string({ error: MESSAGES.invoices.reasonRequired })
    .trim()
    .min(1, { error: MESSAGES.invoices.reasonRequired })
    .max(500, { error: 'Máximo 500 caracteres.' }),
});

/** The longest period a bulk SEPA file may cover (part 2 section 9). */
export const MAX_SEPA_RANGE_DAYS = 365;

const transactionIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Identificador de transacción inválido.' })
  .optional();

/** POST /admin/facturas/sepa. Dates are checked by `sepaPeriodProblem` so the answer carries a SEPA code. */
export const bulkSepaRequestSchema = z.object({
  empresaId: z.number().int().positive().nullable().optional(),
  fechaInicio: z.string().nullable().optional(),
  fechaFin: z.string().nullable().optional(),
  incluirFacturadas: z.boolean().default(false),
  cuentaIBAN: z.string().trim().max(40).default(''),
  transactionId: transactionIdField,
});
export type BulkSepaRequest = z.infer<typeof bulkSepaRequestSchema>;

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
