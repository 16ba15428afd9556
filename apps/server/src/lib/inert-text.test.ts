import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES, INVISIBLE_CHARACTERS } from '../test-support/hostile-text.js';
import { inertText, linksIn } from './inert-text.js';

describe('inertText', () => {
  it.each(HOSTILE_NAMES)('leaves nothing a phone or mail client links, nor invisible characters: %s', (name) => {
    const inert = inertText(name);
    expect(linksIn(inert)).toEqual([]);
    expect(inert).not.toMatch(INVISIBLE_CHARACTERS);
  });

  it('keeps ordinary names and paragraphs as they are', () => {
    for (const name of ['Panadería La Laguna S.L.', 'Transportes Hnos. Pérez S.A.', 'Cía. Ltda.', 'C/ Mayor 3, 2ºB']) {
      expect(inertText(name)).toBe(name);
    }
    expect(inertText('Primera línea.\nSegunda línea.')).toBe('Primera línea.\nSegunda línea.');
  });

  it('breaks a link into plain words', () => {
    expect(inertText('Pague en http://evil.example/pago ya')).toBe('Pague en evil example/pago ya');
    expect(inertText('café.com/pago')).toBe('café com/pago');
  });
});
