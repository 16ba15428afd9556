import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';
import { processLogger } from '../lib/process-logger.js';
import { keepIssuerOfEarlierInvoices } from '../modules/invoices/index.js';
import { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_STAFF } from '../seed/demo-data.js';
import { startDatabase } from '../start-database.js';
import { createTestApp } from '../test-support/test-app.js';
import { createPostgresDatabase } from '../test-support/test-database.js';

/**
 * An upgrade as docs/operations.md describes it, from each release kept in testdata/releases (the data that
 * release's own code left in PostgreSQL, captured with scripts/capture-release-data.mjs): restore it, run the new
 * release's migrations, and use the product on it. The migrations a release adds must also let the previous
 * release keep running until its processes are replaced (expand, then contract), so they may not drop, rename or
 * retype anything it uses, nor add a NOT NULL column it would not fill, unless the migration says why with a
 * `-- contract:` line.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const releasesDir = path.join(repoRoot, 'testdata/releases');
const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';

type ReleaseManifest = { release: string; commit: string; migrations: string[]; rows: Record<string, number> };
const releases = readdirSync(releasesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(releasesDir, file), 'utf8')) as ReleaseManifest);
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const currentMigrations = journal.entries.map((entry) => entry.tag);

/** What would break the previous release while it still runs on the migrated schema. */
const BREAKING_STATEMENTS: [RegExp, string][] = [
  [/\bdrop\s+(table|column|type|view|function)\b/i, 'drops what the running release may use'],
  [/\brename\b/i, 'renames what the running release names'],
  [/\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, 'retypes a column the running release writes'],
  [/\balter\s+column\s+\S+\s+set\s+not\s+null\b/i, 'makes a column the running release may leave empty required'],
];

/** Why a migration's statements would break the release before it (empty: it only expands the schema). */
function breakingStatements(sqlText: string): string[] {
  if (/^--\s*contract:\s*\S/m.test(sqlText)) return [];
  return sqlText
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .flatMap((statement) => {
      const found = BREAKING_STATEMENTS.filter(([pattern]) => pattern.test(statement)).map(([, why]) => why);
      const addsRequiredColumn =
        /\badd\s+column\b/i.test(statement) &&
        /\bnot\s+null\b/i.test(statement) &&
        !/\b(default|generated\s+(always|by\s+default))\b/i.test(statement);
      if (addsRequiredColumn) found.push('adds a required column the running release would not fill');
      return found.map((why) => `${why}: ${statement.slice(0, 120)}`);
    });
}

