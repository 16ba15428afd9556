import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

type ThrottleSettings = Config['login'];

/** Refuses a login for a username that failed too often recently, whether or not the username exists. */
export async function assertLoginAllowed(db: Queryable, username: string, now: Date) {
  const [throttle] = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.username, username));
  if (throttle?.blockedUntil && throttle.blockedUntil > now) throw new AppError('AUTH003', 429);
}

/**
 * Counts a failure in a sliding window of `blockMinutes`; reaching the maximum blocks the username for
 * `blockMinutes`. One upsert, so concurrent failures are all counted.
 */
export async function recordLoginFailure(db: Queryable, username: string, now: Date, settings: ThrottleSettings) {
  const windowStart = new Date(now.getTime() - settings.blockMinutes * 60_000);
  const blockUntil = new Date(now.getTime() + settings.blockMinutes * 60_000);
  await db
    .insert(loginThrottles)
    .values({ username, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.username,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottles.windowStartedAt} end`,
        blockedUntil: sql`case when ${loginThrottles.windowStartedAt} >= ${windowStart} and ${loginThrottles.failures} + 1 >= ${settings.maxFailuresPerUsername} then ${blockUntil} else ${loginThrottles.blockedUntil} end`,
      },
    });
}

export async function clearLoginFailures(db: Queryable, username: string) {
  await db.delete(loginThrottles).where(eq(loginThrottles.username, username));
}
