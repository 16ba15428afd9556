import { CSV_UPLOAD_LIMITS, isSpanishMobile, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { agencySmsDays, outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** SMS to one phone in 24 hours, whatever sends them: a number nobody can flood through Cumplia. */
export const SMS_PER_PHONE_PER_DAY = 10;
/** Signing codes one link may ask for in an hour. */
export const CODES_PER_LINK_PER_HOUR = 5;
/**
 * SMS sent in one day for one agency's clients (invitations, signing links, change notices): two CSV files of the
 * largest size, so no real gestoría meets it, and a ceiling on what one agency account, or whoever took it over,
 * can make Cumplia send.
 */
export const SMS_PER_AGENCY_PER_DAY = 2 * CSV_UPLOAD_LIMITS.maxLines;
/** Link SMS one onboarding invitation may have in all (the first, the agency's resends and the reminders). */
export const ONBOARDING_SENDS_PER_INVITATION = 5;

/** Adds `sent` SMS to the agency's count of `day` (locking its row until the transaction ends); answers the new count. */
async function countAgencySms(db: Queryable, agencyId: number, day: string, sent: number): Promise<number> {
  const [counted] = await db
    .insert(agencySmsDays)
    .values({ agencyId, day, sent })
    .onConflictDoUpdate({
      target: [agencySmsDays.agencyId, agencySmsDays.day],
      set: { sent: sql`${agencySmsDays.sent} + ${sent}` },
    })
    .returning({ sent: agencySmsDays.sent });
  return counted?.sent ?? 0;
}

/**
 * The agency SMS of a long transaction (a batch of CSV lines), counted in memory and added to `agency_sms_days`
 * once, by `settle` at the end of the batch. Counted SMS by SMS, the agency's row of the day would stay locked for
 * the whole batch, and every other SMS of the agency (a change notice on an edit, a resend) would wait for it.
 * The quota stays exact: the batch starts from the day's count and refuses what would pass it, and `settle` fails
 * the batch (it rolls back, to be run again from the new count) if other SMS took the rest meanwhile.
 */
export type BatchSmsCount = {
  /** Counts one SMS of the agency, or refuses it past the day's quota. */
  take(agencyId: number): void;
  /** Runs `work` (a savepoint); if it fails, the SMS it counted are given back. */
  within<T>(work: () => Promise<T>): Promise<T>;
  /** Adds the batch's SMS to the day's counts; throws if they no longer fit (the batch must roll back). */
  settle(db: Queryable): Promise<void>;
};

export async function openBatchSmsCount(db: Queryable, agencyIds: number[], now: Date): Promise<BatchSmsCount> {
  const day = todayInMadrid(now);
  const sentBefore = new Map<number, number>();
  if (agencyIds.length > 0) {
    const rows = await db
      .select({ agencyId: agencySmsDays.agencyId, sent: agencySmsDays.sent })
      .from(agencySmsDays)
      .where(and(eq(agencySmsDays.day, day), inArray(agencySmsDays.agencyId, agencyIds)));
    for (const row of rows) sentBefore.set(row.agencyId, row.sent);
  }
  let taken = new Map<number, number>();
  return {
    take(agencyId) {
      const next = (taken.get(agencyId) ?? 0) + 1;
      if ((sentBefore.get(agencyId) ?? 0) + next > SMS_PER_AGENCY_PER_DAY) {
        throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
      }
      taken.set(agencyId, next);
    },
    async within(work) {
      const before = new Map(taken);
      try {
        return await work();
      } catch (error) {
        taken = before;
        throw error;
      }
    },
    async settle(tx) {
      for (const [agencyId, sent] of [...taken].sort(([a], [b]) => a - b)) {
        if ((await countAgencySms(tx, agencyId, day, sent)) > SMS_PER_AGENCY_PER_DAY) {
          throw new Error(`agency ${agencyId}: other SMS used the day's quota during the batch; run it again`);
        }
      }
    },
  };
}

/**
 * Refuses an SMS that must not go: to a number that is not a mobile (`isSpanishMobile`: it would never arrive, yet the screens would say 'SMS enviado'),
 * past the day's SMS to that phone, or past the day's SMS of the agency it is sent for (counted here, so a refusal
 * rolls the count back with the rest, or by the batch that sends it: `BatchSmsCount`). Run before the SMS is
 * queued, in the same transaction.
 */
export async function checkSmsAllowed(
  db: Queryable,
  sms: { phone: string; agencyId: number | null; batch?: BatchSmsCount },
  now: Date,
) {
  if (!isSpanishMobile(sms.phone)) throw new AppError('PHONE_NOT_MOBILE', 422);
  const [sent] = await db
    .select({ value: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'SMS'),
        eq(outboxMessages.recipient, sms.phone),
        gt(outboxMessages.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  if ((sent?.value ?? 0) >= SMS_PER_PHONE_PER_DAY) throw new AppError('SMS_LIMIT_REACHED', 429);
  if (sms.agencyId === null) return;
  if (sms.batch) {
    sms.batch.take(sms.agencyId);
    return;
  }
  if ((await countAgencySms(db, sms.agencyId, todayInMadrid(now), 1)) > SMS_PER_AGENCY_PER_DAY) {
    throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
  }
}
