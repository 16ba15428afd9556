import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IBAN } from '../constants.js';
import { boundedRuns } from '../property-runs.js';
import { readTestVectors } from '../test-vectors.js';
import { formatIban, hasSpanishIbanForm, isValidIban, maskIban } from './iban.js';

const vectors = readTestVectors<'value' | 'valid'>('iban.tsv');

describe('IBAN against the external vectors', () => {
  it('has the expected number of vectors', () => {
    expect(vectors.length).toBeGreaterThan(200);
  });

  it.each(vectors.map((row) => [row.value, row.valid] as const))('%s valid=%s', (value, valid) => {
    expect(isValidIban(value)).toBe(valid === 'true');
  });
});

describe('IBAN details', () => {
  it('accepts the friendly printed form', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
  });

  it('rejects the non-SEPA placeholder as an account', () => {
    expect(hasSpanishIbanForm(PLACEHOLDER_IBAN)).toBe(true);
    expect(isValidIban(PLACEHOLDER_IBAN)).toBe(false);
  });

  it('applies the spec form check: two upper-case letters and 22 digits', () => {
    expect(hasSpanishIbanForm('ES9121000418450200051332')).toBe(true);
    expect(hasSpanishIbanForm('es9121000418450200051332')).toBe(false);
    expect(hasSpanishIbanForm('DE89370400440532013000')).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        expect(typeof isValidIban(value)).toBe('boolean');
        expect(typeof hasSpanishIbanForm(value)).toBe('boolean');
      }),
      boundedRuns(2000),
    );
  });
});

describe('IBAN display', () => {
  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('ES91 **** **** **** **** 1332');
    expect(maskIban('es91 2100 0418 4502 0005 1332')).toBe('ES91 **** **** **** **** 1332');
  });

  it('groups by four for reading', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });
});
