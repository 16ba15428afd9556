import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, companies } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

type Company = { id: number; nifCif: string; nombreComercial: string; razonSocial: string };

let t: TestApp;
let atlantica: string;
let superadmin: string;
let worker: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
/** Byte order, as PostgreSQL's C collation of the test databases and the index compare. */
const byText = (key: (company: Company) => string) => (a: Company, b: Company) =>
  key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id;

beforeAll(async () => {
  t = await createDemoTestApp();
  atlantica = await demoToken(t, 'agency');
  superadmin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('GET /cumplia-core/gestorias/my/empresas: sorting', () => {
  it("sorts the agency's own companies by name and NIF/CIF both ways, and by date by default", async () => {
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451'));
    const own = await t.db
      .select()
      .from(companies)
      .where(eq(companies.agencyId, agency?.id ?? 0));
    expect(own.length).toBeGreaterThan(2);
    const list = async (query: string) =>
      (await get(`/cumplia-core/gestorias/my/empresas?size=100&${query}`, atlantica))
        .json()
        .content.map((company: Company) => company.id);

    const byName = [...own].sort(byText((company) => company.nombreComercial)).map((company) => company.id);
    expect(await list('sort=empresa&dir=asc')).toEqual(byName);
    expect(await list('sort=empresa&dir=desc')).toEqual([...byName].reverse());
    const byNif = [...own].sort(byText((company) => company.nifCif)).map((company) => company.id);
    expect(await list('sort=nifCif&dir=asc')).toEqual(byNif);
    const newest = [...own]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((company) => company.id);
    expect(await list('')).toEqual(newest);
  });

  it('refuses a sort key that is not one of the list', async () => {
    const answer = await get('/cumplia-core/gestorias/my/empresas?sort=num_cuenta', atlantica);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /cumplia-core/{admin,worker}/empresas: sorting', () => {
  it('sorts every company by razón social for both staff roles, and is closed to agencies', async () => {
    const all = await t.db.select().from(companies);
    const expected = [...all].sort(byText((company) => company.razonSocial)).map((company) => company.id);
    for (const [area, token] of [
      ['admin', superadmin],
      ['worker', worker],
    ] as const) {
      const answer = (await get(`/cumplia-core/${area}/empresas?size=100&sort=empresa&dir=asc`, token)).json();
      expect(answer.content.map((company: Company) => company.id)).toEqual(expected);
    }
    const page = (await get('/cumplia-core/admin/empresas?size=2&page=1&sort=nifCif&dir=desc', superadmin)).json();
    const byNifDesc = [...all].sort(byText((company) => company.nifCif)).reverse();
    expect(page.content.map((company: Company) => company.id)).toEqual(byNifDesc.slice(2, 4).map((c) => c.id));
    expect((await get('/cumplia-core/admin/empresas?sort=empresa', atlantica)).statusCode).toBe(403);
    expect((await get('/cumplia-core/admin/empresas?sort=dni', superadmin)).statusCode).toBe(400);
  });
});

describe('GET /cumplia-core/gestorias/my/renovaciones: sorting', () => {
  it('sorts the renewals of its companies by start date and by company name', async () => {
    type Renewal = { id: number; fechaInicio: string; empresa: { nombreComercial: string } };
    const list = async (query: string): Promise<Renewal[]> =>
      (await get(`/cumplia-core/gestorias/my/renovaciones?size=100&${query}`, atlantica)).json().content;
    const byStart = await list('sort=fechaInicio&dir=asc');
    expect(byStart.length).toBeGreaterThan(1);
    const starts = byStart.map((renewal) => renewal.fechaInicio);
    expect(starts).toEqual([...starts].sort());
    const byName = (await list('sort=empresa&dir=desc')).map((renewal) => renewal.empresa.nombreComercial);
    expect(byName).toEqual([...byName].sort().reverse());
    expect((await get('/cumplia-core/gestorias/my/renovaciones?sort=precio', atlantica)).statusCode).toBe(400);
  });
});
