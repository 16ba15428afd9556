import { z } from 'zod';
import { formatEuros } from '../format/es-format.js';
import { MESSAGES } from '../messages.js';
import { isCalendarDate } from '../primitives/calendar-date.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';

/**
 * Refunds owed to clients: a rectifying invoice of an invoice whose money is in (a credit note, or a substitute for
 * less) leaves money to give back, which staff pay by transfer and record here (docs/invoicing.md).
 */
export const CUSTOMER_REFUND_STATES = ['PENDIENTE', 'DEVUELTA'] as const;
export type CustomerRefundState = (typeof CUSTOMER_REFUND_STATES)[number];

export const customerRefundsQuerySchema = z
  .object({ estado: z.enum(CUSTOMER_REFUND_STATES).default('PENDIENTE') })
  .extend(pageQuerySchema.shape);

export const customerRefundSchema = z.object({
  /** The rectifying invoice that leaves the refund. */
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  /** The invoice it rectifies, whose money came in. */
  rectificaA: z.string(),
  empresa: z.string(),
  nifCif: z.string(),
  /** Where to send it: the company's account on file (full: staff make the transfer). */
  cuenta: z.string(),
  importe: z.number(),
  /** The transfer staff recorded, or null while it is owed. */
  devuelta: z.object({ fecha: z.string(), referencia: z.string() }).nullable(),
});
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

/** The refunds of one state, a page at a time, with the count and sum of all of them. */
export const customerRefundPageSchema = pagedSchema(customerRefundSchema).extend({ importeTotal: z.number() });
export type CustomerRefundPage = z.infer<typeof customerRefundPageSchema>;

/** POST /admin/facturas/{id}/devolucion-cliente: the transfer that paid the refund back, as the bank shows it. */
export const recordCustomerRefundSchema = z.object({
  fecha: z.string({ error: MESSAGES.invoices.invalidDate }).refine(isCalendarDate, {
    error: MESSAGES.invoices.invalidDate,
  }),
  importe: z.number({ error: 'Indique el importe devuelto.' }).positive({ error: 'Indique el importe devuelto.' }),
  referencia: z
    .string({ error: 'Indique la referencia de la transferencia.' })
    .trim()
    .min(1, { error: 'Indique la referencia de la transferencia.' })
    .max(140, { error: 'La referencia no puede superar los 140 caracteres.' }),
});
export type RecordCustomerRefundRequest = z.infer<typeof recordCustomerRefundSchema>;

/** Why the transfer cannot be recorded as the refund, or null. Shared by the dialog and the server. */
export function customerRefundProblem(
  refund: RecordCustomerRefundRequest,
  owed: { amountCents: number; issuedOn: string; today: string },
): string | null {
  if (refund.fecha > owed.today) return 'La fecha de la devolución no puede ser posterior a hoy.';
  if (refund.fecha < owed.issuedOn) return 'La devolución no puede ser anterior a la factura rectificativa.';
  if (Math.round(refund.importe * 100) !== owed.amountCents) {
    return `El importe devuelto debe ser el que se debe al cliente (${formatEuros(owed.amountCents)}): registre la devolución completa.`;
  }
  return null;
}
