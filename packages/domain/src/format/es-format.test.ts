import { describe, expect, it } from 'vitest';
import { formatDateEs, formatEuros, todayInMadrid } from './es-format.js';

describe('es-ES formatting', () => {
  it('prints calendar dates as dd/mm/yyyy without shifting the day', () => {
    expect(formatDateEs('2026-01-05')).toBe('05/01/2026');
  });

  it('prints instants in Madrid time', () => {
    expect(formatDateEs(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
    expect(formatDateEs('2026-06-30T21:59:00Z')).toBe('30/06/2026');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDateEs(null)).toBe('');
    expect(formatDateEs('not a date')).toBe('');
  });

  it('formats euros with grouping, comma decimals and the euro sign after', () => {
    expect(formatEuros(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuros(9000).replace(/\s/g, ' ')).toBe('90,00 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it("knows Madrid's calendar day around midnight UTC", () => {
    expect(todayInMadrid(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});
