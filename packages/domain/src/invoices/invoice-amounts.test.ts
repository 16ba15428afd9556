import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineAmounts } from './invoice-amounts.js';

describe('invoice amounts', () => {
  it('applies 21 % VAT per line rounded to the cent', () => {
    expect(lineAmounts(12000)).toEqual({ baseCents: 12000, ivaCents: 2520, totalCents: 14520 });
    // 0.21 * 3.55 = 0.7455 rounds to 0.75
    expect(lineAmounts(355)).toEqual({ baseCents: 355, ivaCents: 75, totalCents: 430 });
  });

  it('rounds negative (rectifying) lines symmetrically', () => {
    expect(lineAmounts(-355)).toEqual({ baseCents: -355, ivaCents: -75, totalCents: -430 });
  });

  it('sums rounded lines, not a rounded sum', () => {
    // Three lines of 0.03 €: VAT 0.0063 -> 0.01 each = 0.03, where the rounded sum would give 0.0189 -> 0.02.
    const totals = invoiceTotals([3, 3, 3]);
    expect(totals.importeImpuestosCents).toBe(3);
    expect(totals.importeTotalCents).toBe(9);
    expect(totals.importeTotalImpuestosCents).toBe(12);
  });
});
