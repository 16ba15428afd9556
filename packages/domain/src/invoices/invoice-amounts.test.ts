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

  it('rounds the tax of the invoice once, and the lines add up to it', () => {
    // Three lines of 33,33 € at 7 %: the base of 99,99 € gives 6,9993 € -> 7,00 €, where lines rounded each give
    // 2,33 € three times (6,99 €). The missing cent goes to a line, so the lines still add up.
    const totals = invoiceTotals([3333, 3333, 3333], 700);
    expect(totals.importeImpuestosCents).toBe(700);
    expect(totals.importeTotalImpuestosCents).toBe(9999 + 700);
    expect(totals.lines.map((line) => line.ivaCents)).toEqual([234, 233, 233]);
    // Three lines of 0,03 € at 21 %: 0,0189 € -> 0,02 €, where lines rounded each would give 0,03 €.
    const small = invoiceTotals([3, 3, 3]);
    expect(small.importeImpuestosCents).toBe(2);
    expect(small.lines.map((line) => line.ivaCents)).toEqual([0, 1, 1]);
  });

  it('gives the rounding cent to the line rounded furthest from its exact share', () => {
    // 0,21 × 1,52 = 0,3192 (rounded up by 0,08 ct) and 0,21 × 3,55 = 0,7455 (rounded up by 0,45 ct): the base of
    // 5,07 € gives 1,0647 -> 1,06 €, one cent less than the lines' 0,32 + 0,75 €, taken from the second.
    const totals = invoiceTotals([152, 355]);
    expect(totals.importeImpuestosCents).toBe(106);
    expect(totals.lines.map((line) => line.ivaCents)).toEqual([32, 74]);
  });

  it('keeps a credit note symmetric with the invoice it takes back', () => {
    const sale = invoiceTotals([3333, 3333, 3333], 700);
    const credit = invoiceTotals([-3333, -3333, -3333], 700);
    expect(credit.importeTotalImpuestosCents).toBe(-sale.importeTotalImpuestosCents);
    expect(credit.lines.map((line) => line.ivaCents)).toEqual(sale.lines.map((line) => -line.ivaCents));
  });
});
