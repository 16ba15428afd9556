import { describe, expect, it } from 'vitest';
import { contractSignatureState } from './staff-companies.js';

const none = {
  lopdgdd: false,
  acosoLaboral: false,
  desconexionDigital: false,
  contratoLopdAceptado: false,
  contratoAcosoAceptado: false,
  contratoDesconexionAceptado: false,
};

describe('contractSignatureState', () => {
  it('is signed only when every active tool has its contract signed', () => {
    expect(contractSignatureState(none)).toBe('SIN_HERRAMIENTAS');
    expect(contractSignatureState({ ...none, lopdgdd: true, contratoLopdAceptado: true })).toBe('FIRMADA');
    expect(contractSignatureState({ ...none, lopdgdd: true, acosoLaboral: true, contratoLopdAceptado: true })).toBe(
      'PENDIENTE',
    );
    // A contract signed for a tool since switched off does not make the active ones signed.
    expect(contractSignatureState({ ...none, desconexionDigital: true, contratoLopdAceptado: true })).toBe('PENDIENTE');
  });
});
