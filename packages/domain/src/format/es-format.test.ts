import { describe, expect, it } from 'vitest';
import { formatDateEs, formatEuroAmount, formatEuros, parseDateEs, shortenAtWord, todayInMadrid } from './es-format.js';

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

  it('reads dates typed dd/mm/yyyy as calendar dates', () => {
    expect(parseDateEs('05/03/2026')).toBe('2026-03-05');
    expect(parseDateEs(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDateEs('29.02.2028')).toBe('2028-02-29');
    expect(parseDateEs('31-12-2026')).toBe('2026-12-31');
  });

  it('refuses typed dates that are not real or not dd/mm/yyyy', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '05/13/2026',
      '05/03/26',
      '2026-03-05',
      '',
      'mañana',
    ]) {
      expect(parseDateEs(text)).toBeNull();
    }
  });

  it('formats euros with grouping, comma decimals and the euro sign after', () => {
    expect(formatEuros(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuros(9000).replace(/\s/g, ' ')).toBe('90,00 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('formats an amount the API gives in euros, rounded to the cent', () => {
    expect(formatEuroAmount(1234.56).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuroAmount(187.25).replace(/\s/g, ' ')).toBe('187,25 €');
    expect(formatEuroAmount(-10).replace(/\s/g, ' ')).toBe('-10,00 €');
  });

  it("knows Madrid's calendar day around midnight UTC", () => {
    expect(todayInMadrid(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('shortenAtWord', () => {
  it('keeps a short text whole and cuts a long one at the last whole word', () => {
    expect(shortenAtWord('Cumplia: su código', 60)).toBe('Cumplia: su código');
    const sms = 'Cumplia: Panadería La Laguna S.L. tiene 3 contratos pendientes de firma. Léalos y fírmelos aquí';
    const short = shortenAtWord(sms, 60);
    expect(short).toBe('Cumplia: Panadería La Laguna S.L. tiene 3 contratos…');
    expect(short.length).toBeLessThanOrEqual(61);
  });

  it("leaves out the punctuation that ends the last whole word ('S.L.', a comma) before the '…'", () => {
    const sms =
      'Cumplia: 3 contratos pendientes de firma para Panadería Teide S.L. Fírmelos aquí: https://cumplia.example/firma/1';
    expect(shortenAtWord(sms, 70)).toBe('Cumplia: 3 contratos pendientes de firma para Panadería Teide S.L…');
    expect(shortenAtWord('Primero, segundo y tercero', 10)).toBe('Primero…');
  });
});
