import type { Queryable } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

type AuditContext = { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date };
type AuditChange = { action: string; entityType: string; entityId: number | string; before?: unknown; after?: unknown };

/** One change made through the back-office or an agency: who, when, what, before and after. Same transaction. */
export async function recordAudit(db: Queryable, context: AuditContext, change: AuditChange) {
  await recordAudits(db, context, [change]);
}

/** Several changes of one request (a bulk action), one entry each, in one insert. */
export async function recordAudits(db: Queryable, context: AuditContext, changes: AuditChange[]) {
  if (changes.length === 0) return;
  await db.insert(auditLog).values(
    changes.map((change) => ({
      at: context.now,
      actorUserId: context.actor.userId,
      actorRole: context.actor.roles.join(','),
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
      requestId: context.requestId,
    })),
  );
}
