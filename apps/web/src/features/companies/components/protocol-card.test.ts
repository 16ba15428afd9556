import { describe, expect, it } from 'vitest';
import { renewalText } from './protocol-card';

describe('renewalText', () => {
  it('reads plainly for a contract signed today, and as pending only once the renewal window is open', () => {
    const undecided = { vigenteHasta: '2027-11-27', renovacion: 'POR_CONFIRMAR' } as const;
    expect(renewalText(undecided, '2026-11-27')).toBe('Prevista el 27/11/2027; le avisaremos antes');
    expect(renewalText(undecided, '2027-11-15')).toBe('Pendiente de confirmar por Cumplia');
    expect(renewalText({ ...undecided, renovacion: 'AUTOMATICA' }, '2027-11-15')).toBe('Automática el 27/11/2027');
  });
});
