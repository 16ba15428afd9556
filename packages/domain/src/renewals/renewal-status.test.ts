import { describe, expect, it } from 'vitest';
import { renewalDetailStatus, renewalFilterFlags, renewalListStatus, renewalPanelStatus } from './renewal-status.js';

const flags = (renueva: boolean, deshabilitarRenovacion: boolean, procesada: boolean) => ({
  renueva,
  deshabilitarRenovacion,
  procesada,
});

describe('renewal status in the detail views', () => {
  it.each([
    [flags(true, true, true), 'Deshabilitada'],
    [flags(false, true, false), 'Deshabilitada'],
    [flags(true, false, true), 'Procesada'],
    [flags(true, false, false), 'Aceptada'],
    [flags(false, false, false), 'Pendiente'],
  ] as const)('%o is %s', (renewal, label) => {
    expect(renewalDetailStatus(renewal)).toBe(label);
  });
});

describe('renewal status in the admin list', () => {
  it.each([
    [flags(true, false, true), 'todas', 'Procesada'],
    [flags(false, true, false), 'todas', 'Procesada'],
    [flags(true, false, false), 'procesadas', 'Procesada'],
    [flags(true, false, false), 'todas', 'Aceptada'],
    [flags(false, false, false), 'pendientes', 'Pendiente'],
  ] as const)('%o with filter %s is %s', (renewal, filter, label) => {
    expect(renewalListStatus(renewal, filter)).toBe(label);
  });

  it('shows a current disabled renewal as Deshabilitada on the superadmin variant', () => {
    expect(renewalListStatus(flags(false, true, false), 'todas', 'superadmin')).toBe('Deshabilitada');
    expect(renewalListStatus(flags(false, true, true), 'todas', 'superadmin')).toBe('Procesada');
  });
});

describe('renewal status in the company panel', () => {
  it.each([
    [flags(true, true, false), 'Activa', 'green'],
    [flags(false, true, false), 'Deshabilitada', 'red'],
    [flags(false, false, false), 'Pendiente', 'yellow'],
  ] as const)('%o is %s', (renewal, label, color) => {
    expect(renewalPanelStatus(renewal)).toEqual({ label, color });
  });
});

describe('status filters', () => {
  it('maps each filter to the flags the list endpoint takes', () => {
    expect(renewalFilterFlags('pendientes')).toEqual(flags(false, false, false));
    expect(renewalFilterFlags('aceptadas')).toEqual({ renueva: true });
    expect(renewalFilterFlags('procesadas')).toEqual({ procesada: true });
    expect(renewalFilterFlags('deshabilitadas')).toEqual({ deshabilitarRenovacion: true });
    expect(renewalFilterFlags('todas')).toEqual({});
  });
});
