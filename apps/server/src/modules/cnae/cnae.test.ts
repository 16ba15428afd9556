import { readFileSync } from 'node:fs';
import { CNAE_2009_SUCCESSORS, CNAE_2025_CLASSES } from '@cumplia/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, companies } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { cnaeClass, searchCnae } from './cnae-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const codes = (text: string) => searchCnae(text).map((option) => option.codigo);

describe('the CNAE-2025 search', () => {
  it('finds an activity by the start of its words, accents and capitals aside', () => {
    expect(codes('ferreter')).toContain('4752');
    expect(codes('FERRETERÍA')).toContain('4752');
    expect(codes('panaderia').slice(0, 3)).toContain('1071');
    expect(codes('fisioterapia')).toEqual(['8695']);
    // Every word typed must be in the title: 'reparación vehículos' is the garage, not the other repairs.
    expect(codes('reparacion vehiculos motor')).toContain('9531');
    expect(codes('xyzzy')).toEqual([]);
    // No title has every word: the ones with the most of them ('obrador' is in none, 'pan' leads to bread).
    expect(codes('obrador pan')[0]).toBe('1071');
    // Everyday words stand for the titles' own (sinonimos.tsv).
    expect(codes('taller coches')[0]).toBe('9531');
    expect(codes('dentista')).toEqual(['8623']);
    expect(codes('gestoría')).toContain('6920');
    expect(codes('de la')).toEqual([]);
  });

  it('finds classes by code, and turns a CNAE-2009 code into the classes it became', () => {
    expect(cnaeClass('47.52')?.titulo).toBe(searchCnae('4752')[0]?.titulo);
    expect(codes('862')).toEqual(['8621', '8622', '8623']);
    // 45.20 (vehicle repair) moved to 95.31 in CNAE-2025; 86.90 was split into seven classes.
    expect(searchCnae('4520')).toContainEqual(expect.objectContaining({ codigo: '9531', cnae2009: '4520' }));
    expect(searchCnae('8690').filter((option) => option.cnae2009 === '8690')).toHaveLength(7);
    expect(cnaeClass('8690')).toBeNull();
  });

  it('answers the forms without a session, and refuses an over-long query with the catalogue error', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/cumplia-core/public/cnae?q=${encodeURIComponent('ferretería')}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().resultados).toContainEqual(expect.objectContaining({ codigo: '4752', cnae2009: null }));
    const tooLong = await t.app.inject({ method: 'GET', url: `/cumplia-core/public/cnae?q=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_ERROR');
  });
});

/** The pairs of an INE table, read here on their own so the check does not lean on the catalogue's reading. */
const tablePairs = (file: string) =>
  readFileSync(new URL(`./cnae-data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').slice(0, 2) as [string, string]);

describe("the shared CNAE rule's classes", () => {
  it('are the INE tables: every CNAE-2025 class, and the successors of each CNAE-2009 class that is gone', () => {
    const current = tablePairs('cnae2025.tsv').map(([code]) => code);
    expect([...CNAE_2025_CLASSES].sort()).toEqual(current.sort());
    const gone = new Map<string, string[]>();
    for (const [former, successor] of tablePairs('cnae2009-to-2025.tsv')) {
      if (!CNAE_2025_CLASSES.has(former)) gone.set(former, [...(gone.get(former) ?? []), successor]);
    }
    expect(new Map([...CNAE_2009_SUCCESSORS].map(([former, successors]) => [former, [...successors]]))).toEqual(gone);
  });
});

describe('migration 0061', () => {
  it('stores a CNAE-2009 class that became one class as that class, and leaves split codes and titles as they are', async () => {
    const stored = { '45.20': '9531', '4520': '9531', '8690': '8690', Panadería: 'Panadería', '4752': '4752' };
    const ids: number[] = [];
    for (const cnae of Object.keys(stored)) {
      const { companyId } = await t.factories.companyUser();
      await t.db.update(companies).set({ cnae }).where(eq(companies.id, companyId));
      ids.push(companyId);
    }
    const { agencyId } = await t.factories.agencyUser();
    await t.db.update(agencies).set({ cnae: '45.20' }).where(eq(agencies.id, agencyId));
    const migration = readFileSync(new URL('../../db/migrations/0061_cnae_2025.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const after = await t.db
      .select({ id: companies.id, cnae: companies.cnae })
      .from(companies)
      .where(inArray(companies.id, ids));
    expect(ids.map((id) => after.find((row) => row.id === id)?.cnae)).toEqual(Object.values(stored));
    const [agency] = await t.db.select({ cnae: agencies.cnae }).from(agencies).where(eq(agencies.id, agencyId));
    expect(agency?.cnae).toBe('9531');
  });
});
