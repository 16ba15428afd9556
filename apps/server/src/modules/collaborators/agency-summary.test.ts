import { todayInMadrid } from '@cumplia/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  commissionMovements,
  companies,
  contracts,
  invoices,
  onboardingInvitations,
} from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { syncCommissionLedger } from '../commissions/index.js';

let t: TestApp;
let atlantica: string;
let atlanticaId: number;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createDemoTestApp();
  atlantica = await demoToken(t, 'agency');
  atlanticaId = (await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451')))[0]?.id ?? 0;
  // Two invoices of this month (the test clock is 21 November 2026) and one of the month before, at 12.5 %, each
  // paid by transfer on its day.
  await t.db.execute(sql`
    insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha, fecha_cuando_facturar,
      fecha_operacion, importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents, metodo_de_pago,
      num_cuenta, recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
      recipient_codigo_postal, recipient_provincia, agency_commission_basis_points, paid_by_transfer_on)
    select 'M-' || g, 'M', 2026, g, i.origin, i.company_id, i.agency_id, d::date, d::date, d::date, 10100, 2121, 12221,
      i.metodo_de_pago, i.num_cuenta, i.recipient_razon_social, i.recipient_nombre_comercial, i.recipient_nif_cif,
      i.recipient_direccion, i.recipient_codigo_postal, i.recipient_provincia, 1250, d::date
    from (values (1, '2026-11-01'), (2, '2026-11-21'), (3, '2026-10-31')) as m(g, d),
      (select * from invoices where agency_id = ${atlanticaId} order by id limit 1) i`);
  await syncCommissionLedger(t.db, { today: todayInMadrid(t.clock.now()) });
});
afterAll(async () => {
  await t.close();
});

describe('GET /cumplia-core/gestorias/my/resumen', () => {
  it("counts the agency's companies, pending signatures, open renewal windows and this month's invoices", async () => {
    const answer = await get('/cumplia-core/gestorias/my/resumen', atlantica);
    expect(answer.statusCode).toBe(200);
    const summary = answer.json();

    const own = await t.db.select().from(companies).where(eq(companies.agencyId, atlanticaId));
    expect(summary.empresas).toBe(own.length);
    const pending = await t.db
      .selectDistinct({ companyId: contracts.companyId })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(and(eq(companies.agencyId, atlanticaId), eq(contracts.status, 'PENDIENTE_FIRMA')));
    // Clients invited by SMS wait for their signature too.
    const signUps = await t.db
      .select()
      .from(onboardingInvitations)
      .where(
        and(
          eq(onboardingInvitations.agencyId, atlanticaId),
          isNull(onboardingInvitations.signedAt),
          isNull(onboardingInvitations.cancelledAt),
        ),
      );
    expect(signUps.length).toBeGreaterThan(0);
    expect(summary.firmasPendientes).toBe(pending.length + signUps.length);
    // The clients Cumplia has still to verify: the agency's own, not its SMS sign-ups in progress.
    const unverified = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.agencyId, atlanticaId), eq(companies.verificado, false)));
    expect(summary.sinVerificar).toBeGreaterThan(0);
    expect(summary.sinVerificar).toBeLessThanOrEqual(unverified.length);

    const november = (await t.db.select().from(invoices).where(eq(invoices.agencyId, atlanticaId))).filter((invoice) =>
      invoice.fecha.startsWith('2026-11'),
    );
    // The commission is what the agency's ledger booked in November (the ledger job keeps it current).
    const movements = await t.db
      .select()
      .from(commissionMovements)
      .where(and(eq(commissionMovements.agencyId, atlanticaId), isNotNull(commissionMovements.invoiceId)));
    const commission = movements
      .filter((movement) => movement.movedOn.startsWith('2026-11'))
      .reduce((sum, movement) => sum + movement.amountCents, 0);
    // Each November invoice earned 12.5 % of 101,00 €: 12,625 € rounded half away from zero.
    expect(commission).toBeGreaterThanOrEqual(2 * 1263);
    expect(november.length).toBeGreaterThanOrEqual(2);
    expect(summary.mes).toEqual({
      desde: '2026-11-01',
      facturas: november.length,
      importeTotalImpuestos: november.reduce((sum, invoice) => sum + invoice.importeTotalImpuestosCents, 0) / 100,
      comision: commission / 100,
    });
    expect(summary.renovacionesEnVentana).toBeGreaterThanOrEqual(0);
  });

  it('counts a current renewal while its approval window is open, and not once it is disabled', async () => {
    const count = async () => (await get('/cumplia-core/gestorias/my/resumen', atlantica)).json().renovacionesEnVentana;
    const [company] = await t.db.select().from(companies).where(eq(companies.agencyId, atlanticaId)).limit(1);
    const setRenewal = (fechaFin: string, fechaRenovacion: string, disabled = false) =>
      t.db.execute(sql`
        update renewals set fecha_fin = ${fechaFin}::date, fecha_renovacion = ${fechaRenovacion}::date,
          deshabilitar_renovacion = ${disabled}
        where company_id = ${company?.id ?? 0} and procesada = false`);
    // Today is 21 November 2026: a renewal date on 20 December is 29 days away, outside the 18-day window.
    await setRenewal('2027-01-07', '2026-12-20');
    const outside = await count();
    await setRenewal('2026-12-27', '2026-12-09');
    expect(await count()).toBe(outside + 1);
    await setRenewal('2026-12-27', '2026-12-09', true);
    expect(await count()).toBe(outside);
  });

  it('is closed to companies, staff and visitors', async () => {
    const company = await demoToken(t, 'company');
    const worker = await demoToken(t, 'worker');
    expect((await get('/cumplia-core/gestorias/my/resumen', company)).statusCode).toBe(403);
    expect((await get('/cumplia-core/gestorias/my/resumen', worker)).statusCode).toBe(403);
    expect((await get('/cumplia-core/gestorias/my/resumen')).statusCode).toBe(401);
  });
});
