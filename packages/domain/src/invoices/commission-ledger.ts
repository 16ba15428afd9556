import { z } from 'zod';
import { ROLES } from '../constants.js';
import type { Cents } from '../primitives/money.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';

/**
 * An agency's commission on a base in cents: `basisPoints` of it, rounded half away from zero, so a sale and the
 * credit note that takes all of it back net zero (49,50 € at 3 % earns 1,49 € and its credit note takes 1,49 €).
 */
export function commissionCents(baseCents: Cents, basisPoints: number): Cents {
  const cents = Math.round((Math.abs(baseCents) * basisPoints) / 10_000);
  return baseCents < 0 && cents > 0 ? -cents : cents;
}

/**
 * Why a commission movement was booked. GENERADA: the invoice's money came in. RESTABLECIDA: it came in after the
 * bank returned it. DEVOLUCION: the bank returned the debit. ABONO: a credit note of a collected invoice.
 * SUSTITUCION: the invoice was replaced by another (which earns on its own amount). ANULACION: cancelled. AJUSTE:
 * any other change of the money's standing. SALDO_TRASLADADO and SALDO_ANTERIOR: a statement whose movements net
 * below zero pays nothing and carries that balance into the next one.
 */
export const COMMISSION_MOVEMENT_KINDS = [
  'GENERADA',
  'RESTABLECIDA',
  'DEVOLUCION',
  'ABONO',
  'SUSTITUCION',
  'ANULACION',
  'AJUSTE',
  'SALDO_TRASLADADO',
  'SALDO_ANTERIOR',
] as const;
export type CommissionMovementKind = (typeof COMMISSION_MOVEMENT_KINDS)[number];

/** The movements that earn commission (money came in): what statements and the close call "generada". */
export const COMMISSION_EARNING_KINDS: readonly CommissionMovementKind[] = ['GENERADA', 'RESTABLECIDA'];

export const COMMISSION_MOVEMENT_LABELS: Record<CommissionMovementKind, string> = {
  GENERADA: 'Factura cobrada',
  RESTABLECIDA: 'Cobrada tras una devolución',
  DEVOLUCION: 'Adeudo devuelto por el banco',
  ABONO: 'Factura rectificativa de una cobrada',
  SUSTITUCION: 'Sustituida por otra factura',
  ANULACION: 'Factura anulada',
  AJUSTE: 'Ajuste por cambio del cobro',
  SALDO_TRASLADADO: 'Saldo negativo trasladado a la siguiente liquidación',
  SALDO_ANTERIOR: 'Saldo negativo de la liquidación anterior',
};

/** One movement of the agency's commission ledger, as the agency sees it. */
export const commissionMovementSchema = z.object({
  id: z.number().int(),
  /** The day the money moved (collected, returned, credited). */
  fecha: z.string(),
  concepto: z.enum(COMMISSION_MOVEMENT_KINDS),
  facturaId: z.string().nullable(),
  empresa: z.string().nullable(),
  importe: z.number(),
  /** The statement that paid it ('YYYY-MM' of its period), or null while it waits for the next one. */
  liquidacion: z.object({ id: z.number().int(), mes: z.string() }).nullable(),
});
export type CommissionMovement = z.infer<typeof commissionMovementSchema>;

/** The ledger's filter: every movement, those no statement has paid yet, or one statement's lines. */
export const commissionLedgerQuerySchema = pageQuerySchema.extend({
  liquidacion: z.union([z.literal('pendiente'), z.coerce.number().int().positive()]).optional(),
});
export type CommissionLedgerQuery = z.input<typeof commissionLedgerQuerySchema>;

export const commissionLedgerSchema = pagedSchema(commissionMovementSchema).extend({
  /** What the movements no statement has paid yet add up to (negative: a balance the next commissions offset). */
  pendienteDeLiquidar: z.number(),
});
export type CommissionLedger = z.infer<typeof commissionLedgerSchema>;

export const commissionLedgerEndpoints = {
  agencyLedger: defineEndpoint({
    audience: [ROLES.agency],
    tag: 'month-close',
    method: 'GET',
    path: '/cumplia-core/gestorias/my/comisiones',
    summary: "The agency's commission ledger: each movement, the day the money moved and the statement that paid it",
    query: commissionLedgerQuerySchema,
    response: commissionLedgerSchema,
  }),
};
