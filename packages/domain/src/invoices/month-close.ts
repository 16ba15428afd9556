import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import {
  customerRefundPageSchema,
  customerRefundsQuerySchema,
  recordCustomerRefundSchema,
} from './customer-refunds.js';
import { markPaidByTransferSchema } from './sepa-returns.js';

/**
 * Where the money of a month's invoices stands, as the month-end close groups it. Every invoice of the month sits
 * in exactly one row of `MONTH_CLOSE_PARTITION`; FACTURADA is the sum of those rows but ANULADA and SUSTITUIDA;
 * REMESADA and REPRESENTADA say what was sent to the bank.
 */
export const MONTH_CLOSE_ROWS = [
  'FACTURADA',
  'REMESADA',
  'COBRADA',
  'EN_CURSO',
  'DEVUELTA',
  'REPRESENTADA',
  'PAGADA_OTRO',
  'PENDIENTE',
  'RECTIFICADA',
  'ANULADA',
  'SUSTITUIDA',
] as const;
export type MonthCloseRow = (typeof MONTH_CLOSE_ROWS)[number];

/** The rows that split the month's invoices: each invoice is in one of them. */
export const MONTH_CLOSE_PARTITION = [
  'COBRADA',
  'EN_CURSO',
  'DEVUELTA',
  'PAGADA_OTRO',
  'PENDIENTE',
  'RECTIFICADA',
  'ANULADA',
  'SUSTITUIDA',
] as const satisfies readonly MonthCloseRow[];

/** The partition's rows that are not invoiced money: FACTURADA is the sum of the others. */
export const MONTH_CLOSE_NOT_INVOICED = ['ANULADA', 'SUSTITUIDA'] as const satisfies readonly MonthCloseRow[];

export const MONTH_CLOSE_ROW_LABELS: Record<MonthCloseRow, { label: string; help: string }> = {
  FACTURADA: {
    label: 'Facturado',
    help: 'Lo que sigue facturado: la suma de las filas de cobro, pendiente y rectificado.',
  },
  REMESADA: {
    label: 'Remesado al banco',
    help: 'Informativo: las que fueron en un fichero de adeudos, también si luego se devolvieron o se pagaron por otra vía.',
  },
  COBRADA: { label: 'Cobrado por adeudo', help: 'Adeudo vencido y no devuelto: el dinero está en la cuenta.' },
  EN_CURSO: { label: 'Remesado, cargo por vencer', help: 'El banco aún no ha cargado el adeudo.' },
  DEVUELTA: { label: 'Devuelto por el banco', help: 'Devoluciones sin saldar: dinero que se sigue debiendo.' },
  REPRESENTADA: {
    label: 'Presentado de nuevo',
    help: 'Informativo: devueltas que se han vuelto a cargar (cuentan en su fila de cobro).',
  },
  PAGADA_OTRO: { label: 'Cobrado por transferencia o tarjeta', help: 'Pagos registrados por el equipo.' },
  PENDIENTE: { label: 'Pendiente de cobro', help: 'Ni cobradas ni en curso: lo que aún se debe.' },
  RECTIFICADA: {
    label: 'Rectificado',
    help: 'Rectificadas sin cobro y lo que restan las rectificativas (un abono de lo cobrado, en negativo, se devuelve al cliente).',
  },
  ANULADA: { label: 'Anulado', help: 'Emitidas por error y anuladas: no cuentan.' },
  SUSTITUIDA: {
    label: 'Sustituido',
    help: 'Sustituidas sin cobro por otra factura, que cuenta por ellas: no cuentan.',
  },
};

/** 'YYYY-MM'. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Indique el mes como AAAA-MM.' });

export const monthCloseQuerySchema = z.object({
  mes: monthSchema,
  /** A creditor account: only the invoices remitted through it. */
  cuenta: z.string().trim().max(34).optional(),
});
export type MonthCloseQuery = z.infer<typeof monthCloseQuerySchema>;

const moneyRowSchema = z.object({ facturas: z.number().int(), importe: z.number() });

/** An agency's commission on the month's invoices: earned on money received, reversed on returns, pending. */
export const agencyCommissionSchema = z.object({
  gestoriaId: z.number().int(),
  gestoria: z.string(),
  facturas: z.number().int(),
  facturado: z.number(),
  comisionGenerada: z.number(),
  comisionRevertida: z.number(),
  comisionPendiente: z.number(),
  comisionDebida: z.number(),
  /** When staff last sent this month's statement to the agency. */
  enviada: z.string().nullable(),
});
export type AgencyCommission = z.infer<typeof agencyCommissionSchema>;

