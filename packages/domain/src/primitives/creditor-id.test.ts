import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedRuns } from '../property-runs.js';
import { readTestVectors } from '../test-vectors.js';
import { creditorIdCheckDigits, isValidCreditorId } from './creditor-id.js';

const vectors = readTestVectors<'value' | 'valid'>('creditor_ids.tsv');

describe('SEPA creditor identifier (AT-02)', () => {
  it.each(vectors.map((row) => [row.value, row.valid] as const))('%s valid=%s', (value, valid) => {
    expect(isValidCreditorId(value)).toBe(valid === 'true');
  });

  it('computes the worked example of the test data README', () => {
    expect(creditorIdCheckDigits('ES', 'B85626240')).toBe('77');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 50 }), (value) => {
        expect(typeof isValidCreditorId(value)).toBe('boolean');
      }),
      boundedRuns(1000),
    );
  });
});
