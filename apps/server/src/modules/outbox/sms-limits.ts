import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** SMS to one phone in 24 hours, whatever sends them: a number nobody can flood through Cumplia. */
export const SMS_PER_PHONE_PER_DAY = 10;
/** Signing codes one link may ask for in an hour. */
export const CODES_PER_LINK_PER_HOUR = 5;
/** Link SMS one onboarding invitation may have in all (the first, the agency's resends and the reminders). */
export const ONBOARDING_SENDS_PER_INVITATION = 5;

/** Spanish fixed-line numbers (8xx and 9xx) cannot receive SMS. */
export const isSpanishLandline = (phone: string) => /^\+34[89]\d{8}$/.test(phone);

/**
 * Refuses an SMS that must not go: to a landline (it would never arrive, yet the screens would say 'SMS enviado'),
 * or past the day's SMS to that phone. Run before the SMS is queued, in the same transaction.
 */
export async function checkSmsAllowed(db: Queryable, phone: string, now: Date) {
  if (isSpanishLandline(phone)) throw new AppError('PHONE_NOT_MOBILE', 422);
  const [sent] = await db
    .select({ value: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'SMS'),
        eq(outboxMessages.recipient, phone),
        gt(outboxMessages.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  if ((sent?.value ?? 0) >= SMS_PER_PHONE_PER_DAY) throw new AppError('SMS_LIMIT_REACHED', 429);
}
