import { describe, expect, it } from 'vitest';
import { cnaeField } from './cnae.js';

const field = cnaeField();
const problem = (typed: string) => field.safeParse(typed).error?.issues[0]?.message;

describe('the CNAE field', () => {
  it('keeps a CNAE-2025 class as its four digits, however the code is written', () => {
    expect(field.parse('4752')).toBe('4752');
    expect(field.parse(' 47.52 ')).toBe('4752');
    expect(field.parse('0113')).toBe('0113');
  });

  it('reads a CNAE-2009 class that became one class as that class', () => {
    // Vehicle repair was 45.20; CNAE-2025 moved it to 95.31.
    expect(field.parse('4520')).toBe('9531');
    expect(field.parse('45.20')).toBe('9531');
  });

  it('refuses a CNAE-2009 class that was split, naming the classes to choose from', () => {
    expect(problem('8690')).toBe(
      'El CNAE 8690 es de la CNAE-2009 y hoy se reparte en 8691, 8692, 8693, 8694, 8695, 8696, 8699: elija la clase de su actividad.',
    );
  });

  it('refuses a title, a group or a typo, and asks for it when blank', () => {
    expect(problem('Panadería')).toBe(
      '«Panadería» no es una clase de la CNAE-2025: búsquela por su actividad o escriba su código de 4 cifras.',
    );
    expect(problem('475')).toMatch(/^«475» no es una clase/);
    expect(problem('9999')).toMatch(/^«9999» no es una clase/);
    expect(problem('  ')).toBe('CNAE es requerido.');
  });
});
