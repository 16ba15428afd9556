import { z } from 'zod';
import { formatDateEs } from '../format/es-format.js';
import { MESSAGES } from '../messages.js';
import { isCalendarDate } from '../primitives/calendar-date.js';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';

/**
 * ISO 20022 reason codes of SEPA Core R-transactions (EPC SDD Core rulebook, "Reason codes for R-transactions"),
 * with their meaning in Spanish and whether the debit may be presented again. Only an insufficient balance or a
 * reason the debtor's bank does not give leave the mandate and account usable; every other reason needs the
 * debtor to act first, so payment is asked for by transfer.
 */
export const SEPA_RETURN_REASONS: Record<string, { motivo: string; representable: boolean }> = {
  AC01: { motivo: 'IBAN incorrecto', representable: false },
  AC04: { motivo: 'cuenta cancelada', representable: false },
  AC06: { motivo: 'cuenta bloqueada', representable: false },
  AC13: { motivo: 'cuenta de consumidor', representable: false },
  AG01: { motivo: 'operación no permitida en la cuenta', representable: false },
  AG02: { motivo: 'código de operación incorrecto', representable: false },
  AM04: { motivo: 'saldo insuficiente', representable: true },
  AM05: { motivo: 'adeudo duplicado', representable: false },
  BE05: { motivo: 'identificador de acreedor incorrecto', representable: false },
  CNOR: { motivo: 'banco del acreedor no alcanzable', representable: false },
  DNOR: { motivo: 'banco del deudor no alcanzable', representable: false },
  DT01: { motivo: 'fecha no válida', representable: false },
  DU01: { motivo: 'mensaje duplicado', representable: false },
  FF01: { motivo: 'formato de fichero no válido', representable: false },
  MD01: { motivo: 'sin mandato', representable: false },
  MD02: { motivo: 'datos del mandato incorrectos o incompletos', representable: false },
  MD06: { motivo: 'reembolso solicitado por el deudor', representable: false },
  MD07: { motivo: 'deudor fallecido', representable: false },
  MS02: { motivo: 'rechazo del deudor', representable: false },
  MS03: { motivo: 'motivo no indicado por el banco', representable: true },
  // A reason the bank gave in its own words (Rsn/Prtry) and no ISO code: a person reads it; never collected again.
  NARR: { motivo: 'motivo propio del banco', representable: false },
  RC01: { motivo: 'BIC incorrecto', representable: false },
  RR01: { motivo: 'falta la identificación del deudor (requisito normativo)', representable: false },
  RR02: { motivo: 'falta el nombre o la dirección del deudor (requisito normativo)', representable: false },
  RR03: { motivo: 'falta el nombre o la dirección del acreedor (requisito normativo)', representable: false },
  RR04: { motivo: 'motivo normativo', representable: false },
  SL01: { motivo: 'servicio específico del banco del deudor', representable: false },
};

/**
 * Return reasons that mean the account or the mandate can no longer be debited (EPC SDD Core rulebook: closed or
 * wrong account, no mandate, debtor deceased, refused by the debtor): the mandate is suspended until the company
 * gives another account (CUENTA) or signs a new mandate (ORDEN), so the next file does not debit it again.
 */
export const MANDATE_ENDING_RETURNS: Record<string, 'CUENTA' | 'ORDEN'> = {
  AC01: 'CUENTA',
  AC04: 'CUENTA',
  MD01: 'ORDEN',
  MD07: 'ORDEN',
  MS02: 'ORDEN',
};

/** Why a suspended mandate is not collected, and what lifts it, for staff. */
export const mandateSuspensionText = (code: string) =>
  MANDATE_ENDING_RETURNS[code] === 'CUENTA'
    ? `Devuelto por la cuenta (${sepaReturnReasonText(code)}): la empresa debe indicar otra cuenta y firmar el cambio`
    : `Orden de domiciliación rechazada (${sepaReturnReasonText(code)}): la empresa debe firmar una orden nueva`;

