import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when the suite runs in its PostgreSQL project. Dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.CUMPLIA_TEST_DB !== 'postgres') {
    const handle = await openDatabase({ driver: 'pglite' });
    await migrateDatabase(handle);
    // Outage tests close the database themselves; closing it again is not an error here.
    return { ...handle, close: () => handle.close().catch(() => undefined) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project.');
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openDatabase({ driver: 'postgres', url: empty.url, poolSize: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      // Outage tests close the pool themselves; the database is dropped regardless.
      await handle.close().catch(() => undefined);
      await empty.drop();
    },
  };
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

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it (forcing connections out). */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `cumplia_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
