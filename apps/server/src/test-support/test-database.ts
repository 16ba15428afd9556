import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrateDatabase, migrationsFolder } from '../db/migrate.js';

/**
 * What a test database starts as: a name, a fingerprint of everything its content is made from (so a template
 * never outlives the code that built it) and how to build it on an empty database.
 */
export type DatabaseTemplate = {
  name: string;
  fingerprint: () => string;
  build: (handle: DatabaseHandle) => Promise<void>;
};

/** An empty, migrated database. */
export const MIGRATED_TEMPLATE: DatabaseTemplate = {
  name: 'migrated',
  fingerprint: () => migrationsFingerprint(),
  build: migrateDatabase,
};

/**
 * A fresh database for one test file, a copy of `template` (migrated and empty unless told otherwise): in-memory
 * PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs in its
 * PostgreSQL project. Dropped on close. The template is built once per fingerprint (see `pgliteTemplate`,
 * `postgresTemplate`), which saves each test file the start of an empty cluster, the migrations and any data.
 */
export async function createTestDatabase(template: DatabaseTemplate = MIGRATED_TEMPLATE): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const dump = new Blob([readFileSync(await pgliteTemplate(template))]);
    const handle = await openDatabase({ driver: 'pglite', loadDataDir: dump });
    // Outage tests close the database themselves; closing it again is not an error here.
    return { ...handle, close: () => handle.close().catch(() => undefined) };
  }
  const serverUrl = testServerUrl();
  const copy = await createPostgresDatabase(serverUrl, await postgresTemplate(serverUrl, template));
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

/** Which database the test project runs on: embedded PGlite, or the PostgreSQL server of TEST_DATABASE_URL. */
const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.CUMPLIA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function testServerUrl() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project.');
  return serverUrl;
}

/**
 * Builds `templates` for the test project's database unless they are built already, so that no test file waits
 * for one (or times out building it), and marks them used by this run (see STALE_TEMPLATE_MS).
 */
export async function prepareTemplates(templates: DatabaseTemplate[]) {
  const now = new Date();
  for (const template of templates) {
    if (testDatabaseKind() === 'pglite') {
      utimesSync(await pgliteTemplate(template), now, now);
    } else {
      const name = await postgresTemplate(testServerUrl(), template);
      await runOnServer(testServerUrl(), markUsed(name, now));
    }
  }
}

/** Changes whenever a migration is added or edited. */
export function migrationsFingerprint() {
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
 * Builds of a template (other fingerprints) that no test has used for this long are removed when a new build is
 * written. Not at once: another checkout on the machine (a clone running CI beside a working copy) may be using
 * its own build right now.
 */
const STALE_TEMPLATE_MS = 24 * 3600_000;

/** The statement that records on a template database when a run last used it: its comment, as ISO text. */
const markUsed = (database: string, at: Date) => `comment on database ${database} is '${at.toISOString()}'`;

/**
 * The file holding the data directory of a PGlite cluster built from `template`, dumped once to the system's temporary directory
 * and loaded by every test file (written under a temporary name and renamed, so parallel test files never read
 * half a file). Stale dumps of the same template are removed as a new one is written.
 */
async function pgliteTemplate(template: DatabaseTemplate): Promise<string> {
  const prefix = `cumplia-pglite-${template.name}-`;
  const file = path.join(tmpdir(), `${prefix}${template.fingerprint()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ driver: 'pglite' });
    await template.build(handle);
    // The drizzle database keeps its driver's client; dumping is PGlite's own.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    const unusedSince = Date.now() - STALE_TEMPLATE_MS;
    for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(prefix) && entry.endsWith('.tar'))) {
      const other = path.join(tmpdir(), name);
      if (other !== file && (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? unusedSince) < unusedSince) {
        rmSync(other, { force: true });
      }
    }
  }
  return file;
}

/** An arbitrary constant: the advisory lock under which one test process builds a PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 734_215_002;

/**
 * A database built from `template` on the server, to copy with `CREATE DATABASE ... TEMPLATE`. Built under a
 * temporary name and renamed when complete, under an advisory lock, so parallel test files build it once and
 * never copy half of one. Stale builds of the same template (their comment says when a run last used them) are
 * dropped as a new one is built.
 */
async function postgresTemplate(serverUrl: string, template: DatabaseTemplate): Promise<string> {
  const prefix = `cumplia_template_${template.name}_`;
  const name = `${prefix}${template.fingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = await createPostgresDatabase(serverUrl);
      const handle = await openDatabase({ driver: 'postgres', url: building.url, poolSize: 1 });
      await template.build(handle);
      await handle.close();
      await admin.query(`alter database ${building.name} rename to ${name}`);
      await admin.query(markUsed(name, new Date()));
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database
          where starts_with(datname, $1) and datname <> $2
            and coalesce(shobj_description(oid, 'pg_database'), '') < $3`,
        [prefix, name, new Date(Date.now() - STALE_TEMPLATE_MS).toISOString()],
      );
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * A fresh test database (a copy of `template`) with a client of its own and a `count(*)` shortcut, for tests that
 * watch what other processes do to it.
 */
export async function createWatchedTestDatabase(template: DatabaseTemplate = MIGRATED_TEMPLATE) {
  const handle = await createTestDatabase(template);
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
  await runOnServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** One statement on its own connection to the server of `serverUrl`. */
async function runOnServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
