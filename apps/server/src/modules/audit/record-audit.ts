import type { Queryable } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** One change made through the back-office or an agency: who, when, what, before and after. Same transaction. */
export async function recordAudit(
  db: Queryable,
  context: { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date },
  change: { action: string; entityType: string; entityId: number | string; before?: unknown; after?: unknown },
) {
  await db.insert(auditLog).values({
    at: context.now,
    actorUserId: context.actor.userId,
    actorRole: context.actor.roles.join(','),
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: context.requestId,
  });
}