describe('migrations a release adds are expand-only', () => {
  it('flags what would break the running release, and accepts additions and a stated contract', () => {
    expect(breakingStatements('ALTER TABLE "companies" DROP COLUMN "fax";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "companies" RENAME COLUMN "nombre" TO "name";')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "invoices" ALTER COLUMN "numero" SET DATA TYPE text;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "invoices" ALTER COLUMN "serie" SET NOT NULL;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "companies" ADD COLUMN "iban" text NOT NULL;')).toHaveLength(1);
    expect(breakingStatements('ALTER TABLE "companies" ADD COLUMN "n" integer DEFAULT 0 NOT NULL;')).toEqual([]);
    expect(breakingStatements('CREATE INDEX "x" ON "companies" ("localidad");')).toEqual([]);
    expect(
      breakingStatements(
        '-- contract: release 2026-12 stopped reading fax\nALTER TABLE "companies" DROP COLUMN "fax";',
      ),
    ).toEqual([]);
  });

  for (const release of releases) {
    it(`has none that would break release ${release.release} while it still runs`, () => {
      const added = currentMigrations.filter((tag) => !release.migrations.includes(tag));
      const breaking = added.flatMap((tag) =>
        breakingStatements(readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')).map(
          (why) => `${tag}: ${why}`,
        ),
      );
      expect(breaking).toEqual([]);
    });
  }
});

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!onPostgres)('an upgrade from a release kept in testdata/releases', { timeout: 180_000 }, () => {
  for (const release of releases) {
    it(`restores ${release.release}'s data, migrates it, and the product runs on it with nothing lost`, async () => {
      // A release's migrations are the prefix of today's: none was edited or removed since.
      expect(currentMigrations.slice(0, release.migrations.length)).toEqual(release.migrations);

      const target = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      cleanup.push(target.drop);
      const restore = spawnSync(
        process.execPath,
        [path.join(repoRoot, 'scripts/db-restore.mjs'), path.join(releasesDir, `${release.release}.dump`)],
        { env: { ...process.env, DATABASE_URL: target.url }, encoding: 'utf8' },
      );
      expect(restore.status, restore.stderr).toBe(0);

      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      cleanup.push(() => client.end());
      const applied = async () =>
        Number((await client.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count);
      expect(await applied()).toBe(release.migrations.length);

      // The new release's one-shot step (run-migrations.ts does exactly this).
      const migrated = await startDatabase(
        { database: { url: target.url, poolSize: 2, queryTimeoutMs: 30_000, dataDir: '' } },
        processLogger('warn', 'migrations'),
      );
      await migrated.close();
      expect(await applied()).toBe(currentMigrations.length);
      for (const [table, rows] of Object.entries(release.rows)) {
        const now = Number((await client.query(`select count(*) from public."${table}"`)).rows[0].count);
        expect(now, table).toBe(rows);
      }

      // What the schema keeps (each company's invoice money) matches a fresh computation over the restored rows.
      const keptMoney = 'select id, returned_invoices, latest_invoice_pending from companies order by id';
      const kept = (await client.query(keptMoney)).rows;
      await client.query('select refresh_company_invoice_money(array(select id from companies))');
      expect((await client.query(keptMoney)).rows).toEqual(kept);
      expect(kept.some((company) => company.returned_invoices > 0)).toBe(true);

      const database = await openDatabase({ driver: 'postgres', url: target.url, poolSize: 4 });
      const t = await createTestApp({}, { database });
      cleanup.push(t.close);
      // The start-up step gives every invoice of the release the issuer configured now; the money kept does not move.
      expect(await keepIssuerOfEarlierInvoices(database.db, t.config.provider, new Date())).toBe(release.rows.invoices);
      expect(await keepIssuerOfEarlierInvoices(database.db, t.config.provider, new Date())).toBe(0);
      expect((await client.query(keptMoney)).rows).toEqual(kept);

      const staffLogin = await t.login(DEMO_STAFF[0]?.username ?? '', null, DEMO_PASSWORD);
      expect(staffLogin.statusCode, staffLogin.body).toBe(200);
      const staff = staffLogin.json() as { token: string };
      const board = await t.app.inject({
        method: 'GET',
        url: '/cumplia-core/admin/clientes?page=0&size=50',
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(board.statusCode, board.body).toBe(200);
      expect(board.json().totalElements).toBe(release.rows.companies);

      const invoiced = await client.query(
        'select c.nif_cif, count(*)::int as invoices from invoices i join companies c on c.id = i.company_id group by 1 order by 2 desc limit 1',
      );
      const { nif_cif: cifNif, invoices } = invoiced.rows[0];
      const list = await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/admin/facturas-detalladas?cifNif=${cifNif}&page=0&size=50`,
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().totalElements).toBe(invoices);

      const agencyUser = DEMO_AGENCIES[0]?.user.username ?? '';
      const login = await t.login(agencyUser, 'G', DEMO_PASSWORD);
      expect(login.statusCode, login.body).toBe(200);
      const companies = await t.app.inject({
        method: 'GET',
        url: '/cumplia-core/gestorias/my/empresas?page=0&size=50',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(companies.statusCode, companies.body).toBe(200);
      expect(companies.json().totalElements).toBeGreaterThan(0);
    });
  }
});
