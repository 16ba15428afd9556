import { describe, expect, it } from 'vitest';
import { isValidSpanishPhone, normalizeSpanishPhone } from './phone.js';

describe('Spanish phone', () => {
  it.each([
    ['612 345 678', '+34612345678'],
    ['+34 612345678', '+34612345678'],
    ['0034612345678', '+34612345678'],
    ['', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeSpanishPhone(input)).toBe(expected);
  });

  it.each([
    ['+34612345678', true],
    ['+3461234567', false],
    ['+346123456789', false],
    ['612345678', false],
    ['+34 612345678', false],
  ])('%s valid=%s', (value, valid) => {
    expect(isValidSpanishPhone(value)).toBe(valid);
  });
});
