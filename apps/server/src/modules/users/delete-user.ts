import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { loadStaffUser, userForAudit } from './staff-user.js';

/**
 * DELETE /admin/users/{id}: removes a login (its links, sessions and codes go with it; the history it left,
 * such as uploads, renewals and the audit log, keeps the record without the user). Not one's own. Audited.
 */
export async function deleteUser({ ctx, input: { id } }: { ctx: ActionContext; input: { id: number } }) {
  requireSuperadmin(ctx);
  if (id === ctx.actor.userId) throw new AppError('USER_SELF_DELETE', 409);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const before = await loadStaffUser(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'user.delete', entityType: 'user', entityId: id, before: userForAudit(before) },
    );
  });
  return { message: 'Usuario eliminado.' };
}
