import { VAT_RATE_BASIS_POINTS } from '../constants.js';
import type { Cents } from '../primitives/money.js';

export type InvoiceLineAmounts = { baseCents: Cents; ivaCents: Cents; totalCents: Cents };

/** One line's VAT, rounded half away from zero to the cent (negative bases round symmetrically). */
export function lineAmounts(baseCents: Cents, ivaBasisPoints: number = VAT_RATE_BASIS_POINTS): InvoiceLineAmounts {
  const ivaCents = Math.sign(baseCents) * Math.round((Math.abs(baseCents) * ivaBasisPoints) / 10_000);
  return { baseCents, ivaCents, totalCents: baseCents + ivaCents };
}

/** The invoice totals are the sums of its lines, each rounded on its own (decisions.md: per line to cents). */
export function invoiceTotals(bases: Cents[], ivaBasisPoints: number = VAT_RATE_BASIS_POINTS) {
  const lines = bases.map((base) => lineAmounts(base, ivaBasisPoints));
  return {
    lines,
    importeTotalCents: lines.reduce((sum, line) => sum + line.baseCents, 0),
    importeImpuestosCents: lines.reduce((sum, line) => sum + line.ivaCents, 0),
    importeTotalImpuestosCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
  };
}
