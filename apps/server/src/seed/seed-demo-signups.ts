import { cifWithControlDigit, ERROR_CODE_MESSAGES, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Transaction } from '../db/client.js';
import { backgroundWorkItems, onboardingInvitations, outboxMessages } from '../db/schema/index.js';
import { MAX_WORK_ATTEMPTS } from '../modules/background-work/index.js';
import { preRegisterCompany } from '../modules/onboarding/index.js';

/** Where a demo sign-up by SMS stands: what the operator reported of its SMS, and whether the link was opened. */
type DemoSignUp = {
  digits: string;
  telefono: string;
  daysAgo: number;
  /** The operator's delivery receipt of the SMS. */
  receipt: 'DELIVRD' | 'UNDELIV';
  openedDaysAgo?: number;
  /** Its first reminder stopped after every attempt that many days ago (the phone's SMS for the day used up). */
  reminderStoppedDaysAgo?: number;
};

const DEMO_SIGN_UPS: DemoSignUp[] = [
  { digits: '3877001', telefono: '+34628555020', daysAgo: 3, receipt: 'DELIVRD' },
  {
    digits: '3877002',
    telefono: '+34628555021',
    daysAgo: 6,
    receipt: 'DELIVRD',
    openedDaysAgo: 5,
  },
  { digits: '3877003', telefono: '+34628555022', daysAgo: 2, receipt: 'UNDELIV' },
  { digits: '3877004', telefono: '+34628555023', daysAgo: 8, receipt: 'DELIVRD', reminderStoppedDaysAgo: 5 },
];

/** The eight attempts of a stopped reminder span about four hours (background-work/work-items.ts). */
const STOPPED_AFTER_MS = 4 * 3600_000;

/**
 * Clients the first demo agency invited by SMS and that have not signed yet: one delivered, one that opened its
 * link, one whose SMS the operator could not deliver, one whose reminder stopped ('Trabajos detenidos'). The
 * client board shows each sign-up's progress.
 */
export async function seedDemoSignUps(
  tx: Transaction,
  config: Config,
  agency: { id: number; name: string; userId: number },
  now: Date,
) {
  for (const signUp of DEMO_SIGN_UPS) {
    const sentAt = new Date(now.getTime() - signUp.daysAgo * 86_400_000);
    const { id } = await preRegisterCompany(tx, {
      agency,
      nifCif: cifWithControlDigit('B', signUp.digits),
      telefono: signUp.telefono,
      actor: { userId: agency.userId, roles: [ROLES.agency] },
      requestId: null,
      source: null,
      config,
      now: sentAt,
    });
    const [invitation] = await tx
      .update(onboardingInvitations)
      .set({
        openedAt:
          signUp.openedDaysAgo === undefined ? null : new Date(now.getTime() - signUp.openedDaysAgo * 86_400_000),
      })
      .where(eq(onboardingInvitations.companyId, id))
      .returning({ id: onboardingInvitations.id, smsKey: onboardingInvitations.smsKey });
    if (!invitation) continue;
    await tx
      .update(outboxMessages)
      .set({ status: 'SENT', attempts: 1, sentAt, deliveredVia: 'outbox', receiptStatus: signUp.receipt })
      .where(eq(outboxMessages.idempotencyKey, invitation.smsKey));
    if (signUp.reminderStoppedDaysAgo !== undefined) {
      const firstAttemptAt = new Date(now.getTime() - signUp.reminderStoppedDaysAgo * 86_400_000);
      await tx.insert(backgroundWorkItems).values({
        queue: 'onboarding-reminder',
        itemId: invitation.id,
        attempts: MAX_WORK_ATTEMPTS,
        lastError: ERROR_CODE_MESSAGES.SMS_LIMIT_REACHED,
        firstAttemptAt,
        nextAttemptAt: firstAttemptAt,
        deadAt: new Date(firstAttemptAt.getTime() + STOPPED_AFTER_MS),
      });
    }
  }
}
