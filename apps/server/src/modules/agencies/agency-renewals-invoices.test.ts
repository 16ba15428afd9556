import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, companies, invoices, renewals } from '../../db/schema/index.js';
import { seedDemoData } from '../../db/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let atlantica: string;
let teide: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
  atlantica = (await t.login('45219873X', 'G', 'Demo-Cumplia-2026')).json().token;
  teide = (await t.login('42156784S', 'G', 'Demo-Cumplia-2026')).json().token;
  const [panaderia] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
  if (!panaderia?.agencyId) throw new Error('demo company missing');
  await t.db.insert(invoices).values({
    numero: 'F2026-000001',
    series: 'F',
    year: 2026,
    sequence: 1,
    origin: 'CONTRATO',
    companyId: panaderia.id,
    agencyId: panaderia.agencyId,
    fecha: '2026-11-01',
    fechaCuandoFacturar: '2026-11-01',
    importeTotalCents: 25000,
    importeImpuestosCents: 5250,
    importeTotalImpuestosCents: 30250,
    metodoDePago: 'SEPA',
    numCuenta: panaderia.numCuenta,
    recipientRazonSocial: panaderia.razonSocial,
    recipientNombreComercial: panaderia.nombreComercial,
    recipientNifCif: panaderia.nifCif,
    recipientDireccion: panaderia.direccion,
    recipientCodigoPostal: panaderia.codigoPostal,
    recipientProvincia: panaderia.provincia,
  });
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
});

describe('GET /cumplia-core/facturas/gestoria', () => {
  it('lists the invoices of its companies with its commission; another agency sees none', async () => {
    const mine = (await get('/cumplia-core/facturas/gestoria?page=0&size=10', atlantica)).json();
    expect(mine.content).toEqual([
      expect.objectContaining({
        facturaId: 'F2026-000001',
        importeTotalImpuestos: 302.5,
        comision: 25,
        comisionPorcentaje: 10,
        facturado: false,
      }),
    ]);
    expect((await get('/cumplia-core/facturas/gestoria', teide)).json().totalElements).toBe(0);
    const company = (await t.login('54327891M', 'E', 'Demo-Cumplia-2026')).json().token;
    expect((await get('/cumplia-core/facturas/gestoria', company)).statusCode).toBe(403);
  });
});
