import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { onboardingInvitations } from '../../db/schema/index.js';

/** Signing the contracts of an onboarding company closes its invitation; returns whether it had one. */
export async function markOnboardingSigned(db: Queryable, companyId: number, now: Date): Promise<boolean> {
  const signed = await db
    .update(onboardingInvitations)
    .set({ signedAt: now })
    .where(eq(onboardingInvitations.companyId, companyId))
    .returning({ id: onboardingInvitations.id });
  return signed.length > 0;
}
