import { CSV_UPLOAD_LIMITS, isSpanishMobile, todayInMadrid } from '@cumplia/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
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

/**
 * Refuses an SMS that must not go: to a number that is not a mobile (`isSpanishMobile`: it would never arrive, yet the screens would say 'SMS enviado'),
 * past the day's SMS to that phone, or past the day's SMS of the agency it is sent for (counted here, so a refusal
 * rolls the count back with the rest). Run before the SMS is queued, in the same transaction.
 */
export async function checkSmsAllowed(db: Queryable, sms: { phone: string; agencyId: number | null }, now: Date) {
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
  const [day] = await db
    .insert(agencySmsDays)
    .values({ agencyId: sms.agencyId, day: todayInMadrid(now), sent: 1 })
    .onConflictDoUpdate({
      target: [agencySmsDays.agencyId, agencySmsDays.day],
      set: { sent: sql`${agencySmsDays.sent} + 1` },
    })
    .returning({ sent: agencySmsDays.sent });
  if ((day?.sent ?? 0) > SMS_PER_AGENCY_PER_DAY) throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
}
