import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
/** What @fastify/rate-limit hands a store: the plugin's options, and for a route the route it limits. */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
};

/** Ended windows are deleted at most this often by each process. */
const CLEANUP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store over the `rate_limits` table, so that every API process (replica) counts the same
 * hits: one upsert per request increments the counter of the current window atomically, or starts a new window
 * when the last one has ended. Works on both drivers (PGlite and node-postgres). Each route gets its own keys.
 * `now` is the app clock.
 */
export function createRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  let nextCleanup = 0;
  // One upsert per request of a limited route: prepared once (each call only binds its values).
  const ended = sql`${rateLimits.windowEndsAt} <= ${sql.placeholder('at')}::timestamptz`;
  const counting = (windowEndsAt: SQL) =>
    db
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), hits: 1, windowEndsAt: sql.placeholder('windowEndsAt') })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`, windowEndsAt },
      })
      .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  const countHit = counting(
    sql`case when ${ended} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
  ).prepare('rate_limit_hit');
  // With continueExceeding, every hit over the limit starts the window again.
  const countRestarting = counting(
    sql`case when ${ended} or ${rateLimits.hits} + 1 > ${sql.placeholder('max')}::int then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
  ).prepare('rate_limit_hit_restarting');

  async function deleteEndedWindows(at: Date) {
    if (at.getTime() < nextCleanup) return;
    nextCleanup = at.getTime() + CLEANUP_EVERY_MS;
    await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, at));
  }

  async function increment(key: string, timeWindow: number, max: number, continueExceeding: boolean) {
    const at = now();
    const [row] = await (continueExceeding ? countRestarting : countHit).execute({
      key,
      windowEndsAt: new Date(at.getTime() + timeWindow),
      at: at.toISOString(),
      max,
    });
    if (!row) throw new Error('rate limit not counted');
    await deleteEndedWindows(at).catch(() => {
      // A failed clean-up is retried by the next one; it must not fail the request.
    });
    return { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - at.getTime()) };
  }

  async function read(key: string) {
    const at = now();
    const [row] = await db
      .select({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > ${at}`);
    return row ? { current: row.hits, ttl: row.windowEndsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 };
  }

  const settle = (promise: Promise<StoreResult>, callback: StoreCallback) => {
    promise.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return class PostgresRateLimitStore {
    private readonly prefix: string;
    private readonly continueExceeding: boolean;

    constructor(options: StoreOptions = {}, prefix = '') {
      if (options.exponentialBackoff) throw new Error('exponentialBackoff is not supported by the database store');
      this.continueExceeding = options.continueExceeding === true;
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      settle(increment(this.prefix + key, timeWindow, max, this.continueExceeding), callback);
    }

    read(key: string, callback: StoreCallback) {
      settle(read(this.prefix + key), callback);
    }

    /** Typed by the plugin as the route, it receives the route's merged limit options (with `routeInfo`). */
    child(routeOptions: object) {
      const options = routeOptions as StoreOptions;
      const route = options.routeInfo ?? {};
      return new PostgresRateLimitStore(options, `${route.method ?? ''}${route.url ?? ''}:`);
    }
  };
}
