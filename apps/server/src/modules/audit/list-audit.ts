import { AUDIT_COUNT_CAP, type AuditPage, addDays } from '@cumplia/domain';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';
import { madridDayStart } from '../../lib/madrid-time.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';

type AuditListQuery = {
  page: number;
  size: number;
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  usuario?: string | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
};

/**
 * GET /admin/auditoria: the audit log for the superadmin, newest first, paged and filtered in SQL. The log only
 * grows, so the total is counted up to AUDIT_COUNT_CAP (`totalCapped` says when there are more); filters narrow it.
 */
export async function listAudit({ ctx, input }: { ctx: ActionContext; input: AuditListQuery }): Promise<AuditPage> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const filters: SQL[] = [];
  if (input.entityType) filters.push(eq(auditLog.entityType, input.entityType));
  if (input.entityId) filters.push(eq(auditLog.entityId, input.entityId));
  if (input.action) filters.push(eq(auditLog.action, input.action));
  if (input.usuario) {
    const actor = db.select({ id: users.id }).from(users).where(eq(users.username, input.usuario.toUpperCase()));
    filters.push(inArray(auditLog.actorUserId, actor));
  }
  // Days as the screen shows them: Madrid's.
  if (input.desde) filters.push(gte(auditLog.at, madridDayStart(input.desde)));
  if (input.hasta) filters.push(lt(auditLog.at, madridDayStart(addDays(input.hasta, 1))));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorUserId: auditLog.actorUserId,
        actorUsername: users.username,
        actorName: users.name,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        requestId: auditLog.requestId,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(input.size)
      .offset(input.page * input.size),
    db.select({ value: count() }).from(
      db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .limit(AUDIT_COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const counted = total?.value ?? 0;
  return {
    ...pageOf(
      rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      Math.min(counted, AUDIT_COUNT_CAP),
      input,
    ),
    totalCapped: counted > AUDIT_COUNT_CAP,
  };
}
