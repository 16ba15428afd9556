import { mkdirSync } from 'node:fs';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withTransactionRetry } from '../lib/transaction-retry.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** The PostgreSQL URL, for work that needs its own connection (migration lock). */
  url?: string;
  ping(): Promise<void>;
  /** The connection pool's state (PostgreSQL only: the embedded database has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** A query with no answer for this long fails (a network partition must not hang requests). */
      queryTimeoutMs?: number;
      /** Told of a connection the pool lost (database restart, a terminated backend); the process goes on. */
      onConnectionError?: (error: Error) => void;
    }
  | {
      driver: 'pglite';
      dataDir?: string;
      /** Start from a dumped data directory (`PGlite.dumpDataDir`) instead of an empty cluster. */
      loadDataDir?: Blob;
    };

/**
 * Every transaction opened on the database runs again when PostgreSQL aborts it as a deadlock victim or for a
 * serialization failure (transaction-retry.ts), so no write path answers 500 for a conflict a second attempt
 * resolves. Savepoints (`tx.transaction`) are part of their transaction and are not retried alone.
 */
function retryingTransactions(db: Database): Database {
  const open = db.transaction.bind(db);
  db.transaction = ((run, config) => withTransactionRetry(() => open(run, config))) as Database['transaction'];
  return db;
}

/** PostgreSQL through node-postgres when a URL is given; otherwise embedded PGlite (in memory without a dir). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      query_timeout: options.queryTimeoutMs ?? 30_000,
      keepAlive: true,
    });
    // A client losing its connection (database restart, a terminated backend) emits 'error'; without a listener
    // that kills the process. Idle clients report through the pool; a client checked out by a transaction
    // reports on itself, and its pending query fails with the same error, which the request answers with 503.
    const connectionLost = options.onConnectionError ?? (() => {});
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = retryingTransactions(drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database);
    return {
      db,
      driver: 'postgres',
      url: options.url,
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  // Loaded only here: the production image leaves the embedded database out, and production never opens it.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = retryingTransactions(drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database);
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
