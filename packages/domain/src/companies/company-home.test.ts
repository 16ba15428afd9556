import { describe, expect, it } from 'vitest';
import { type CompanyHomeProtocol, companyNextSteps, type ProtocolFacts, protocolStateOf } from './company-home.js';

const period = { fechaFin: '2026-12-04', fechaRenovacion: '2026-11-16' };
const signed: ProtocolFacts = { toolOn: true, contractSigned: true, pendingContract: false, current: period };

describe('protocolStateOf', () => {
  it('follows a signed protocol through its period: active, renewal close from the window, expired after the end', () => {
    expect(protocolStateOf(signed, '2026-11-15')).toBe('ACTIVO');
    expect(protocolStateOf(signed, '2026-11-16')).toBe('RENOVACION_PROXIMA');
    expect(protocolStateOf(signed, '2026-12-04')).toBe('RENOVACION_PROXIMA');
    expect(protocolStateOf(signed, '2026-12-05')).toBe('CADUCADO');
  });

  it('puts a contract waiting for its signature first, and tells an ended protocol from one never contracted', () => {
    expect(protocolStateOf({ ...signed, pendingContract: true }, '2026-11-01')).toBe('PENDIENTE_FIRMA');
    expect(protocolStateOf({ ...signed, contractSigned: false, current: null }, '2026-11-01')).toBe('PENDIENTE_FIRMA');
    expect(protocolStateOf({ ...signed, toolOn: false, current: null }, '2026-11-01')).toBe('CADUCADO');
    expect(
      protocolStateOf({ toolOn: false, contractSigned: false, pendingContract: false, current: null }, '2026-11-01'),
    ).toBe('NO_CONTRATADO');
  });
});

const protocol = (overrides: Partial<CompanyHomeProtocol>): CompanyHomeProtocol => ({
  protocolo: 'LOPD',
  estado: 'ACTIVO',
  firmadoEl: '2025-12-04',
  vigenteDesde: '2025-12-04',
  vigenteHasta: '2026-12-04',
  avisoRenovacion: '2026-11-16',
  renovacion: 'NO_SE_RENUEVA',
  precioRenovacion: null,
  descargable: true,
  faltaEnPerfil: [],
  noAplica: null,
  nuevaRedaccion: null,
  ...overrides,
});

describe('companyNextSteps', () => {
  it('offers the download only of documents in force that the profile can fill, and the renewal with its plan', () => {
    const steps = companyNextSteps({
      verificado: true,
      pendingSignature: null,
      returnedInvoices: [],
      protocolos: [
        protocol({ estado: 'RENOVACION_PROXIMA' }),
        protocol({ protocolo: 'ACOSO', faltaEnPerfil: ['Centros de trabajo'] }),
        protocol({ protocolo: 'DIGITAL', estado: 'CADUCADO' }),
      ],
    });
    expect(steps).toEqual([
      { tipo: 'COMPLETAR_PERFIL', protocolos: ['ACOSO'], faltan: ['Centros de trabajo'] },
      { tipo: 'CADUCADO', protocolos: ['DIGITAL'] },
      { tipo: 'RENOVACION', protocolos: ['LOPD'], fecha: '2026-12-04', renovacion: 'NO_SE_RENUEVA' },
      { tipo: 'DESCARGAR', protocolos: ['LOPD'] },
    ]);
  });
});
