import type { WorkQueue } from '@cumplia/domain';
import { and, type Column, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { backgroundWorkItems } from '../../db/schema/index.js';
import { errorText } from '../../lib/error-text.js';
import { workItemFailures } from '../../lib/metrics-registry.js';

/** Attempts before an item is dead and waits for staff. With the backoff below, about eight hours of tries. */
export const MAX_WORK_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 3 * 3600;

/** 1 min, 2 min, 4 min, … capped at 3 h. */
export const workRetryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);

/**
 * The condition a job's claim adds so an item is left alone while another process works on it (its lease), while
 * it backs off after a failure, and once it is dead or discarded.
 */
export function notHeldBack(queue: WorkQueue, itemId: Column, now: Date): SQL {
  return sql`not exists (select 1 from ${backgroundWorkItems} w where w.queue = ${queue} and w.item_id = ${itemId} and (w.next_attempt_at > ${now} or w.dead_at is not null))`;
}

/**
 * Counts an attempt on each item, in the claiming transaction, and leases them for `leaseMs`: no other process
 * takes them meanwhile, and one that stops mid-work leaves them due again once the lease passes.
 */
export async function leaseWorkItems(tx: Queryable, queue: WorkQueue, itemIds: number[], now: Date, leaseMs: number) {
  if (itemIds.length === 0) return;
  const leasedUntil = new Date(now.getTime() + leaseMs);
  await tx
    .insert(backgroundWorkItems)
    .values(itemIds.map((itemId) => ({ queue, itemId, attempts: 1, firstAttemptAt: now, nextAttemptAt: leasedUntil })))
    .onConflictDoUpdate({
      target: [backgroundWorkItems.queue, backgroundWorkItems.itemId],
      set: { attempts: sql`${backgroundWorkItems.attempts} + 1`, nextAttemptAt: leasedUntil },
    });
}

/** The item is done: it leaves the table (in the transaction that records the work, so both or neither). */
export async function workItemDone(tx: Queryable, queue: WorkQueue, itemId: number) {
  await tx
    .delete(backgroundWorkItems)
    .where(and(eq(backgroundWorkItems.queue, queue), eq(backgroundWorkItems.itemId, itemId)));
}

/**
 * Records a failed attempt on a leased item (leaseWorkItems counted it): its error, and when it is tried again, or
 * that it is dead after MAX_WORK_ATTEMPTS. Answers whether it died.
 */
export async function workItemFailed(
  db: Queryable,
  queue: WorkQueue,
  itemId: number,
  error: unknown,
  now: Date,
): Promise<{ attempts: number; dead: boolean }> {
  const [item] = await db
    .select({ attempts: backgroundWorkItems.attempts })
    .from(backgroundWorkItems)
    .where(and(eq(backgroundWorkItems.queue, queue), eq(backgroundWorkItems.itemId, itemId)));
  const attempts = item?.attempts ?? 1;
  const dead = attempts >= MAX_WORK_ATTEMPTS;
  await db
    .update(backgroundWorkItems)
    .set({
      lastError: errorText(error),
      nextAttemptAt: new Date(now.getTime() + workRetryDelaySeconds(attempts) * 1000),
      deadAt: dead ? now : null,
    })
    .where(and(eq(backgroundWorkItems.queue, queue), eq(backgroundWorkItems.itemId, itemId)));
  workItemFailures.inc({ queue, outcome: dead ? 'dead' : 'retry' });
  return { attempts, dead };
}

/** Dead items not discarded, by queue (the 'Trabajos detenidos' count and the metric). */
export const deadAndWaiting = and(
  isNotNull(backgroundWorkItems.deadAt),
  sql`${backgroundWorkItems.discardedAt} is null`,
);
