import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { fillMissingProfileGaps } from './modules/compliance/index.js';

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite under DATA_DIR, brings its schema up to date and fills
 * the data a migration could not (the kept gaps of profiles saved before they were kept). */
export async function startDatabase(
  config: Pick<Config, 'database'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DatabaseHandle> {
  const { url, poolSize, queryTimeoutMs, dataDir } = config.database;
  const onConnectionError = (error: Error) => log.warn({ err: error }, 'database connection lost');
  const handle = url
    ? await openDatabase({ driver: 'postgres', url, poolSize, queryTimeoutMs, onConnectionError })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await fillMissingProfileGaps(handle.db);
  return handle;
}
