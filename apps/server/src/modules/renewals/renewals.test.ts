import { addDays, addYears, defaultComplianceProfile, formatEuros, todayInMadrid } from '@cumplia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agencies,
  auditLog,
  companies,
  complianceProfiles,
  contracts,
  invoiceLines,
  invoices,
  outboxMessages,
  renewalProducts,
  renewals,
} from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { recordSepaMandate } from '../mandates/mandates.js';
import { openRenewal, periodFrom } from '../signing/open-renewal.js';
import { processDueRenewals } from './process-due-renewals.js';
import { sendRenewalNotices } from './renewal-notices.js';

let t: TestApp;
let admin: string;
let worker: string;
const DAY = 86_400;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A company activated on `fechaInicio` with the given tools, and its first renewal. */
async function activatedCompany(fechaInicio: string, tools: ('LOPD' | 'ACOSO' | 'DIGITAL')[] = ['LOPD', 'ACOSO']) {
  const { companyId } = await t.factories.companyUser();
  await t.db
    .update(companies)
    .set({
      lopdgdd: tools.includes('LOPD'),
      acosoLaboral: tools.includes('ACOSO'),
      desconexionDigital: tools.includes('DIGITAL'),
    })
    .where(eq(companies.id, companyId));
  await t.db.transaction((tx) =>
    openRenewal(tx, { companyId, tools, period: periodFrom(fechaInicio), now: t.clock.now() }),
  );
  return companyId;
}

const runJob = (today: string) => processDueRenewals({ ctx: t.jobCtx, input: { today } });

/**
 * The renewals job on `day`, after a run the day before has taken whatever else was due by then (the demo's
 * renewals, other tests' companies): what it reports is the renewals ending that day.
 */
async function runJobOnlyFor(day: string) {
  await runJob(addDays(day, -1));
  return runJob(day);
}

/** Staff sessions at the test clock's current time (moving the clock ends the older ones). */
async function logInStaff() {
  admin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
}

beforeAll(async () => {
  t = await createDemoTestApp();
});
beforeEach(logInStaff);
afterAll(async () => {
  await t.close();
});

