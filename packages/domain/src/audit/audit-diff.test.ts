import { describe, expect, it } from 'vitest';
import { formatEuros } from '../format/es-format.js';
import { auditChanges, changeSentence } from './audit-diff.js';
import { unlabelledAuditFields } from './audit-fields.js';

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
    expect(changes).toEqual([{ field: 'LOPDGDD · precio', before: formatEuros(9000), after: formatEuros(9900) }]);
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
      { field: 'Precios · LOPDGDD · precio', before: null, after: formatEuros(12000) },
    ]);
  });

  it('shows the prices of a tool change in euros', () => {
    expect(auditChanges({ lopdgdd: false }, { lopdgdd: true, precios: { LOPD: 85 } })).toEqual([
      { field: 'LOPDGDD', before: 'No', after: 'Sí' },
      { field: 'Precios · LOPDGDD', before: null, after: formatEuros(8500) },
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
      { field: 'Fecha ultimo envio', before: '01/11/2026', after: '02/11/2026' },
    ]);
    expect(changeSentence({ field: 'Motivo', before: null, after: 'AM04' })).toBe('Motivo: AM04.');
    expect(changeSentence({ field: 'Razón social', before: null, after: 'Teno S.A.' })).toBe('Razón social: Teno S.A.');
  });

  it('reads money in euros, codes by their names, dates as dates, and hides what the product keeps for itself', () => {
    const changes = auditChanges(null, {
      controlSumCents: 315000,
      due: 3150,
      paidVia: 'TRANSFERENCIA',
      kind: 'REPRESENT',
      resolution: 'PENDIENTE',
      paidOn: '2026-11-20',
      proximoEnvio: '2026-11-20T09:30:00.000Z',
      searchText: 'panaderia la laguna',
      deactivated: ['lopdgdd', 'acosoLaboral'],
    });
    expect(changes.map(changeSentence)).toEqual([
      `Importe total: ${formatEuros(315000)}.`,
      `A liquidar: ${formatEuros(3150)}.`,
      'Pagada por: Transferencia.',
      'Tipo: Nueva presentación de devoluciones.',
      'Situación: Pendiente.',
      'Pagada el: 20/11/2026.',
      'Próximo envío: 20/11/2026 10:30.',
      'Herramientas desactivadas: LOPDGDD, Acoso laboral.',
    ]);
  });

  it('names every field a change records, or hides it: none is left to read as a code', () => {
    expect([
      ...unlabelledAuditFields({ razonSocial: 'x', searchText: 'x', productos: [{ nombrePlantilla: 'LOPD' }] }),
    ]).toEqual([]);
    expect([...unlabelledAuditFields({ profile: { campoNuevo: 1 } })]).toEqual(['campoNuevo']);
  });
});
