import { describe, expect, it } from 'vitest';
import { commissionCents } from './commission-ledger.js';

describe('commissionCents', () => {
  it('rounds half away from zero, so a sale and the credit note that takes it all back net zero', () => {
    // 49,50 € at 3 % is 1,485 €: the sale earns 1,49 € and its credit note takes back 1,49 €, not 1,48 €.
    expect(commissionCents(4950, 300)).toBe(149);
    expect(commissionCents(-4950, 300)).toBe(-149);
    expect(commissionCents(4950, 300) + commissionCents(-4950, 300)).toBe(0);
    expect(commissionCents(10100, 1250)).toBe(1263);
    expect(commissionCents(1234, 1000)).toBe(123);
  });

  it('gives a plain zero, not minus zero, when a credit note earns nothing', () => {
    expect(Object.is(commissionCents(-1, 0), 0)).toBe(true);
    expect(Object.is(commissionCents(-4, 1000), 0)).toBe(true);
  });
});
