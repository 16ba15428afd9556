import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { onboardingInvitations } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';
import { leaseWorkItems, notHeldBack, workItemDone, workItemFailed } from '../background-work/index.js';
import { sendNewOnboardingLink } from './onboarding-link.js';

const BATCH_SIZE = 100;
const DAY_MS = 86_400_000;

/**
 * Sends the reminders that are due, one batch in one transaction: an invitation neither signed nor cancelled gets
 * its k-th reminder (a new link) once the days between the (k-1)-th and the k-th configured day have passed since
 * its last SMS; an agency's resend counts as that last SMS. Each invitation in its own savepoint: one whose
 * reminder fails (its phone's SMS for the day used up, say) has the failure recorded on it and backs off
 * (background_work_items), and the others go. Returns how many went out.
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
          notHeldBack('onboarding-reminder', onboardingInvitations.id, now),
        ),
      )
      .orderBy(asc(onboardingInvitations.lastSentAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const invitation of invitations) {
      try {
        await tx.transaction((savepoint) =>
          sendNewOnboardingLink(savepoint, invitation, { kind: 'reminder', config: services.config, now }),
        );
        await workItemDone(tx, 'onboarding-reminder', invitation.id);
        sent++;
      } catch (error) {
        await leaseWorkItems(tx, 'onboarding-reminder', [invitation.id], now, 0);
        const { attempts, dead } = await workItemFailed(tx, 'onboarding-reminder', invitation.id, error, now);
        ctx.log.warn({ err: error, invitationId: invitation.id, attempts, dead }, 'onboarding reminder not sent');
      }
    }
    return sent;
  });
}
