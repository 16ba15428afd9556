import { ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { agencyUsers, users } from '../../db/schema/index.js';
import { duplicateUsername, rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { sendAccountVerification } from '../auth/index.js';
import { createUser } from '../users/index.js';
import { loadCollaborator } from './get-collaborator.js';

/**
 * 'Agregar Nuevo Usuario': a login for the collaborator (ROLE_MANAGEMENT, no password) and the e-mail to
 * verify it and set the password. Audited.
 */
export async function addCollaboratorUser({
  ctx,
  input: { agencyId, ...input },
}: {
  ctx: ActionContext;
  input: { username: string; name: string; email: string } & { agencyId: number };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const created = await ctx.services.db
    .transaction(async (tx) => {
      await loadCollaborator(tx, agencyId);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
      if (existing) throw duplicateUsername();
      const userId = await createUser(tx, { ...input, password: null, roles: [ROLES.agency] });
      await tx.insert(agencyUsers).values({ agencyId, userId });
      await sendAccountVerification(tx, { id: userId, ...input }, ctx.services.config, now);
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        { action: 'user.create', entityType: 'user', entityId: userId, after: { ...input, gestoriaId: agencyId } },
      );
      return { id: userId, ...input };
    })
    .catch(rethrowDuplicate);
  ctx.services.wakeOutbox();
  return created;
}
