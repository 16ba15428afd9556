import { describe, expect, it } from 'vitest';
import {
  nextStepView,
  PENDING_VERIFICATION_TEXT,
  protocolNames,
  type StepLinks,
  VERIFICATION_EXPLAINED,
} from './next-step-view';

const links: StepLinks = {
  billing: '/facturacion',
  profile: '/perfilcumplimiento',
  contact: '/contactar',
  protocolPage: { LOPD: '/proteccindedatos', ACOSO: '/acosolaboral', DIGITAL: '/desconexindigital' },
  downloads: '#protocolos',
};
const now = new Date('2026-11-21T10:00:00Z');
const direct = { gestoria: null, verificado: true, now, links };
const managed = { ...direct, gestoria: 'Gestoría Atlántica' };

describe('nextStepView', () => {
  it('names protocols as a Spanish list', () => {
    expect(protocolNames(['LOPD'])).toBe('LOPDGDD');
    expect(protocolNames(['LOPD', 'ACOSO', 'DIGITAL'])).toBe('LOPDGDD, Acoso laboral y Desconexión digital');
  });

  it("gives the spec's verification text", () => {
    expect(nextStepView({ tipo: 'VERIFICACION' }, direct)).toMatchObject({
      title: 'Cumplia está verificando su empresa',
      detail: `${PENDING_VERIFICATION_TEXT} ${VERIFICATION_EXPLAINED}`,
    });
  });

  it('tells a live signing link from an expired one, and whom to ask for a new one', () => {
    const step = { tipo: 'FIRMAR' as const, protocolos: ['ACOSO' as const], telefono: '+34 ••• ••• 333' };
    expect(nextStepView({ ...step, caducaEl: '2026-12-21T10:00:00.000Z' }, managed)).toMatchObject({
      tone: 'yellow',
      title: 'Firme el contrato de Acoso laboral',
      detail:
        'Le enviamos por SMS al +34\u00a0•••\u00a0•••\u00a0333 un enlace para firmar, válido hasta el 21/12/2026.',
      link: null,
    });
    expect(
      nextStepView({ ...step, protocolos: ['LOPD', 'ACOSO'], caducaEl: '2026-11-20T10:00:00.000Z' }, direct),
    ).toMatchObject({
      tone: 'red',
      title: 'Firme los contratos de LOPDGDD y Acoso laboral',
      detail:
        'El enlace que le enviamos por SMS al +34\u00a0•••\u00a0•••\u00a0333 caducó el 20/11/2026. Pida uno nuevo a Cumplia.',
      link: { to: '/contactar', label: 'Contactar con Cumplia' },
    });
  });

  it('words a returned invoice with its amount and reason, linking to billing only once verified', () => {
    const step = {
      tipo: 'FACTURA_DEVUELTA' as const,
      facturas: [
        {
          numero: 'F2025-000002',
          fecha: '2025-12-04',
          importeTotalImpuestos: 267.5,
          codigo: 'AM04',
          motivo: 'saldo insuficiente',
        },
      ],
    };
    const view = nextStepView(step, managed);
    expect(view.title).toBe('Su banco devolvió la factura F2025-000002');
    expect(view.detail).toMatch(/^267,50\s€ · motivo: AM04 saldo insuficiente\./);
    expect(view.link).toEqual({ to: '/facturacion', label: 'Ver mis facturas' });
    expect(nextStepView(step, { ...managed, verificado: false }).link).toBeNull();
  });

  it('says who decides a renewal and links a single protocol to contract to its page', () => {
    expect(
      nextStepView(
        { tipo: 'RENOVACION', protocolos: ['LOPD'], fecha: '2026-12-04', renovacion: 'POR_CONFIRMAR' },
        managed,
      ).detail,
    ).toBe(
      'LOPDGDD: su periodo termina el 04/12/2026. Cumplia confirmará la renovación antes de esa fecha; si no desea renovar, avise a Gestoría Atlántica.',
    );
    expect(nextStepView({ tipo: 'CONTRATAR', protocolos: ['DIGITAL'] }, direct).link).toEqual({
      to: '/desconexindigital',
      label: 'Más información',
    });
    expect(nextStepView({ tipo: 'CONTRATAR', protocolos: ['ACOSO', 'DIGITAL'] }, direct)).toMatchObject({
      detail: 'Para darlos de alta, pídalo a Cumplia.',
      link: { to: '/contactar', label: 'Solicitar información' },
    });
  });
});
