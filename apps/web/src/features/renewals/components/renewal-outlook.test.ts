import { describe, expect, it } from 'vitest';
import { renewalOutlook, renewingServices } from './renewal-outlook';

const renewal = { fechaFin: '2027-01-31', fechaRenovacion: '2027-01-13' };

describe('renewalOutlook', () => {
  it('tells the agency who approves and until when its client can refuse', () => {
    expect(renewalOutlook({ ...renewal, estado: 'Pendiente' }, '2026-12-01')).toBe(
      'Cumplia aprobará la renovación a partir del 13/01/2027. Si su cliente no desea renovar, indíquelo antes del 31/01/2027.',
    );
    expect(renewalOutlook({ ...renewal, estado: 'Pendiente' }, '2027-01-13')).toBe(
      'Cumplia aprobará la renovación antes del 31/01/2027. Si su cliente no desea renovar, indíquelo antes de esa fecha.',
    );
    expect(renewalOutlook({ ...renewal, estado: 'Deshabilitada' }, '2027-01-13')).toBe(
      'No se renueva: los servicios terminan el 31/01/2027 y no se emitirá factura de renovación.',
    );
  });

  it("names each renewing tool with its price and the tax of the client's territory", () => {
    expect(
      renewingServices({
        servicios: [
          { protocolo: 'LOPD', precio: 45 },
          { protocolo: 'DIGITAL', precio: 30.5 },
        ],
        impuestos: 'IGIC 7 % no incluido',
      }),
    ).toBe('LOPDGDD 45,00\u00a0€ · Desconexión digital 30,50\u00a0€ (IGIC 7 % no incluido)');
  });
});
