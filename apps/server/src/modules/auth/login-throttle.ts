import { MESSAGES } from '@cumplia/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { loginSourceFailures, loginThrottles, users } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';

/**
 * The login throttle gives an attacker no lock-out button: nothing ever refuses the right password from a
 * connection that has not failed. Failures count per NIF and source (IP): past the free ones, that pair waits
 * a delay that doubles with each failure (1 s, 2 s, 4 s … up to the maximum). Failures on a NIF from every
 * source only make the throttle stricter (each source waits from its first failure) and tell the owner by
 * e-mail. The captcha and the per-IP rate limit stay in front.
 */
type ThrottleSettings = Config['login'];
export type LoginAttempt = { username: string; source: string };

/** Failures are remembered this long after the last one (per pair) or the first one (per NIF). */
export const FAILURE_MEMORY_MS = 24 * 3600_000;

/** The wait after the pair's n-th failure: none for the free ones, then 1 s doubling up to the maximum. */
export function delaySecondsAfter(failures: number, freeFailures: number, maxDelayMinutes: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - freeFailures, 30), maxDelayMinutes * 60);
}

/** The login pair of NIF and source, as every login reads and clears it (prepared: db/prepared-statement.ts). */
const thePair = and(
  eq(loginSourceFailures.username, sql.placeholder('username')),
  eq(loginSourceFailures.source, sql.placeholder('source')),
);
const pairWait = preparedStatement((db) =>
  db
    .select({ retryAt: loginSourceFailures.retryAt })
    .from(loginSourceFailures)
    .where(thePair)
    .prepare('login_pair_wait'),
);
const clearPair = preparedStatement((db) => db.delete(loginSourceFailures).where(thePair).prepare('login_pair_clear'));

/** Refuses an attempt from a source that must still wait after its failures on this NIF (any NIF, known or not). */
export async function assertLoginAllowed(db: Queryable, attempt: LoginAttempt, now: Date) {
  const [pair] = await pairWait(db).execute(attempt);
  if (pair?.retryAt && pair.retryAt > now) {
    const seconds = Math.ceil((pair.retryAt.getTime() - now.getTime()) / 1000);
    throw new AppError('AUTH003', 429, MESSAGES.login.tooManyFailures(seconds));
  }
}

/**
 * Counts a failure for the NIF and for the pair (one upsert each, so concurrent failures all count), sets the
 * pair's wait, and e-mails the owner once a day when the NIF collects many failures.
 */
export async function recordLoginFailure(
  db: Queryable,
  attempt: LoginAttempt,
  now: Date,
  settings: ThrottleSettings,
  mail: Pick<Config, 'publicUrl' | 'provider' | 'secrets'>,
) {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const [perUsername] = await db
    .insert(loginThrottles)
    .values({ username: attempt.username, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.username,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} < ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${forgetBefore} then ${now} else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const usernameFailures = perUsername?.failures ?? 1;
  const underAttack = usernameFailures >= settings.maxFailuresPerUsername;

  const [pair] = await db
    .insert(loginSourceFailures)
    .values({ ...attempt, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [loginSourceFailures.username, loginSourceFailures.source],
      set: {
        failures: sql`case when ${loginSourceFailures.lastFailureAt} < ${forgetBefore} then 1 else ${loginSourceFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginSourceFailures.failures });
  const delay = delaySecondsAfter(
    pair?.failures ?? 1,
    underAttack ? 1 : settings.freeFailures,
    settings.maxDelayMinutes,
  );
  if (delay > 0) {
    await db
      .update(loginSourceFailures)
      .set({ retryAt: new Date(now.getTime() + delay * 1000) })
      .where(and(eq(loginSourceFailures.username, attempt.username), eq(loginSourceFailures.source, attempt.source)));
  }

  if (underAttack) {
    // The mark and the e-mail commit together: a failed enqueue leaves the owner to be told on the next failure.
    await db.transaction((tx) => alertOwnerOnce(tx, attempt.username, usernameFailures, now, mail));
  }
}

/** The owner hears about the failures at most once a day: the mark is taken with a conditional update. */
async function alertOwnerOnce(
  db: Queryable,
  username: string,
  failures: number,
  now: Date,
  mail: Pick<Config, 'publicUrl' | 'provider' | 'secrets'>,
) {
  const alertedBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const marked = await db
    .update(loginThrottles)
    .set({ alertedAt: now })
    .where(
      and(
        eq(loginThrottles.username, username),
        or(isNull(loginThrottles.alertedAt), lt(loginThrottles.alertedAt, alertedBefore)),
      ),
    )
    .returning({ username: loginThrottles.username });
  if (marked.length === 0) return;
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email, enabled: users.enabled })
    .from(users)
    .where(eq(users.username, username));
  if (!owner?.enabled || !owner.email) return;
  await enqueueEmail(db, mail, {
    now,
    idempotencyKey: `failed-logins-alert:${owner.id}:${now.getTime()}`,
    to: owner.email,
    email: templateEmail(
      'intentos-fallidos',
      { nombre: owner.name, usuario: username, intentos: failures, enlace: `${mail.publicUrl}/recuperarcontrasena` },
      mail.provider,
    ),
  });
}

/** A successful login clears its source's failures on the NIF; the NIF's own count stays for the alert. */
export async function clearLoginFailures(db: Queryable, attempt: LoginAttempt) {
  await clearPair(db).execute(attempt);
}

/** Drops the failures nobody needs any more (run by the retention job), so attackers cannot grow the tables. */
export async function forgetOldLoginFailures({ ctx }: { ctx: ActionContext<null> }) {
  const { db } = ctx.services;
  const forgetBefore = new Date(ctx.services.now().getTime() - FAILURE_MEMORY_MS);
  await forgetFailuresBefore(db, forgetBefore);
}

async function forgetFailuresBefore(db: Queryable, forgetBefore: Date) {
  await db.delete(loginSourceFailures).where(lt(loginSourceFailures.lastFailureAt, forgetBefore));
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStartedAt, forgetBefore),
        or(isNull(loginThrottles.alertedAt), lt(loginThrottles.alertedAt, forgetBefore)),
      ),
    );
}
