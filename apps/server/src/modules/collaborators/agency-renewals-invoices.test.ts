import { commissionCents } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, companies, invoices, renewals } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let atlantica: string;
let teide: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createDemoTestApp();
  atlantica = await demoToken(t, 'agency');
  teide = (await t.login('42156784S', 'G', 'Demo-Cumplia-2026')).json().token;
});
afterAll(async () => {
  await t.close();
});

describe('GET /cumplia-core/gestorias/my/renovaciones', () => {
  it("lists only the agency's renewals with their status, filtered by name", async () => {
    const mine = (await get('/cumplia-core/gestorias/my/renovaciones', atlantica)).json();
    const atlanticaIds = (
      await t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.nifCif, 'B38123451'))
    )[0]?.id;
    const expected = await t.db
      .select({ id: renewals.id })
      .from(renewals)
      .innerJoin(companies, eq(companies.id, renewals.companyId))
      .where(eq(companies.agencyId, atlanticaIds ?? 0));
    expect(mine.totalElements).toBe(expected.length);
    expect(mine.content[0]).toMatchObject({ estado: 'Pendiente', gestoria: { nombre: 'Gestoría Atlántica' } });
    const filtered = (await get('/cumplia-core/gestorias/my/renovaciones?nombreEmpresa=panader', atlantica)).json();
    expect(filtered.content.map((r: { empresa: { nifCif: string } }) => r.empresa.nifCif)).toEqual(['B38567897']);
    const other = (await get('/cumplia-core/gestorias/my/renovaciones?nombreEmpresa=panader', teide)).json();
    expect(other.totalElements).toBe(0);
  });

  it("states each row's tax in its client's territory: IGIC in Tenerife, the client's own IVA in Madrid", async () => {
    const url = '/cumplia-core/gestorias/my/renovaciones?nombreEmpresa=panader';
    expect((await get(url, atlantica)).json().content[0].impuestos).toBe('IGIC 7 % no incluido');
    await t.db.update(companies).set({ codigoPostal: '28001' }).where(eq(companies.nifCif, 'B38567897'));
    expect((await get(url, atlantica)).json().content[0].impuestos).toBe(
      'Sin IGIC: el IVA lo declara su empresa (inversión del sujeto pasivo)',
    );
  });
});

describe('GET /cumplia-core/facturas/gestoria', () => {
  it('lists the invoices of its companies with its commission; another agency sees none', async () => {
    const mine = (await get('/cumplia-core/facturas/gestoria?page=0&size=10', atlantica)).json();
    const atlanticaId = (await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451')))[0]?.id ?? 0;
    const expected = await t.db.select().from(invoices).where(eq(invoices.agencyId, atlanticaId));
    expect(expected.length).toBeGreaterThan(1);
    expect(mine.totalElements).toBe(expected.length);
    const listed = (nifCif: string) =>
      mine.content.find((invoice: { empresa: { nifCif: string } }) => invoice.empresa.nifCif === nifCif);
    const talleres = expected.find((invoice) => invoice.recipientNifCif === 'B38234563');
    // Not collected yet: it has earned nothing so far, at its 10 %.
    expect(listed('B38234563')).toMatchObject({
      facturaId: talleres?.numero,
      importeTotalImpuestos: (talleres?.importeTotalImpuestosCents ?? 0) / 100,
      comision: 0,
      comisionPorcentaje: 10,
    });
    // A collected one has earned its 10 % of the base.
    const collected = expected.find((invoice) => invoice.facturado && !invoice.sepaReturnCode);
    if (!collected) throw new Error('the demo needs a collected invoice of the agency');
    expect(mine.content.find((invoice: { id: number }) => invoice.id === collected.id)).toMatchObject({
      comision: commissionCents(collected.importeTotalCents, 1000) / 100,
    });
    // The demo's returned debit (Panadería La Laguna): no commission while it stands returned.
    const panaderia = expected.find((invoice) => invoice.recipientNifCif === 'B38567897');
    expect(listed('B38567897')).toMatchObject({
      facturaId: panaderia?.numero,
      comision: 0,
      devolucion: { codigo: 'AM04', motivo: 'saldo insuficiente' },
    });
    const teideInvoices = (await get('/cumplia-core/facturas/gestoria?size=50', teide)).json();
    expect(
      teideInvoices.content.map((invoice: { empresa: { nifCif: string } }) => invoice.empresa.nifCif),
    ).not.toContain('B38567897');
    const company = await demoToken(t, 'company');
    expect((await get('/cumplia-core/facturas/gestoria', company)).statusCode).toBe(403);
  });
});
