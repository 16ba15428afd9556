import { describe, expect, it } from 'vitest';
import { isScientificNotation, isSpanishMobile, isValidSpanishPhone, normalizeSpanishPhone } from './phone.js';

describe('Spanish phone', () => {
  it.each([
    ['612 345 678', '+34612345678'],
    ['+34 612345678', '+34612345678'],
    ['0034612345678', '+34612345678'],
    // What Excel keeps of a typed '+34 612 345 678'.
    ['34612345678', '+34612345678'],
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

  it.each([
    ['+34612345678', true],
    ['+34712345678', true],
    ['+34744123456', true],
    ['+34912345678', false],
    ['+34812345678', false],
    ['+34512345678', false],
    ['+34702345678', false],
  ])('%s mobile=%s', (phone, mobile) => {
    expect(isSpanishMobile(phone)).toBe(mobile);
  });

  it('tells a phone Excel wrote in scientific notation', () => {
    expect(isScientificNotation('3,46123E+10')).toBe(true);
    expect(isScientificNotation('6.12346e+08')).toBe(true);
    expect(isScientificNotation('+34 612 345 678')).toBe(false);
  });
});
