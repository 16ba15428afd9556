import { MESSAGES, ROLES, staffRoleMixProblem, type updateStaffUserRequestSchema } from '@cumplia/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.js';
import { agencies, agencyUsers, companies, companyUsers, roles, userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { duplicateUsername, rethrowDuplicate } from '../../lib/duplicates.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { revokeAllSessionsOfUser } from '../auth/index.js';
import { loadStaffUser, userForAudit } from './staff-user.js';

type Input = z.output<typeof updateStaffUserRequestSchema>;

const unknownReference = (what: string) =>
  new AppError('VALIDATION_ERROR', 400, MESSAGES.errors.referenceMissing(what));

async function requireAll(
  tx: Transaction,
  ids: number[],
  table: typeof roles | typeof companies | typeof agencies,
  what: string,
) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== new Set(ids).size) throw unknownReference(what);
}

/**
 * PUT /admin/users/{id} ('Datos de Usuario'): the user's data, enabled flag, roles, companies and collaborators.
 * A superadmin cannot take away their own superadmin role or disable themselves (no lock-out). Disabling a user
 * ends their sessions. Audited with before and after.
 */
export async function updateStaffUser({
  ctx,
  input: { id, ...input },
}: {
  ctx: ActionContext;
  input: Input & { id: number };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db
    .transaction(async (tx) => {
      const before = await loadStaffUser(tx, id);
      const roleIds = input.roles.map((role) => role.id);
      if (id === ctx.actor.userId) {
        const [superadminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.superadmin));
        if (!input.enabled || !superadminRole || !roleIds.includes(superadminRole.id)) {
          throw new AppError('USER_SELF_LOCKOUT', 409);
        }
      }
      const companyIds = input.empresas.map((company) => company.id);
      const agencyIds = input.gestorias.map((agency) => agency.id);
      await requireAll(tx, roleIds, roles, 'El rol');
      await requireAll(tx, companyIds, companies, 'La empresa');
      await requireAll(tx, agencyIds, agencies, 'La gestoría');
      const granted = roleIds.length
        ? await tx.select({ name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
        : [];
      const mixed = staffRoleMixProblem({
        roles: granted.map((role) => role.name),
        empresas: companyIds.length,
        gestorias: agencyIds.length,
      });
      if (mixed) throw new AppError('VALIDATION_ERROR', 422, mixed, { roles: mixed });
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, input.username), ne(users.id, id)));
      if (taken) throw duplicateUsername();

      await tx
        .update(users)
        .set({
          username: input.username,
          name: input.name,
          surname: input.surname,
          email: input.email,
          enabled: input.enabled,
          updatedAt: now,
        })
        .where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      if (roleIds.length > 0)
        await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId: id, roleId })));
      await tx.delete(companyUsers).where(eq(companyUsers.userId, id));
      if (companyIds.length > 0) {
        await tx.insert(companyUsers).values([...new Set(companyIds)].map((companyId) => ({ companyId, userId: id })));
      }
      await tx.delete(agencyUsers).where(eq(agencyUsers.userId, id));
      if (agencyIds.length > 0) {
        await tx.insert(agencyUsers).values([...new Set(agencyIds)].map((agencyId) => ({ agencyId, userId: id })));
      }
      if (!input.enabled && before.enabled) await revokeAllSessionsOfUser(tx, id, now);
      await recordAudit(
        tx,
        { actor: ctx.actor, requestId: ctx.requestId, now },
        {
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          before: userForAudit(before),
          after: userForAudit(await loadStaffUser(tx, id)),
        },
      );
    })
    .catch(rethrowDuplicate);
  return loadStaffUser(ctx.services.db, id);
}
