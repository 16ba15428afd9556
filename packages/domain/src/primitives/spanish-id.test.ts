import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedRuns } from '../property-runs.js';
import { readTestVectors } from '../test-vectors.js';
import {
  cifWithControlDigit,
  isValidCif,
  isValidDni,
  isValidNie,
  isValidNif,
  isValidNifKlm,
  isValidPersonalNif,
} from './spanish-id.js';

const vectors = readTestVectors<'value' | 'kind' | 'valid'>('es_ids.tsv');
const policyDependent = readTestVectors<'value' | 'valid_strict'>('es_ids_policy_dependent.tsv');

const validatorByKind: Record<string, (value: string) => boolean> = {
  DNI: isValidDni,
  NIE: isValidNie,
  'NIF-KLM': isValidNifKlm,
  CIF: isValidCif,
};

describe('Spanish tax ids against the external vectors', () => {
  it('has the expected number of vectors', () => {
    expect(vectors.length).toBeGreaterThan(250);
  });

  it.each(vectors.map((row) => [row.value, row.kind, row.valid] as const))('%s (%s) valid=%s', (value, kind, valid) => {
    const expected = valid === 'true';
    expect(isValidNif(value)).toBe(expected);
    const ownValidator = validatorByKind[kind];
    if (ownValidator) expect(ownValidator(value)).toBe(expected);
  });

  it.each(policyDependent.map((row) => [row.value, row.valid_strict] as const))(
    'policy-dependent CIF %s follows the strict rule (valid=%s)',
    (value, validStrict) => {
      expect(isValidCif(value)).toBe(validStrict === 'true');
    },
  );
});

describe('Spanish tax id details', () => {
  it('accepts lower case, spaces and hyphens', () => {
    expect(isValidDni('12345678-z')).toBe(true);
    expect(isValidNie(' x1234567l ')).toBe(true);
  });

  it('does not take a CIF for a personal NIF', () => {
    expect(isValidCif('B85626240')).toBe(true);
    expect(isValidPersonalNif('B85626240')).toBe(false);
  });

  it('rejects non-string input without throwing', () => {
    expect(isValidNif(undefined as unknown as string)).toBe(false);
    expect(isValidNif(42 as unknown as string)).toBe(false);
  });

  it('never throws and only accepts 9-character ids, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = isValidNif(value);
        expect(typeof result).toBe('boolean');
        if (result) expect(value.replace(/[\s-]/g, '')).toHaveLength(9);
      }),
      boundedRuns(2000),
    );
  });

  it('accepts every DNI built with the mod-23 letter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const digits = String(n).padStart(8, '0');
        const letter = 'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(n % 23);
        expect(isValidDni(`${digits}${letter}`)).toBe(true);
      }),
    );
  });

  it('builds valid CIFs with a control digit, and only those', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('A', 'B', 'E', 'H' as const),
        fc.integer({ min: 100_000, max: 9_999_999 }),
        (org, n) => {
          const cif = cifWithControlDigit(org, String(n).padStart(7, '0'));
          expect(isValidCif(cif)).toBe(true);
          const wrong = `${cif.slice(0, 8)}${(Number(cif.charAt(8)) + 1) % 10}`;
          expect(isValidCif(wrong)).toBe(false);
        },
      ),
    );
    expect(cifWithControlDigit('B', '3856789')).toBe('B38567897');
  });
});
