import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { keysetBatches, listOrder, sortKeyText } from '../../lib/list-order.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { staffCompanySortColumns } from './staff-company-rows.js';

let t: TestApp;
let superadmin: string;
let worker: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const csvLines = (body: Buffer) => body.subarray(3).toString('utf8').trimEnd().split('\r\n');

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('GET /cumplia-core/{admin,worker}/empresas/export', () => {
  it('exports the filtered list in its order for both staff roles', async () => {
    const unverified = await t.db
      .select()
      .from(companies)
      .where(eq(companies.verificado, false))
      .orderBy(asc(companies.nifCif), asc(companies.id));
    expect(unverified.length).toBeGreaterThan(0);
    for (const [area, token] of [
      ['admin', superadmin],
      ['worker', worker],
    ] as const) {
      const answer = await get(
        `/cumplia-core/${area}/empresas/export?formato=csv&verificado=false&sort=nifCif&dir=asc`,
        token,
      );
      expect(answer.statusCode).toBe(200);
      const lines = csvLines(answer.rawPayload);
      expect(lines[0]).toBe(
        'Fecha;Nif/Cif;Razón social;Nombre comercial;Teléfono;Herramientas;Método de pago;Verificada',
      );
      expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(unverified.map((company) => company.nifCif));
      expect(lines.slice(1).every((line) => line.endsWith(';No'))).toBe(true);
    }
  });

  it('is closed to agencies and companies', async () => {
    const agency = await demoToken(t, 'agency');
    const company = await demoToken(t, 'company');
    expect((await get('/cumplia-core/admin/empresas/export?formato=csv', agency)).statusCode).toBe(403);
    expect((await get('/cumplia-core/worker/empresas/export?formato=xlsx', company)).statusCode).toBe(403);
  });
});

describe('keysetBatches', () => {
  it('reads every row once in the list order, even when timestamps differ only in microseconds', async () => {
    const all = await t.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
    // Three companies share the millisecond of their creation; a key read into a Date would skip two of them.
    const [a, b, c] = all;
    await t.db.execute(sql`
      update companies set created_at = timestamptz '2026-11-01 10:00:00.123456+00' + (id % 3) * interval '1 microsecond'
      where id in (${a?.id}, ${b?.id}, ${c?.id})`);
    const query = { sort: 'fecha' as const, dir: 'desc' as const };
    const expected = (
      await t.db
        .select({ id: companies.id })
        .from(companies)
        .orderBy(...listOrder(staffCompanySortColumns, companies.id, query))
    ).map((row) => row.id);
    const seen: number[] = [];
    const batches = keysetBatches(
      staffCompanySortColumns,
      companies.id,
      query,
      async (afterLast, limit) =>
        (
          await t.db
            .select({ id: companies.id, key: sortKeyText(staffCompanySortColumns, 'fecha') })
            .from(companies)
            .where(afterLast)
            .orderBy(desc(companies.createdAt), desc(companies.id))
            .limit(limit)
        ).map((row) => ({ key: row.key, id: row.id, row: row.id })),
      2,
    );
    for await (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch);
    }
    expect(seen).toEqual(expected);
  });
});
