import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.js';
import { seedDemoData } from '../../db/seed/seed-demo.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;
let worker: string;
const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
  superadmin = (await t.login('43827164C', null, 'Demo-Cumplia-2026')).json().token;
  worker = (await t.login('78451236F', null, 'Demo-Cumplia-2026')).json().token;
});
afterAll(async () => {
  await t.close();
});

describe('staff: new companies and verification', () => {
  it('lists the unverified companies, 7 per page, on both paths', async () => {
    const admin = (await call('GET', '/cumplia-core/admin/empresas?page=0&size=7&verificado=false', superadmin)).json();
    const unverified = await t.db.select().from(companies).where(eq(companies.verificado, false));
    expect(admin.totalElements).toBe(unverified.length);
    expect(admin.content.every((c: { nifCif: string }) => unverified.some((u) => u.nifCif === c.nifCif))).toBe(true);
    expect((await call('GET', '/cumplia-core/worker/empresas?verificado=false', worker)).json().totalElements).toBe(
      unverified.length,
    );
  });

  it('verifies a company once, audited', async () => {
    const [target] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38456786'));
    expect((await call('POST', `/cumplia-core/admin/empresas/${target?.id}/verify`, superadmin)).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, target?.id ?? 0));
    expect(after?.verificado).toBe(true);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.verify'))).toHaveLength(1);
    expect((await call('POST', '/cumplia-core/admin/empresas/999999/verify', superadmin)).statusCode).toBe(404);
  });

  it('refuses agencies, companies and visitors', async () => {
    const agency = (await t.login('45219873X', 'G', 'Demo-Cumplia-2026')).json().token;
    const company = (await t.login('54327891M', 'E', 'Demo-Cumplia-2026')).json().token;
    for (const [method, url] of [
      ['GET', '/cumplia-core/admin/empresas?verificado=false'],
      ['GET', '/cumplia-core/worker/empresas'],
      ['POST', '/cumplia-core/admin/empresas/1/verify'],
    ] as const) {
      expect((await call(method, url, agency)).statusCode).toBe(403);
      expect((await call(method, url, company)).statusCode).toBe(403);
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });
});
