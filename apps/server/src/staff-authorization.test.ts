import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/demo-data.js';
import { seedDemoData } from './db/seed/seed-demo.js';
import { routeTable } from './test-support/route-table.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;

/** What only the superadmin may do: money (remittance, SEPA, rectification), logins and roles, the audit log. */
const SUPERADMIN_ONLY = [
  'PUT /admin/facturas/:id/marcar-facturada',
  'PUT /admin/facturas/:id/fecha-facturar',
  'POST /admin/facturas/:id/rectificar',
  'POST /admin/facturas/sepa',
  'POST /admin/facturas/:id/sepa',
  'GET /admin/facturas/sepa/cuentas',
  'POST /admin/empresas/:id/verify',
  'POST /admin/gestorias',
  'GET /admin/gestorias/users',
  'POST /admin/gestorias/:id/users',
  'GET /admin/users/:id',
  'PUT /admin/users/:id',
  'DELETE /admin/users/:id',
  'GET /admin/roles',
  'GET /admin/auditoria',
];

const SAMPLE_PARAMS: Record<string, string> = { type: 'LOPD', tool: 'lopdgdd', tipo: 'lopd' };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('staff endpoints, from the route table', () => {
  it('refuse visitors (401) and agency and company users (403) on every /admin and /worker route', async () => {
    const agency = (await t.login('45219873X', 'G', DEMO_PASSWORD)).json().token;
    const company = (await t.login('54327891M', 'E', DEMO_PASSWORD)).json().token;
    const staffRoutes = routeTable(t.app).filter((route) => /^\/cumplia-core\/(admin|worker)\//.test(route.url));
    expect(staffRoutes.length).toBeGreaterThan(55);
    for (const route of staffRoutes) {
      const url = concrete(route.url);
      const send = (token?: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      expect((await send()).statusCode, `${route.method} ${url} anonymous`).toBe(401);
      expect((await send(agency)).statusCode, `${route.method} ${url} agency`).toBe(403);
      expect((await send(company)).statusCode, `${route.method} ${url} company`).toBe(403);
    }
  });

  it('refuse the worker (403) on exactly the superadmin-only routes', async () => {
    const worker = (await t.login('78451236F', null, DEMO_PASSWORD)).json().token;
    const refused: string[] = [];
    for (const route of routeTable(t.app).filter((entry) => entry.url.startsWith('/cumplia-core/admin/'))) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${worker}` },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode === 403) refused.push(`${route.method} ${route.url.replace('/cumplia-core', '')}`);
    }
    expect(refused.sort()).toEqual([...SUPERADMIN_ONLY].sort());
  });
});
