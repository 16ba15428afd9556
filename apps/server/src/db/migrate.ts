import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client.js';

/** Beside this module in the source tree, and copied beside the bundle by the build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory lock that serialises migrations when several replicas start at once. */
const MIGRATION_LOCK_KEY = 734_215_001;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite' || !handle.url) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: each migrator takes its own driver's database type.
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  // A connection of its own, without the pool's query timeout: a migration that rewrites a large table (adding a
  // stored column to a million invoices) takes longer than any request may. It holds the lock and runs them.
  const lockClient = new pg.Client({ connectionString: handle.url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzle(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end();
  }
}
