import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { companies, companyUsers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { revokeAllSessionsOfUser, sendAccountVerification } from '../auth/index.js';
import { companyNotFound } from './get-staff-company.js';

/**
 * 'Reenviar verificación': the company's login loses its password (and its sessions) and gets a new 48-hour
 * verification link by e-mail, to set a new one. Audited.
 */
export async function resendCompanyVerification({
  ctx,
  input: { companyId },
}: {
  ctx: ActionContext;
  input: { companyId: number };
}) {
  requireStaff(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw companyNotFound();
    const [user] = await tx
      .select({ id: users.id, username: users.username, name: users.name, email: users.email })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(companyUsers.companyId, companyId))
      .orderBy(users.id)
      .limit(1);
    if (!user?.email) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.companyUserWithoutEmail);
    await tx.update(users).set({ passwordHash: null, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessionsOfUser(tx, user.id, now);
    await sendAccountVerification(tx, { ...user, email: user.email }, ctx.services.config, now);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'company.resend-verification',
        entityType: 'company',
        entityId: companyId,
        after: { userId: user.id, email: user.email },
      },
    );
  });
  ctx.services.wakeOutbox();
  return { message: MESSAGES.staffCompanies.verificationResent };
}