export const monthCloseSchema = z.object({
  mes: z.string(),
  cuenta: z.string().nullable(),
  /** The day the money's standing is read on (a debit due later is still in progress). */
  hoy: z.string(),
  filas: z.record(z.enum(MONTH_CLOSE_ROWS), moneyRowSchema),
  gestorias: z.array(agencyCommissionSchema),
});
export type MonthClose = z.infer<typeof monthCloseSchema>;

export const monthCloseInvoicesQuerySchema = monthCloseQuerySchema
  .extend({ fila: z.enum(MONTH_CLOSE_ROWS) })
  .extend(pageQuerySchema.shape);

export const monthCloseInvoiceSchema = z.object({
  id: z.number().int(),
  facturaId: z.string(),
  fecha: z.string(),
  empresa: z.string(),
  nifCif: z.string(),
  gestoria: z.string().nullable(),
  metodoDePago: z.string(),
  importe: z.number(),
  /** The SEPA debit's due day, the day a payment was recorded, or null. */
  fechaCobro: z.string().nullable(),
  devolucion: z.string().nullable(),
});
export type MonthCloseInvoice = z.infer<typeof monthCloseInvoiceSchema>;

/** A commission statement as the agency sees it in its billing area. */
export const commissionStatementSchema = z.object({
  id: z.number().int(),
  mes: z.string(),
  enviada: z.string(),
  facturas: z.number().int(),
  comisionGenerada: z.number(),
  comisionRevertida: z.number(),
  comisionPendiente: z.number(),
  comisionDebida: z.number(),
});
export type CommissionStatement = z.infer<typeof commissionStatementSchema>;

export const STATEMENT_FORMATS = ['pdf', 'xlsx'] as const;
const statementQuerySchema = z.object({ mes: monthSchema, formato: z.enum(STATEMENT_FORMATS) });

/** 'Noviembre de 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1)),
  );
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

const close = { audience: [ROLES.superadmin], tag: 'month-close' } as const;

/** The month-end close (superadmin), the payment of transfer and card invoices, and the agencies' statements. */
export const monthCloseEndpoints = {
  summary: defineEndpoint({
    ...close,
    method: 'GET',
    path: '/cumplia-core/admin/cierre',
    summary: "A month's invoices by where their money stands, and each agency's commission",
    query: monthCloseQuerySchema,
    response: monthCloseSchema,
  }),
  invoices: defineEndpoint({
    ...close,
    method: 'GET',
    path: '/cumplia-core/admin/cierre/facturas',
    summary: 'The invoices behind one row of the month-end close',
    query: monthCloseInvoicesQuerySchema,
    response: pagedSchema(monthCloseInvoiceSchema),
  }),
  statement: defineEndpoint({
    ...close,
    method: 'GET',
    path: '/cumplia-core/admin/cierre/gestorias/:id/liquidacion',
    summary: "An agency's commission statement of a month (PDF or xlsx), as it stands now",
    params: idParamsSchema,
    query: statementQuerySchema,
    response: 'file',
  }),
  sendStatement: defineEndpoint({
    ...close,
    method: 'POST',
    path: '/cumplia-core/admin/cierre/gestorias/:id/liquidacion',
    summary: "Sends an agency its month's commission statement and keeps it for the agency's billing area",
    params: idParamsSchema,
    body: z.object({ mes: monthSchema }),
    response: messageResponseSchema,
  }),
  markCollected: defineEndpoint({
    ...close,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/cobrada',
    summary: 'Records the payment of a transfer or card invoice (day and whole amount)',
    params: idParamsSchema,
    body: markPaidByTransferSchema,
    response: messageResponseSchema,
  }),
  customerRefunds: defineEndpoint({
    ...close,
    method: 'GET',
    path: '/cumplia-core/admin/devoluciones-cliente',
    summary: 'The refunds owed to clients by rectifications of collected invoices, or those already paid back',
    query: customerRefundsQuerySchema,
    response: customerRefundPageSchema,
  }),
  recordCustomerRefund: defineEndpoint({
    ...close,
    method: 'POST',
    path: '/cumplia-core/admin/facturas/:id/devolucion-cliente',
    summary: 'Records the transfer that paid back the refund a rectifying invoice left (day, whole amount, reference)',
    params: idParamsSchema,
    body: recordCustomerRefundSchema,
    response: messageResponseSchema,
  }),
  agencyStatements: defineEndpoint({
    audience: [ROLES.agency],
    tag: 'month-close',
    method: 'GET',
    path: '/cumplia-core/gestorias/my/liquidaciones',
    summary: 'The commission statements staff sent the agency',
    response: z.array(commissionStatementSchema),
  }),
  agencyStatementFile: defineEndpoint({
    audience: [ROLES.agency],
    tag: 'month-close',
    method: 'GET',
    path: '/cumplia-core/gestorias/my/liquidaciones/:id',
    params: idParamsSchema,
    query: z.object({ formato: z.enum(STATEMENT_FORMATS) }),
    response: 'file',
  }),
};
