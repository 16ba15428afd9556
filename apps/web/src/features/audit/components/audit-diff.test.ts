import { formatEuros } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { auditChanges, changeSentence } from './audit-diff';

describe('auditChanges', () => {
  it('shows renewal prices in euros by protocol, not raw JSON', () => {
    const changes = auditChanges(
      [
        { protocol: 'LOPD', cents: 9000 },
        { protocol: 'ACOSO', cents: 7500 },
      ],
      [
        { protocol: 'LOPD', cents: 9900 },
        { protocol: 'ACOSO', cents: 7500 },
      ],
    );
    expect(changes).toEqual([{ field: 'LOPD · precio', before: formatEuros(9000), after: formatEuros(9900) }]);
  });

  it('lists only the fields an edit changed, with Spanish names and Sí/No', () => {
    const changes = auditChanges(
      { razonSocial: 'Panadería S.L.', telefono: '+34600000000', lopdgdd: false },
      { razonSocial: 'Panadería S.L.', telefono: '+34611111111', lopdgdd: true },
    );
    expect(changes).toEqual([
      { field: 'Teléfono', before: '+34600000000', after: '+34611111111' },
      { field: 'LOPDGDD', before: 'No', after: 'Sí' },
    ]);
  });

  it('shows what a creation recorded, field by field', () => {
    expect(auditChanges(null, { productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 120 }] })).toEqual([
      { field: 'Precios · LOPD · precio', before: null, after: formatEuros(12000) },
    ]);
  });

  it('shows the prices of a tool change in euros', () => {
    expect(auditChanges({ lopdgdd: false }, { lopdgdd: true, precios: { LOPD: 85 } })).toEqual([
      { field: 'LOPDGDD', before: 'No', after: 'Sí' },
      { field: 'Precios · LOPD', before: null, after: formatEuros(8500) },
    ]);
  });

  it('reads a role grant as the roles before and after, by name, with no false removals', () => {
    const changes = auditChanges(
      { name: 'Ana', roles: ['ROLE_MANAGEMENT'], empresas: [] },
      { name: 'Ana', roles: ['ROLE_MANAGEMENT', 'ROLE_COMPANY'], empresas: ['Panadería La Laguna S.L. (B38567897)'] },
    );
    expect(changes.map(changeSentence)).toEqual([
      'Roles: antes Colaborador (gestoría), ahora Colaborador (gestoría), Empresa cliente.',
      'Empresas: antes —, ahora Panadería La Laguna S.L. (B38567897).',
    ]);
  });

  it('names a field it has no label for in words, not as a code', () => {
    expect(auditChanges({ fechaUltimoEnvio: '2026-11-01' }, { fechaUltimoEnvio: '2026-11-02' })).toEqual([
      { field: 'Fecha ultimo envio', before: '2026-11-01', after: '2026-11-02' },
    ]);
    expect(changeSentence({ field: 'Motivo', before: null, after: 'AM04' })).toBe('Motivo: AM04.');
  });
});
