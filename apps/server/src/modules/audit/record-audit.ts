import { unlabelledAuditFields } from '@cumplia/domain';
import type { Queryable } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

type AuditContext = { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date };
type AuditChange = { action: string; entityType: string; entityId: number | string; before?: unknown; after?: unknown };

/** One change made through the back-office or an agency: who, when, what, before and after. Same transaction. */
export async function recordAudit(db: Queryable, context: AuditContext, change: AuditChange) {
  await recordAudits(db, context, [change]);
}

/**
 * What `before` held of the fields `after` records, so an edit's entry compares the same fields on both sides
 * instead of listing every untouched field of the row as removed.
 */
export const sameFieldsAs = (after: object, before: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(after).map((key) => [key, before[key]]));

/**
 * Under test, a field 'Registro de cambios' has no Spanish name for is refused where it is recorded (the domain's
 * AUDIT_FIELDS), as responses are checked against their contracts: every suite then checks what it audits.
 */
function refuseUnlabelledFields(changes: AuditChange[]) {
  if (process.env.NODE_ENV !== 'test') return;
  for (const change of changes) {
    const unlabelled = unlabelledAuditFields([change.before, change.after]);
    if (unlabelled.size > 0) {
      throw new Error(`${change.action} records fields without a Spanish name: ${[...unlabelled].join(', ')}`);
    }
  }
}

/** Several changes of one request (a bulk action), one entry each, in one insert. */
export async function recordAudits(db: Queryable, context: AuditContext, changes: AuditChange[]) {
  if (changes.length === 0) return;
  refuseUnlabelledFields(changes);
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
