import { unlabelledAuditFields } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { auditLog } from '../../db/schema/index.js';

type AuditContext = { actor: { userId: number | null; roles: readonly string[] }; requestId: string | null; now: Date };
type AuditChange = { action: string; entityType: string; entityId: number | string; before?: unknown; after?: unknown };

/** One change made through the back-office or an agency: who, when, what, before and after. Same transaction. */
export async function recordAudit(db: Queryable, context: AuditContext, change: AuditChange) {
  refuseUnlabelledFields([change]);
  // Nearly every write records one entry: prepared once, each call only binds its values.
  const entry = auditEntry(context, change);
  await insertAuditEntry(db).execute({ ...entry, before: jsonOrNull(entry.before), after: jsonOrNull(entry.after) });
}

const insertAuditEntry = preparedStatement((db) =>
  db
    .insert(auditLog)
    .values({
      at: sql.placeholder('at'),
      actorUserId: sql.placeholder('actorUserId'),
      actorRole: sql.placeholder('actorRole'),
      action: sql.placeholder('action'),
      entityType: sql.placeholder('entityType'),
      entityId: sql.placeholder('entityId'),
      // Cast here rather than encoded by the column: a placeholder's value would be encoded even when null, and a
      // missing side must stay SQL null, not JSON null.
      before: sql`${sql.placeholder('before')}::jsonb`,
      after: sql`${sql.placeholder('after')}::jsonb`,
      requestId: sql.placeholder('requestId'),
    })
    .prepare('audit_entry_insert'),
);

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

const auditEntry = (context: AuditContext, change: AuditChange) => ({
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
  await db.insert(auditLog).values(changes.map((change) => auditEntry(context, change)));
}
