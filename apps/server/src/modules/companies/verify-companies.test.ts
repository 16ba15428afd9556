import { PROFILE_NOT_SAVED } from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, complianceProfiles, outboxMessages } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;

/** A company that completed its sign-up: an administrator to verify (a CSV stub or an open invitation has none). */
const readyToVerify = (company: typeof companies.$inferSelect) => company.nombre !== '' && company.dni !== '';

const verify = (ids: unknown, token: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/empresas/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: { ids },
  });

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

describe('POST /cumplia-core/admin/empresas/verify', () => {
  it('is for the superadmin only', async () => {
    const worker = await demoToken(t, 'worker');
    const agency = await demoToken(t, 'agency');
    const [company] = await t.db.select().from(companies).where(eq(companies.verificado, false)).limit(1);
    expect((await verify([company?.id], worker)).statusCode).toBe(403);
    expect((await verify([company?.id], agency)).statusCode).toBe(403);
    const [after] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, company?.id ?? 0));
    expect(after?.verificado).toBe(false);
  });

  it("lists each unverified company with the state of its contracts' signature", async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/cumplia-core/admin/empresas?verificado=false&page=0&size=50',
      headers: { authorization: `Bearer ${superadmin}` },
    });
    const items: { id: number; firma: string }[] = listed.json().content;
    expect(items.map((item) => item.firma)).toContain('PENDIENTE');
    for (const item of items) {
      const [row] = await t.db.select().from(companies).where(eq(companies.id, item.id));
      const active = [
        [row?.lopdgdd, row?.contratoLopdAceptado],
        [row?.acosoLaboral, row?.contratoAcosoAceptado],
        [row?.desconexionDigital, row?.contratoDesconexionAceptado],
      ].filter(([on]) => on);
      const expected = !active.length
        ? 'SIN_HERRAMIENTAS'
        : active.every(([, signed]) => signed)
          ? 'FIRMADA'
          : 'PENDIENTE';
      expect(item.firma, `company ${item.id}`).toBe(expected);
    }
  });

  it('refuses the whole request when one id does not exist, and an empty selection', async () => {
    const unverified = (await t.db.select().from(companies).where(eq(companies.verificado, false))).filter(
      readyToVerify,
    );
    const answer = await verify([unverified[0]?.id, 999_999], superadmin);
    expect(answer.statusCode).toBe(404);
    const [first] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, unverified[0]?.id ?? 0));
    expect(first?.verificado).toBe(false);
    const empty = await verify([], superadmin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_ERROR');
  });

  it('verifies the selected companies in one go, one audit row each, leaving verified ones alone', async () => {
    // A demo database of its own: it verifies every company the others find unverified.
    const own = await createDemoTestApp();
    try {
      // One registration per NIF/CIF: two of one NIF/CIF contradict each other (the demo's disputed one).
      const unverified = (
        await own.db.select().from(companies).where(eq(companies.verificado, false)).orderBy(companies.id)
      )
        .filter(readyToVerify)
        .filter((company, index, all) => all.findIndex((other) => other.nifCif === company.nifCif) === index);
      expect(unverified.length).toBeGreaterThanOrEqual(2);
      const [verifiedAlready] = await own.db.select().from(companies).where(eq(companies.verificado, true)).limit(1);
      const ids = unverified.map((company) => company.id);
      const answer = await verify([...ids, ids[0], verifiedAlready?.id], await demoToken(own, 'superadmin'), own);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ verificadas: ids.length });
      const now = await own.db.select().from(companies).where(inArray(companies.id, ids));
      expect(now.every((company) => company.verificado)).toBe(true);
      const audit = await own.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company.verify'), inArray(auditLog.entityId, ids.map(String))));
      expect(audit).toHaveLength(ids.length);
      // Each company is told, once, by e-mail, and whether its downloads are open now or once it signs.
      const told = await own.db
        .select()
        .from(outboxMessages)
        .where(
          inArray(
            outboxMessages.idempotencyKey,
            ids.map((id) => `company-verified:${id}`),
          ),
        );
      expect(told).toHaveLength(unverified.filter((company) => company.email).length);
      for (const company of unverified.filter((candidate) => candidate.email)) {
        const mail = told.find((message) => message.recipient === company.email);
        expect(mail?.subject).toBe('Su empresa ya está verificada en Cumplia');
        expect(mail?.bodyText).toContain(
          company.permitirDescarga ? 'Ya puede descargar sus protocolos' : 'Cuando firme sus contratos',
        );
      }
    } finally {
      await own.close();
    }
  });

  it('tells a signed company whose profile lacks answers what is missing before its protocols can be downloaded', async () => {
    const own = await createDemoTestApp();
    try {
      const [company] = await own.db.select().from(companies).where(eq(companies.verificado, false)).limit(1);
      const id = company?.id ?? 0;
      await own.db
        .update(companies)
        .set({ permitirDescarga: true, lopdgdd: true, email: 'sinperfil@example.com' })
        .where(eq(companies.id, id));
      await own.db.delete(complianceProfiles).where(eq(complianceProfiles.companyId, id));
      expect((await verify([id], await demoToken(own, 'superadmin'), own)).statusCode).toBe(200);
      const [mail] = await own.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.idempotencyKey, `company-verified:${id}`));
      expect(mail?.bodyText).not.toContain('Ya puede descargar sus protocolos');
      expect(mail?.bodyText).toContain('nos falta que complete en su área, en «Perfil de cumplimiento»');
      expect(mail?.bodyText).toContain(`- ${PROFILE_NOT_SAVED}`);
    } finally {
      await own.close();
    }
  });

  it('refuses to verify a registration that gave nothing to check yet, naming what it lacks', async () => {
    const [stub] = (await t.db.select().from(companies).where(eq(companies.verificado, false))).filter(
      (company) => !readyToVerify(company),
    );
    expect(stub, 'the demo has a sign-up still waiting for its data').toBeDefined();
    const answer = await verify([stub?.id], superadmin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('COMPANY_NOT_READY_TO_VERIFY');
    expect(answer.json().message).toMatch(/^No se puede verificar .+: le falta el nombre de la persona administradora/);
    const [after] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, stub?.id ?? 0));
    expect(after?.verificado).toBe(false);
  });
});
