import { describe, expect, it } from 'vitest';
import { renewalDetailStatus } from './renewal-status.js';

describe('renewal status in the detail views', () => {
  it.each([
    [{ renueva: true, deshabilitarRenovacion: true, procesada: true }, 'Deshabilitada'],
    [{ renueva: true, deshabilitarRenovacion: false, procesada: true }, 'Procesada'],
    [{ renueva: true, deshabilitarRenovacion: false, procesada: false }, 'Aceptada'],
    [{ renueva: false, deshabilitarRenovacion: false, procesada: false }, 'Pendiente'],
  ] as const)('%o is %s', (flags, label) => {
    expect(renewalDetailStatus(flags)).toBe(label);
  });
});
