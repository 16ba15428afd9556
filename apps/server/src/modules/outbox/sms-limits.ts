import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** SMS to one phone in 24 hours, whatever sends them: a number nobody can flood through Cumplia. */
export const SMS_PER_PHONE_PER_DAY = 10;
/** Signing codes one link may ask for in an hour. */
export const CODES_PER_LINK_PER_HOUR = 5;
/**
 * SMS sent in 24 hours for one agency's clients (invitations, signing links, change notices): enough for a large
 * gestoría's busiest day, and a ceiling on what one agency account, or whoever took it over, can make Cumplia send.
 */
export const SMS_PER_AGENCY_PER_DAY = 2_000;
/** Link SMS one onboarding invitation may have in all (the first, the agency's resends and the reminders). */
export const ONBOARDING_SENDS_PER_INVITATION = 5;

/** Spanish fixed-line numbers (8xx and 9xx) cannot receive SMS. */
export const isSpanishLandline = (phone: string) => /^\+34[89]\d{8}$/.test(phone);

/**
 * Refuses an SMS that must not go: to a landline (it would never arrive, yet the screens would say 'SMS enviado'),
 * past the day's SMS to that phone, or past the day's SMS of the agency it is sent for. Run before the SMS is
 * queued, in the same transaction.
 */
export async function checkSmsAllowed(db: Queryable, sms: { phone: string; agencyId: number | null }, now: Date) {
  if (isSpanishLandline(sms.phone)) throw new AppError('PHONE_NOT_MOBILE', 422);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  if ((await smsSince(db, eq(outboxMessages.recipient, sms.phone), dayAgo)) >= SMS_PER_PHONE_PER_DAY) {
    throw new AppError('SMS_LIMIT_REACHED', 429);
  }
  if (
    sms.agencyId !== null &&
    (await smsSince(db, eq(outboxMessages.agencyId, sms.agencyId), dayAgo)) >= SMS_PER_AGENCY_PER_DAY
  ) {
    throw new AppError('AGENCY_SMS_LIMIT_REACHED', 429);
  }
}

async function smsSince(db: Queryable, whose: SQL, since: Date) {
  const [sent] = await db
    .select({ value: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'SMS'), whose, gt(outboxMessages.createdAt, since)));
  return sent?.value ?? 0;
}
