import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createServices } from '../platform/services.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createDemoTestDatabase } from '../test-support/demo-template.js';
import { createPostgresDatabase } from '../test-support/test-database.js';

const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';
const SCRIPTS = fileURLToPath(new URL('../../../../scripts/', import.meta.url));
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function runScript(name: string, databaseUrl: string, file: string) {
  return spawnSync(process.execPath, [path.join(SCRIPTS, name), file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

/** Rows per table, and the Verifactu record chain, as a fingerprint of the whole database. */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    counts[table] = Number((await client.query(`select count(*) from "${table}"`)).rows[0].count);
  }
  const chain = (await client.query('select numero, hash, previous_hash from verifactu_records order by id')).rows;
  await client.end();
  return { counts, chain };
}

describe.skipIf(!onPostgres)('backup with pg_dump and restore', { timeout: 120_000 }, () => {
  it('restores the documented backup into an empty database that the product then runs on unchanged', async () => {
    const source = await createDemoTestDatabase();
    cleanup.push(() => source.close());
    const folder = mkdtempSync(path.join(tmpdir(), 'cumplia-backup-'));
    cleanup.push(async () => rmSync(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'cumplia.dump');

    const backup = runScript('db-backup.mjs', source.url ?? '', file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .* tables\)/);

    const target = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    cleanup.push(target.drop);
    const targetUrl = target.url;
    const restore = runScript('db-restore.mjs', targetUrl, file);
    expect(restore.status, restore.stderr).toBe(0);
    const original = await fingerprint(source.url ?? '');
    expect(Object.keys(original.counts).length).toBeGreaterThan(20);
    expect(original.counts.invoices).toBeGreaterThan(0);
    expect(await fingerprint(targetUrl)).toEqual(original);

    // A second restore into a database that already holds the data is refused, leaving it intact.
    expect(runScript('db-restore.mjs', targetUrl, file).status).toBe(1);

    const restored = await openDatabase({ driver: 'postgres', url: targetUrl, poolSize: 2 });
    cleanup.push(() => restored.close());
    await migrateDatabase(restored);
    const app = await buildApp({
      services: createServices(restored.db, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_COST: '1' })),
      database: restored,
      serveWebApp: false,
      logger: false,
    });
    cleanup.push(() => app.close());
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    // Identity sequences came back too: a new row does not collide with a restored one.
    const inserted = await client.query(
      `insert into contact_messages (name, email, phone, message) values ('Tras restaurar', 'r@example.test', '+34600000000', 'ok') returning id`,
    );
    expect(Number(inserted.rows[0].id)).toBeGreaterThan(original.counts.contact_messages ?? 0);
    const login = await client.query(`select password_hash from users where username = '43827164C'`);
    expect(await verify(login.rows[0].password_hash, DEMO_PASSWORD)).toBe(true);
    await client.end();
  });
});