/** The Spanish meaning of a reason code ("AM04 saldo insuficiente"); unknown codes are shown as they come. */
export const sepaReturnReasonText = (code: string) =>
  `${code} ${SEPA_RETURN_REASONS[code]?.motivo ?? 'motivo no catalogado'}`;

/**
 * What became of a return: PENDIENTE until staff act; REPRESENTADA, TRANSFERENCIA, PAGADA or RECTIFICADA by their
 * action; REABIERTA when the bank refused our whole file or batch before any money moved (our error, charged
 * nobody): the debit goes into the next file as if never sent, and the company is not told.
 */
export const SEPA_RETURN_RESOLUTIONS = [
  'PENDIENTE',
  'REPRESENTADA',
  'TRANSFERENCIA',
  'PAGADA',
  'RECTIFICADA',
  'REABIERTA',
] as const;

/** What staff did about a return, as the list and its export say it. */
export const SEPA_RETURN_RESOLUTION_LABELS: Record<(typeof SEPA_RETURN_RESOLUTIONS)[number], string> = {
  PENDIENTE: 'Pendiente',
  REPRESENTADA: 'Presentada de nuevo',
  TRANSFERENCIA: 'Transferencia pedida',
  PAGADA: 'Pagada por transferencia',
  RECTIFICADA: 'Factura rectificada',
  REABIERTA: 'Fichero rechazado: va en la próxima remesa',
};

/**
 * The 'Devoluciones' list sorts by when the return was imported (index `sepa_returns_created_idx`); the table
 * spans every tenant, so no other key is offered without an index of its own.
 */
export const SEPA_RETURN_SORTS = ['fecha'] as const;
export type SepaReturnSort = (typeof SEPA_RETURN_SORTS)[number];

/** The filter and sort of GET /cumplia-core/admin/sepa/devoluciones, shared by its export. */
export const sepaReturnsFilterSchema = sortQuerySchema(SEPA_RETURN_SORTS, { sort: 'fecha', dir: 'desc' });
export const sepaReturnsQuerySchema = pageQuerySchema.extend(sepaReturnsFilterSchema.shape);

/** A returned debit as the 'Devoluciones' screen lists it. */
export const sepaReturnSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  invoiceId: z.number().int(),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  endToEndId: z.string(),
  importe: z.number(),
  codigo: z.string(),
  motivo: z.string(),
  fechaDevolucion: z.string(),
  resolucion: z.enum(SEPA_RETURN_RESOLUTIONS),
  /** Staff may present it again: the reason allows it, it is the first presentation and nothing was done yet. */
  representable: z.boolean(),
  /**
   * The day a re-presentation made today would be collected: its notice goes today with the mandate's period, and
   * the file must reach the bank the business day before. Null when it may not be presented again.
   */
  cargoSiSePresenta: z.string().nullable().optional(),
});
export type SepaReturn = z.infer<typeof sepaReturnSchema>;

