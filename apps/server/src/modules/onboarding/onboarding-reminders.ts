import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { onboardingInvitations } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { sendNewOnboardingLink } from './onboarding-link.js';

const BATCH_SIZE = 100;
const DAY_MS = 86_400_000;

/**
 * Sends the reminders that are due, one batch in one transaction: an invitation neither signed nor cancelled gets
 * its k-th reminder (a new link) once the days between the (k-1)-th and the k-th configured day have passed since
 * its last SMS; an agency's resend counts as that last SMS. Returns how many went out.
 */
export async function sendDueOnboardingReminders({ ctx }: { ctx: ActionContext<null> }) {
  const { db, ...services } = ctx.services;
  const now = services.now();
  const days = services.config.onboarding.reminderDays;
  const due = days.map((day, k) =>
    and(
      eq(onboardingInvitations.reminders, k),
      lte(onboardingInvitations.lastSentAt, new Date(now.getTime() - (day - (days[k - 1] ?? 0)) * DAY_MS)),
    ),
  );
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const invitations = await tx
      .select()
      .from(onboardingInvitations)
      .where(
        and(
          isNull(onboardingInvitations.signedAt),
          isNull(onboardingInvitations.cancelledAt),
          gt(onboardingInvitations.expiresAt, now),
          or(...due),
        ),
      )
      .orderBy(asc(onboardingInvitations.lastSentAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const invitation of invitations) {
      await sendNewOnboardingLink(tx, invitation, { kind: 'reminder', config: services.config, now });
    }
    return invitations.length;
  });
}