// Its tests share one app: each builds the companies it reads, and only the first moves the clock.
describe('renewals', () => {
  describe('renewal lifecycle', () => {
    it('opens on activation, is approved inside its window, and at its end issues one invoice and one new period, however often the job runs', async () => {
      const companyId = await activatedCompany('2026-01-10');
      const current = (
        await call('GET', `/cumplia-core/admin/empresas/${companyId}/renovaciones/current`, admin)
      ).json();
      expect(current).toMatchObject({
        fechaInicio: '2026-01-10',
        fechaFin: '2027-01-10',
        fechaRenovacion: '2026-12-23',
        estado: 'Pendiente',
        productos: [
          expect.objectContaining({ nombrePlantilla: 'LOPD', precioDescuento: 90 }),
          expect.objectContaining({ nombrePlantilla: 'ACOSO', precioDescuento: 75 }),
        ],
      });

      // 21 November: 32 days before the renewal date, so approval is refused by the server.
      const early = await call('POST', `/cumplia-core/admin/empresas/${companyId}/renovaciones/confirm`, admin);
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({
        code: 'RENEWAL_APPROVAL_NOT_ALLOWED',
        message: expect.stringContaining('Acción no permitida'),
      });

      t.clock.advanceSeconds(14 * DAY); // 5 December: 18 days before 23 December.
      await logInStaff();
      const approved = await call('POST', `/cumplia-core/worker/empresas/${companyId}/renovaciones/confirm`, worker);
      expect(approved.json()).toMatchObject({ renueva: true, estado: 'Aceptada' });

      // The company pays by SEPA under a mandate signed at activation.
      await t.db
        .update(companies)
        .set({ metodoDePago: 'SEPA', numCuenta: 'ES6621000418401234567891' })
        .where(eq(companies.id, companyId));
      await t.db.transaction((tx) => recordSepaMandate(tx, companyId, '2026-01-10', 'ES6621000418401234567891'));
      await runJob('2027-01-09'); // whatever else is due by then
      expect(await runJob('2027-01-09')).toEqual({ renewed: 0, disabled: 0, failed: 0 });
      const [first, second] = await Promise.all([runJob('2027-01-10'), runJob('2027-01-10')]);
      expect((first?.renewed ?? 0) + (second?.renewed ?? 0)).toBe(1);
      expect(await runJob('2027-01-11')).toEqual({ renewed: 0, disabled: 0, failed: 0 });

      const issued = await t.db.select().from(invoices).where(eq(invoices.companyId, companyId));
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({
        origin: 'RENOVACION',
        importeTotalCents: 16500,
        // IGIC 7 %: the Canarian provider, and a company without a postal code taxed as in its territory.
        taxKind: 'IGIC',
        importeTotalImpuestosCents: 17655,
      });
      // The invoice e-mail pre-notifies the collection: 10/01 plus the mandate's 5 days of notice.
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      expect((await t.lastMessageTo(company?.email ?? ''))?.bodyText).toContain(
        `Cargaremos 176,55\u00a0€ por adeudo directo SEPA en la cuenta ES66 **** **** **** **** 7891 el 15/01/2027, con la orden de domiciliación CUMPLIA-${String(companyId).padStart(8, '0')} e identificador de acreedor ${t.config.provider.sepa.creditorId}.`,
      );
      const periods = await t.db.select().from(renewals).where(eq(renewals.companyId, companyId)).orderBy(renewals.id);
      expect(periods.map((period) => [period.fechaInicio, period.procesada, period.renueva])).toEqual([
        ['2026-01-10', true, true],
        ['2027-01-10', false, false],
      ]);
      const history = (
        await call('GET', `/cumplia-core/admin/empresas/${companyId}/renovaciones/all?size=5`, admin)
      ).json();
      expect(history.totalElements).toBe(2);
      const starts = async (query: string) =>
        (await call('GET', `/cumplia-core/admin/empresas/${companyId}/renovaciones/all?size=5&${query}`, admin))
          .json()
          .content.map((period: { fechaInicio: string }) => period.fechaInicio);
      expect(await starts('')).toEqual(['2027-01-10', '2026-01-10']);
      expect(await starts('sort=fechaFin&dir=asc')).toEqual(['2026-01-10', '2027-01-10']);
      expect(await starts('sort=fechaRenovacion&dir=desc')).toEqual(['2027-01-10', '2026-01-10']);
      const refused = await call(
        'GET',
        `/cumplia-core/admin/empresas/${companyId}/renovaciones/all?sort=productos`,
        admin,
      );
      expect(refused.statusCode).toBe(400);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'renewal.process.renew'), eq(auditLog.entityId, String(periods[0]?.id))));
      expect(audit).toMatchObject({ actorUserId: null, actorRole: 'SYSTEM_RENEWALS_JOB' });
    });

    it('sends the contract of a tool the renewal adds, and switches it on', async () => {
      const companyId = await activatedCompany('2026-01-20', ['LOPD']);
      await t.db.update(renewals).set({ renueva: true, acosoLaboral: true }).where(eq(renewals.companyId, companyId));
      expect(await runJobOnlyFor('2027-01-20')).toEqual({ renewed: 1, disabled: 0, failed: 0 });
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      expect(company).toMatchObject({ lopdgdd: true, acosoLaboral: true, contratoAcosoAceptado: false });
      const pending = await t.db.select().from(contracts).where(eq(contracts.companyId, companyId));
      expect(pending.map((contract) => [contract.protocol, contract.status])).toEqual([['ACOSO', 'PENDIENTE_FIRMA']]);
      expect((await t.lastMessageTo(company?.telefono ?? ''))?.bodyText).toMatch(/\/firma\//);
    });

    it('does not renew nor invoice the staff documents of a company whose profile declares no staff', async () => {
      const companyId = await activatedCompany('2026-01-25', ['LOPD', 'ACOSO', 'DIGITAL']);
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw new Error('company not created');
      const profile = { ...defaultComplianceProfile(company), numTrabajadores: 0 };
      await t.db.insert(complianceProfiles).values({ companyId, profile, hash: 'sin-personal' });
      await t.db.update(renewals).set({ renueva: true }).where(eq(renewals.companyId, companyId));
      expect(await runJobOnlyFor('2027-01-25')).toEqual({ renewed: 1, disabled: 0, failed: 0 });
      const [after] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      expect(after).toMatchObject({ lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.companyId, companyId));
      const lines = await t.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
      expect(lines.map((line) => line.protocol)).toEqual(['LOPD']);
      const email = await t.lastMessageTo(after?.email ?? '');
      expect(email?.bodyText).toContain('No hemos renovado Acoso laboral ni Desconexión digital');
    });

    it('tells the company once, as its window opens, the renewal date and each price; a disabled renewal is not told', async () => {
      const companyId = await activatedCompany('2026-01-15', ['LOPD', 'ACOSO']);
      const [renewal] = await t.db.select().from(renewals).where(eq(renewals.companyId, companyId));
      await t.db
        .update(renewalProducts)
        .set({ precioDescuentoCents: 0 })
        .where(and(eq(renewalProducts.renewalId, renewal?.id ?? 0), eq(renewalProducts.protocol, 'ACOSO')));
      const disabledId = await activatedCompany('2026-03-01', ['LOPD']);
      await t.db.update(renewals).set({ deshabilitarRenovacion: true }).where(eq(renewals.companyId, disabledId));
      const notices = (id: number) =>
        t.db
          .select()
          .from(outboxMessages)
          .where(sql`${outboxMessages.idempotencyKey} like ${`renewal-notice:${id}:%`}`)
          .orderBy(outboxMessages.id);
      const notify = (today: string) => sendRenewalNotices({ ctx: t.jobCtx, input: { today } });

      await notify('2026-12-27'); // the day before its window opens (15 January 2027 less 18 days)
      expect(await notices(renewal?.id ?? 0)).toEqual([]);
      await Promise.all([notify('2026-12-28'), notify('2026-12-28')]);
      await notify('2026-12-29');
      const [notice, ...again] = await notices(renewal?.id ?? 0);
      expect(again).toEqual([]);
      expect(notice?.idempotencyKey).toMatch(new RegExp(`^renewal-notice:${renewal?.id}:`));
      expect(notice?.subject).toBe('Sus servicios de Cumplia se renuevan el 15/01/2027');
      expect(notice?.bodyText).toContain('se renuevan por un año, hasta el 15/01/2028.');
      expect(notice?.bodyText).toMatch(/precios de la renovación \((IVA|IGIC|IPSI) [^)]* no incluido\): /);
      expect(notice?.bodyText).toContain(`: LOPDGDD, ${formatEuros(9000)}; Acoso laboral, sin coste.`);
      expect(notice?.bodyText).toContain('Si no desea renovar, avísenos antes del 15/01/2027');

      // Staff change a price after the notice: the company is told the new one, once.
      await t.db
        .update(renewalProducts)
        .set({ precioDescuentoCents: 8000 })
        .where(and(eq(renewalProducts.renewalId, renewal?.id ?? 0), eq(renewalProducts.protocol, 'LOPD')));
      await notify('2027-01-02');
      await notify('2027-01-03');
      const [, corrected, ...more] = await notices(renewal?.id ?? 0);
      expect(more).toEqual([]);
      expect(corrected?.bodyText).toContain(`: LOPDGDD, ${formatEuros(8000)}; Acoso laboral, sin coste.`);
      await notify('2027-02-11'); // its window opens
      const [disabled] = await t.db.select().from(renewals).where(eq(renewals.companyId, disabledId));
      expect(await notices(disabled?.id ?? 0)).toEqual([]);
    });

    it('deactivates the tools of a disabled renewal at its end, and leaves an undecided one pending', async () => {
      const disabled = await activatedCompany('2026-02-01', ['DIGITAL']);
      const pending = await activatedCompany('2026-02-01', ['LOPD']);
      const response = await call('POST', `/cumplia-core/admin/empresas/${disabled}/renovaciones/disable`, admin);
      expect(response.json()).toMatchObject({ deshabilitarRenovacion: true, renueva: false, estado: 'Deshabilitada' });
      // The company is told, once: a second click changes nothing and sends nothing.
      await call('POST', `/cumplia-core/admin/empresas/${disabled}/renovaciones/disable`, admin);
      const [told] = await t.db.select().from(companies).where(eq(companies.id, disabled));
      const sent = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, told?.email ?? ''))
        .then((rows) => rows.filter((row) => row.idempotencyKey.startsWith('renewal-disabled:')));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Sus servicios de Cumplia no se renovarán el 01/02/2027');
      expect(sent[0]?.bodyText).toContain('No renovaremos los servicios de');
      expect(sent[0]?.bodyText).toContain('(Desconexión digital): terminan el');
      expect(await runJobOnlyFor('2027-02-01')).toEqual({ renewed: 0, disabled: 1, failed: 0 });
      const [company] = await t.db.select().from(companies).where(eq(companies.id, disabled));
      expect(company?.desconexionDigital).toBe(false);
      expect(await t.db.select().from(invoices).where(eq(invoices.companyId, disabled))).toHaveLength(0);
      const [stillPending] = await t.db.select().from(renewals).where(eq(renewals.companyId, pending));
      expect(stillPending).toMatchObject({ procesada: false, renueva: false });
    });
  });

  describe("the agency passes on its client's opposition", () => {
    it('lists each renewing tool with its price and, on request, ends the renewal and tells the client once', async () => {
      const agencyUser = await t.factories.agencyUser();
      const agency = (await t.loginTokens(agencyUser.username, 'G')).token;
      const companyId = await activatedCompany(todayInMadrid(t.clock.now()), ['LOPD', 'DIGITAL']);
      await t.db.update(companies).set({ agencyId: agencyUser.agencyId }).where(eq(companies.id, companyId));
      const [renewal] = await t.db.select().from(renewals).where(eq(renewals.companyId, companyId));
      await t.db
        .update(renewalProducts)
        .set({ precioDescuentoCents: 4500 })
        .where(and(eq(renewalProducts.renewalId, renewal?.id ?? 0), eq(renewalProducts.protocol, 'LOPD')));

      const listed = await call('GET', '/cumplia-core/gestorias/my/renovaciones?page=0&size=10', agency);
      expect(listed.json().content).toEqual([
        expect.objectContaining({
          id: renewal?.id,
          estado: 'Pendiente',
          servicios: [
            { protocolo: 'LOPD', precio: 45 },
            { protocolo: 'DIGITAL', precio: expect.any(Number) },
          ],
          puedeNoRenovar: true,
        }),
      ]);

      // Another agency's renewal is not found, and staff or a company cannot use the agency's action.
      const other = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
      const url = `/cumplia-core/gestorias/my/renovaciones/${renewal?.id}/no-renovar`;
      expect((await call('POST', url, other)).statusCode).toBe(404);
      expect((await call('POST', url, admin)).statusCode).toBe(403);
      expect((await call('POST', url)).statusCode).toBe(401);
      expect(
        (await t.db.select().from(renewals).where(eq(renewals.companyId, companyId)))[0]?.deshabilitarRenovacion,
      ).toBe(false);

      const optedOut = await call('POST', url, agency);
      expect(optedOut.statusCode).toBe(200);
      expect(optedOut.json()).toMatchObject({ estado: 'Deshabilitada', puedeNoRenovar: false });
      expect((await call('POST', url, agency)).statusCode, 'a second click changes nothing').toBe(200);
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      const told = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, company?.email ?? ''))
        .then((rows) => rows.filter((row) => row.idempotencyKey.startsWith('renewal-disabled:')));
      expect(told).toHaveLength(1);
      // The client reads who asked: its agency, not a decision of Cumplia's; its protocols do not lapse.
      const [{ gestoria } = { gestoria: '' }] = await t.db
        .select({ gestoria: agencies.nombreComercial })
        .from(agencies)
        .where(eq(agencies.id, agencyUser.agencyId));
      expect(told[0]?.bodyText).toContain(`Su gestoría, ${gestoria}, nos ha comunicado que`);
      expect(told[0]?.bodyText).toContain('Los protocolos que ya tiene no caducan ese día');
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'renewal'), eq(auditLog.entityId, String(renewal?.id))));
      expect(audited.map((entry) => entry.action)).toEqual(['renewal.agency-opt-out']);

      // After the period's end the renewal is the job's to process: the agency is told to contact the provider.
      const undecided = await activatedCompany('2025-11-01', ['LOPD']);
      await t.db.update(companies).set({ agencyId: agencyUser.agencyId }).where(eq(companies.id, undecided));
      const [late] = await t.db.select().from(renewals).where(eq(renewals.companyId, undecided));
      const tooLate = await call('POST', `/cumplia-core/gestorias/my/renovaciones/${late?.id}/no-renovar`, agency);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().code).toBe('RENEWAL_PERIOD_ENDED');
    });
  });

  describe('manage dialog actions', () => {
    it('switches a tool (adding its default price), refuses removing the last one, and saves valid prices', async () => {
      const companyId = await activatedCompany('2026-03-01', ['LOPD']);
      const added = await call(
        'POST',
        `/cumplia-core/worker/empresas/${companyId}/renovaciones/desconexionDigital`,
        worker,
      );
      expect(added.json()).toMatchObject({ desconexionDigital: true });
      expect(added.json().productos).toEqual(
        expect.arrayContaining([expect.objectContaining({ nombrePlantilla: 'DIGITAL', precioDescuento: 75 })]),
      );
      await call('POST', `/cumplia-core/admin/empresas/${companyId}/renovaciones/desconexionDigital`, admin);
      const last = await call('POST', `/cumplia-core/admin/empresas/${companyId}/renovaciones/lopdgdd`, admin);
      expect(last.statusCode).toBe(422);
      expect(last.json().message).toBe('Debe seleccionar al menos una tool');

      const renewalId = added.json().id;
      const url = `/cumplia-core/admin/renovaciones/${renewalId}/productos`;
      const invalid = await call('POST', url, admin, [{ nombrePlantilla: 'LOPD', precioDescuento: -1 }]);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Todos los productos deben tener un precio válido mayor o igual a 0.');
      const saved = await call('POST', url, admin, [{ nombrePlantilla: 'LOPD', precioDescuento: 99.5 }]);
      expect(saved.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ nombrePlantilla: 'LOPD', precioDescuento: 99.5 })]),
      );
      expect(
        (await call('GET', `/cumplia-core/worker/renovaciones/${renewalId}/productos`, worker)).json(),
      ).toHaveLength(2);
    });

    it('creates a complete renewal that replaces the current one, with the spec validation messages', async () => {
      const companyId = await activatedCompany('2026-04-01', ['LOPD']);
      const url = `/cumplia-core/admin/empresas/${companyId}/renovaciones/completa`;
      const body = {
        fechaInicio: '2026-11-21',
        fechaFin: '2027-11-21',
        fechaRenovacion: '2027-11-03',
        tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false },
        productos: [
          { nombrePlantilla: 'LOPD', precioDescuento: 90 },
          { nombrePlantilla: 'ACOSO', precioDescuento: 80 },
        ],
        enviarEmail: true,
      };
      const messageOf = async (payload: object) => (await call('POST', url, admin, payload)).json().message;
      expect(
        await messageOf({ ...body, tools: { lopdgdd: false, acosoLaboral: false, desconexionDigital: false } }),
      ).toBe('Debe seleccionar al menos una tool');
      expect(await messageOf({ ...body, fechaFin: '2026-11-01', fechaRenovacion: '2026-10-01' })).toBe(
        'La fecha de fin no puede ser anterior a la fecha de inicio.',
      );
      expect(await messageOf({ ...body, fechaRenovacion: '2027-12-01' })).toBe(
        'La fecha de renovación no puede ser posterior a la fecha de fin.',
      );
      const created = await call('POST', url, admin, body);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ fechaInicio: '2026-11-21', lopdgdd: true, acosoLaboral: true });
      expect(created.json().productos).toEqual(
        expect.arrayContaining([expect.objectContaining({ nombrePlantilla: 'ACOSO', precioDescuento: 80 })]),
      );
      const periods = await t.db.select().from(renewals).where(eq(renewals.companyId, companyId));
      expect(periods.filter((period) => !period.procesada)).toHaveLength(1);
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      const message = await t.lastMessageTo(company?.email ?? '');
      expect(message?.subject).toBe('Su renovación de Cumplia');
      // The company has no postal code yet: taxed as in the Canarian provider's territory.
      expect(message?.bodyText).toMatch(/Servicios y precios \(IGIC 7 % no incluido\): LOPDGDD 90,00\s€/);
    });
  });

  describe('GET /admin/renovaciones and /worker/renovaciones', () => {
    it('puts the renewals at exactly 18 days first, then the fewest days remaining, with the filters in SQL', async () => {
      const today = todayInMadrid(t.clock.now());
      const endingIn = (days: number) => activatedCompany(addYears(addDays(today, days), -1));
      const soon = await endingIn(5);
      const priority = await endingIn(18);
      const list = (
        await call(
          'GET',
          '/cumplia-core/admin/renovaciones?renueva=false&deshabilitarRenovacion=false&procesada=false&size=50',
          admin,
        )
      ).json();
      type Listed = { empresa: { id: number }; prioritaria: boolean; diasRestantes: number };
      const rows: Listed[] = list.content;
      // The priority ones (another test may add its own) come first, then the fewest days remaining.
      const priorityCount = rows.findIndex((renewal) => !renewal.prioritaria);
      expect(priorityCount).toBeGreaterThan(0);
      const first = rows.slice(0, priorityCount);
      expect(first.map((renewal) => renewal.empresa.id)).toContain(priority);
      expect(first.every((renewal) => renewal.diasRestantes === 18)).toBe(true);
      const rest = rows.slice(priorityCount);
      expect(rest.map((renewal) => renewal.empresa.id)).toContain(soon);
      const days = rest.map((renewal) => renewal.diasRestantes);
      expect(days).toEqual([...days].sort((a, b) => a - b));

      // Month and year filter the renewal date: the priority renewal's is today.
      const [year, month] = today.split('-');
      const byMonth = (
        await call('GET', `/cumplia-core/admin/renovaciones?mes=${Number(month)}&year=${year}&size=50`, admin)
      ).json();
      expect(byMonth.content.length).toBeGreaterThan(0);
      for (const renewal of byMonth.content) expect(renewal.fechaRenovacion.slice(0, 7)).toBe(`${year}-${month}`);
      expect(byMonth.content.map((renewal: { empresa: { id: number } }) => renewal.empresa.id)).toContain(priority);
      const limit = addDays(today, 10);
      const workerList = (
        await call('GET', `/cumplia-core/worker/renovaciones?fechaFinMax=${limit}&size=50`, worker)
      ).json();
      expect(workerList.content.length).toBeGreaterThan(0);
      for (const renewal of workerList.content) expect(renewal.fechaFin <= limit).toBe(true);
      const byName = (await call('GET', '/cumplia-core/admin/renovaciones?nombreEmpresa=panader', admin)).json();
      expect(byName.content.map((renewal: { empresa: { nifCif: string } }) => renewal.empresa.nifCif)).toEqual([
        'B38567897',
      ]);
      expect((await call('GET', '/cumplia-core/admin/renovaciones?year=1999', admin)).statusCode).toBe(400);
    });

    it('turns the order round on request: the most days remaining first, the priority renewal in its place', async () => {
      await activatedCompany(addYears(addDays(todayInMadrid(t.clock.now()), 18), -1));
      const query = 'renueva=false&deshabilitarRenovacion=false&procesada=false&size=100';
      const asc = (
        await call('GET', `/cumplia-core/admin/renovaciones?${query}&sort=diasRestantes&dir=asc`, admin)
      ).json();
      const desc = (await call('GET', `/cumplia-core/admin/renovaciones?${query}&dir=desc`, admin)).json();
      expect(asc.content[0].prioritaria).toBe(true);
      expect(desc.totalElements).toBe(asc.totalElements);
      const days = desc.content.map((renewal: { diasRestantes: number }) => renewal.diasRestantes);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      expect(desc.content[0].diasRestantes).toBeGreaterThan(18);
      for (const bad of ['sort=fechaFin', 'sort=empresa', 'dir=up']) {
        const refused = await call('GET', `/cumplia-core/admin/renovaciones?${bad}`, admin);
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('a renewal that fails is left for the next run and holds up none of the others', async () => {
      const failing = await activatedCompany('2026-03-01');
      const fine = await activatedCompany('2026-03-01');
      await t.db
        .update(renewals)
        .set({ renueva: true })
        .where(inArray(renewals.companyId, [failing, fine]));
      // A fault the job cannot see coming: the database refuses this one company's invoices.
      await t.db.execute(
        sql.raw(
          `create function refuse_invoice() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`,
        ),
      );
      await t.db.execute(
        sql.raw(
          `create trigger refuse_invoice before insert on invoices for each row when (new.company_id = ${failing}) execute function refuse_invoice()`,
        ),
      );
      const processed = async (companyId: number) =>
        (await t.db.select().from(renewals).where(eq(renewals.companyId, companyId))).map((row) => row.procesada);
      try {
        const outcome = await runJob('2027-03-01');
        expect(outcome.failed).toBe(1);
        expect(outcome.renewed).toBeGreaterThanOrEqual(1);
        expect(await processed(failing)).toEqual([false]);
        expect((await processed(fine)).sort()).toEqual([false, true]);
      } finally {
        await t.db.execute(sql.raw('drop trigger refuse_invoice on invoices'));
      }
      expect(await runJob('2027-03-01')).toEqual({ renewed: 1, disabled: 0, failed: 0 });
      expect((await processed(failing)).sort()).toEqual([false, true]);
    });

    it('refuses agencies, companies and visitors on every renewal endpoint', async () => {
      const agency = await demoToken(t, 'agency');
      const company = await demoToken(t, 'company');
      const [any] = await t.db.select().from(renewals).limit(1);
      const endpoints: ['GET' | 'POST', string][] = [
        ['GET', '/cumplia-core/admin/renovaciones'],
        ['GET', '/cumplia-core/worker/renovaciones'],
        ['GET', `/cumplia-core/admin/renovaciones/${any?.id}/productos`],
        ['POST', `/cumplia-core/worker/renovaciones/${any?.id}/productos`],
        ['POST', `/cumplia-core/admin/empresas/${any?.companyId}/renovaciones/confirm`],
        ['POST', `/cumplia-core/worker/empresas/${any?.companyId}/renovaciones/disable`],
        ['POST', `/cumplia-core/worker/empresas/${any?.companyId}/renovaciones/lopdgdd`],
        ['POST', `/cumplia-core/admin/empresas/${any?.companyId}/renovaciones`],
        ['POST', `/cumplia-core/admin/empresas/${any?.companyId}/renovaciones/completa`],
        ['GET', `/cumplia-core/admin/empresas/${any?.companyId}/renovaciones/current`],
        ['GET', `/cumplia-core/admin/empresas/${any?.companyId}/renovaciones/all`],
      ];
      for (const [method, url] of endpoints) {
        expect((await call(method, url)).statusCode, url).toBe(401);
        expect((await call(method, url, agency, [])).statusCode, url).toBe(403);
        expect((await call(method, url, company, [])).statusCode, url).toBe(403);
      }
    });
  });
});