/** The returns page with the totals of every return (not only the page). */
export const sepaReturnsPageSchema = z.object({
  content: z.array(sepaReturnSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  totales: z.object({
    devoluciones: z.number().int(),
    importe: z.number(),
    pendientes: z.number().int(),
    importePendiente: z.number(),
  }),
});
export type SepaReturnsPage = z.infer<typeof sepaReturnsPageSchema>;

/** The bank messages Cumplia reads returns from: payment status reports (pain.002) and debit notifications (camt.054). */
export const BANK_FILE_KINDS = [
  'pain.002.001.03',
  'pain.002.001.10',
  'camt.054.001.02',
  'camt.054.001.04',
  'camt.054.001.08',
] as const;
export type BankFileKind = (typeof BANK_FILE_KINDS)[number];

/** What importing one bank file did. Importing the same file, or a return already known, changes nothing. */
export const sepaReturnImportResultSchema = z.object({
  tipo: z.enum(BANK_FILE_KINDS),
  yaImportado: z.boolean(),
  /** The returned debits the file reports, those of whole-file and whole-batch rejections included. */
  devoluciones: z.number().int(),
  nuevas: z.number().int(),
  /**
   * Whole-file or whole-batch rejections (pain.002 GrpSts or PmtInfSts RJCT): our file never reached the debtors,
   * so each of their debits goes back to be collected in the next file (`reabiertas`), and nobody is told.
   */
  rechazos: z.array(
    z.object({
      alcance: z.enum(['fichero', 'lote']),
      lote: z.string().nullable(),
      motivo: z.string(),
      motivoBanco: z.string().nullable(),
    }),
  ),
  /** The invoices of those rejections that go into the next file. */
  reabiertas: z.number().int(),
  /**
   * Returns of invoices corrected after their money came in: what is owed now (a substitute is collected in its
   * place; an invoice with a credit note owes the rest), and the refund already paid back for the correction, if
   * any, for staff to claim apart.
   */
  corregidas: z.array(
    z.object({
      factura: z.string(),
      rectificativa: z.string(),
      sustitucion: z.boolean(),
      debe: z.number(),
      devueltoAlCliente: z.number().nullable(),
    }),
  ),
  /** Companies whose mandate a return suspended (`MANDATE_ENDING_RETURNS`), and what lifts it. */
  ordenesSuspendidas: z.array(z.object({ razonSocial: z.string(), nifCif: z.string(), motivo: z.string() })),
  /** EndToEndIds that are no debit of Cumplia's. */
  sinCoincidencia: z.array(z.string()),
  /** What was not applied because it contradicts the debit, with why: for a person to decide. */
  incidencias: z.array(z.object({ referencia: z.string(), problema: z.string() })),
});
export type SepaReturnImportResult = z.infer<typeof sepaReturnImportResultSchema>;

/** A bank file imported on 'Devoluciones', with what it did not apply for a person to decide. */
export const sepaReturnImportSchema = z.object({
  id: z.number().int(),
  importado: z.string(),
  fichero: z.string(),
  tipo: z.string(),
  mensaje: z.string(),
  devoluciones: z.number().int(),
  sinCoincidencia: z.number().int(),
  incidencias: z.array(z.object({ referencia: z.string(), problema: z.string() })),
});
export type SepaReturnImport = z.infer<typeof sepaReturnImportSchema>;

/** The return of an invoice as invoice lists show it ('Devuelta'). */
export const invoiceReturnSchema = z.object({ codigo: z.string(), motivo: z.string() });

/**
 * POST /admin/sepa/devoluciones/{id}/pagada: a returned invoice paid by transfer, as the bank statement shows it:
 * the day the money arrived and how much (the whole invoice; a partial payment is not recorded as payment).
 */
export const markPaidByTransferSchema = z.object({
  fecha: z.string({ error: MESSAGES.invoices.invalidDate }).refine(isCalendarDate, {
    error: MESSAGES.invoices.invalidDate,
  }),
  importe: z.number({ error: 'Indique el importe recibido.' }).positive({ error: 'Indique el importe recibido.' }),
});
export type MarkPaidByTransferRequest = z.infer<typeof markPaidByTransferSchema>;

/** Why a transfer cannot be recorded as the payment of a returned invoice, or null. Shared by the dialog and the server. */
export function transferPaymentProblem(
  payment: MarkPaidByTransferRequest,
  invoice: { amount: number; today: string; issuedOn?: string },
): string | null {
  // Before the return is possible: a company may pay by transfer before its bank's return file arrives.
  if (payment.fecha > invoice.today) return 'La fecha del cobro no puede ser posterior a hoy.';
  // Never before the invoice itself: a payment of 2000 for an invoice of 2026 is a typing mistake.
  if (invoice.issuedOn && payment.fecha < invoice.issuedOn) {
    return `La fecha del cobro no puede ser anterior a la de la factura (${formatDateEs(invoice.issuedOn)}).`;
  }
  if (Math.round(payment.importe * 100) !== Math.round(invoice.amount * 100)) {
    return `El importe recibido debe ser el de la factura (${invoice.amount.toFixed(2).replace('.', ',')} €): un pago parcial no la salda.`;
  }
  return null;
}
