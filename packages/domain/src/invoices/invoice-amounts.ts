import { VAT_RATE_BASIS_POINTS } from '../constants.js';
import type { Cents } from '../primitives/money.js';

export type InvoiceLineAmounts = { baseCents: Cents; ivaCents: Cents; totalCents: Cents };

/** One line's VAT, rounded half away from zero to the cent (negative bases round symmetrically). */
export function lineAmounts(baseCents: Cents, ivaBasisPoints: number = VAT_RATE_BASIS_POINTS): InvoiceLineAmounts {
  const ivaCents = Math.sign(baseCents) * Math.round((Math.abs(baseCents) * ivaBasisPoints) / 10_000);
  return { baseCents, ivaCents, totalCents: baseCents + ivaCents };
}

/**
 * The invoice totals: its tax is the base's rate, rounded half away from zero once for the invoice (art. 6.1.j
 * RD 1619/2012: the quota of the base; docs/decisions/016), not the sum of lines rounded each. Each line shows its
 * share: its own rounded tax, with the cents the invoice's rounding differs by given to the lines whose own rounding
 * went furthest the other way (largest remainder), so the lines add up to the invoice.
 */
export function invoiceTotals(bases: Cents[], ivaBasisPoints: number = VAT_RATE_BASIS_POINTS) {
  const baseCents = bases.reduce((sum, base) => sum + base, 0);
  const taxCents = lineAmounts(baseCents, ivaBasisPoints).ivaCents;
  const shares = bases.map((base) => lineAmounts(base, ivaBasisPoints).ivaCents);
  const missing = taxCents - shares.reduce((sum, share) => sum + share, 0);
  // How far each line's rounding went below its exact share (positive: rounded down).
  const roundedDown = bases.map((base, index) => (base * ivaBasisPoints) / 10_000 - (shares[index] ?? 0));
  const order = bases
    .map((_, index) => index)
    .sort((a, b) => Math.sign(missing) * ((roundedDown[b] ?? 0) - (roundedDown[a] ?? 0)) || a - b);
  for (const index of order.slice(0, Math.abs(missing))) shares[index] = (shares[index] ?? 0) + Math.sign(missing);
  const lines = bases.map((base, index) => ({
    baseCents: base,
    ivaCents: shares[index] ?? 0,
    totalCents: base + (shares[index] ?? 0),
  }));
  return {
    lines,
    importeTotalCents: baseCents,
    importeImpuestosCents: taxCents,
    importeTotalImpuestosCents: baseCents + taxCents,
  };
}
