import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when the suite runs in its PostgreSQL project. Dropped on close.
 * Both are copies of one template migrated once per set of migrations (see `migratedTemplate*`), which saves
 * each test file the start of an empty cluster and the migrations.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.CUMPLIA_TEST_DB !== 'postgres') {
    const handle = await openDatabase({ driver: 'pglite', loadDataDir: await migratedPgliteTemplate() });
    // Outage tests close the database themselves; closing it again is not an error here.
    return { ...handle, close: () => handle.close().catch(() => undefined) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project.');
  const copy = await createPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl));
  const handle = await openDatabase({ driver: 'postgres', url: copy.url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      // Outage tests close the pool themselves; the database is dropped regardless.
      await handle.close().catch(() => undefined);
      await copy.drop();
    },
  };
}

/** Changes whenever a migration is added or edited, so a template never outlives the schema it was made from. */
function migrationsFingerprint() {
  const hash = createHash('sha256');
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json')
        hash.update(name).update(readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The data directory of a migrated PGlite cluster, dumped once to the system's temporary directory and loaded
 * by every test file (written under a temporary name and renamed, so parallel test files never read half a
 * file).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `cumplia-pglite-template-${migrationsFingerprint()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ driver: 'pglite' });
    await migrateDatabase(handle);
    // The drizzle database keeps its driver's client; dumping is PGlite's own.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** An arbitrary constant: the advisory lock under which one test process builds the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 734_215_002;

/**
 * A migrated database on the server to copy with `CREATE DATABASE ... TEMPLATE`. Built under a temporary name
 * and renamed when complete, under an advisory lock, so parallel test files build it once and never copy half
 * of one.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `cumplia_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = await createPostgresDatabase(serverUrl);
      const handle = await openDatabase({ driver: 'postgres', url: building.url, poolSize: 1 });
      await migrateDatabase(handle);
      await handle.close();
      await admin.query(`alter database ${building.name} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * A fresh test database with a client of its own and a `count(*)` shortcut, for tests that watch what other
 * processes do to it.
 */
export async function createWatchedTestDatabase() {
  const handle = await createTestDatabase();
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  return {
    url: handle.url ?? '',
    db: handle.db,
    client,
    count: async (query: string) => Number((await client.query(query)).rows[0]?.count ?? 0),
    close: async () => {
      await client.end();
      await handle.close();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (empty, or a copy of `template`), and how to drop it
 * (forcing connections out).
 */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `cumplia_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
