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

/** SMS queued to each of `phones` in the 24 hours before `now`, in one query (phones with none are absent). */
async function smsSentToPhones(db: Queryable, phones: string[], now: Date): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: outboxMessages.recipient, sent: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'SMS'),
        inArray(outboxMessages.recipient, phones),
        gt(outboxMessages.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .groupBy(outboxMessages.recipient);
  return new Map(rows.map((row) => [row.phone, Number(row.sent)]));
}

/** Why an SMS to `phone` must not go, given the SMS sent to it in the last 24 hours; null when it may. */
function phoneRefusal(phone: string, sentToPhone: number): AppError | null {
  if (!isSpanishMobile(phone)) return new AppError('PHONE_NOT_MOBILE', 422);
  if (sentToPhone >= SMS_PER_PHONE_PER_DAY) return new AppError('SMS_LIMIT_REACHED', 429);
  return null;
}

/**
 * The SMS a batch may send (a batch of CSV lines, or one 'Alta'): the limits of `checkSmsAllowed`, read once for
 * every phone and agency of the batch and counted in memory. The agency's count of the day is written once, by
 * `settle` at the end of the batch: counted SMS by SMS, the agency's row of the day would stay locked for the whole
 * batch, and every other SMS of the agency (a change notice on an edit, a resend) would wait for it. The quotas
 * stay exact: the batch starts from the day's counts and refuses what would pass them, and `settle` refuses the
 * batch (it rolls back) if other SMS took the rest of the agency's quota meanwhile.
 */
export type SmsQuota = {
  /** Takes one SMS to `phone` for `agencyId`; answers its refusal (and takes nothing) when a limit is reached. */
  take(sms: { phone: string; agencyId: number }): AppError | null;
  /** Adds the batch's SMS to the agencies' counts of the day; throws if they no longer fit. */
  settle(db: Queryable): Promise<void>;
};

export async function openSmsQuota(
  db: Queryable,
  batch: { phones: string[]; agencyIds: number[] },
  now: Date,
): Promise<SmsQuota> {
  const day = todayInMadrid(now);
  const agencyIds = [...new Set(batch.agencyIds)];
  const agencySentBefore = new Map<number, number>();
  if (agencyIds.length > 0) {
    const rows = await db
      .select({ agencyId: agencySmsDays.agencyId, sent: agencySmsDays.sent })
      .from(agencySmsDays)
      .where(and(eq(agencySmsDays.day, day), inArray(agencySmsDays.agencyId, agencyIds)));
    for (const row of rows) agencySentBefore.set(row.agencyId, row.sent);
  }
  const phoneSent = await smsSentToPhones(db, [...new Set(batch.phones)], now);
  const taken = new Map<number, number>();
  return {
    take({ phone, agencyId }) {
      const toPhone = phoneSent.get(phone) ?? 0;
      const refusal = phoneRefusal(phone, toPhone);
      if (refusal) return refusal;
      const forAgency = (taken.get(agencyId) ?? 0) + 1;
      if ((agencySentBefore.get(agencyId) ?? 0) + forAgency > SMS_PER_AGENCY_PER_DAY) {
        return new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
      }
      phoneSent.set(phone, toPhone + 1);
      taken.set(agencyId, forAgency);
      return null;
    },
    async settle(tx) {
      for (const [agencyId, sent] of [...taken].sort(([a], [b]) => a - b)) {
        if ((await countAgencySms(tx, agencyId, day, sent)) > SMS_PER_AGENCY_PER_DAY) {
          throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
        }
      }
    },
  };
}

/**
 * Refuses an SMS that must not go: to a number that is not a mobile (`isSpanishMobile`: it would never arrive, yet the screens would say 'SMS enviado'),
 * past the day's SMS to that phone, or past the day's SMS of the agency it is sent for (counted here, so a refusal
 * rolls the count back with the rest; a batch counts with `SmsQuota`). Run before the SMS is queued, in the same
 * transaction.
 */
export async function checkSmsAllowed(db: Queryable, sms: { phone: string; agencyId: number | null }, now: Date) {
  const refusal = phoneRefusal(sms.phone, (await smsSentToPhones(db, [sms.phone], now)).get(sms.phone) ?? 0);
  if (refusal) throw refusal;
  if (sms.agencyId === null) return;
  if ((await countAgencySms(db, sms.agencyId, todayInMadrid(now), 1)) > SMS_PER_AGENCY_PER_DAY) {
    throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
  }
}
