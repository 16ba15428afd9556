import { arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxMessages, smsDeliveryReceipts } from '../../db/schema/index.js';
import { smsReceipts } from '../../lib/metrics-registry.js';
import type { DeliveryReceipt } from './smpp-transport.js';

/**
 * The receipt state of a message from the receipts of its parts: DELIVRD once every part is delivered, the
 * state of a part that failed (UNDELIV, EXPIRED, REJECTD…) as soon as one does, ENROUTE while parts are missing.
 */
export function messageReceiptStatus(partCount: number, receipts: { status: string; doneAt: Date }[]) {
  if (receipts.length === 0) return null;
  const failed = receipts.find((receipt) => receipt.status !== 'DELIVRD' && receipt.status !== 'ACCEPTD');
  const at = new Date(Math.max(...receipts.map((receipt) => receipt.doneAt.getTime())));
  if (failed) return { status: failed.status, at: failed.doneAt };
  const delivered = receipts.filter((receipt) => receipt.status === 'DELIVRD').length;
  return { status: delivered >= partCount ? 'DELIVRD' : 'ENROUTE', at };
}

/** Copies the receipts of a message's parts onto the message (receipt status and time). */
export async function applyDeliveryReceipts(db: Queryable, outboxId: number) {
  const [message] = await db
    .select({ ids: outboxMessages.providerMessageIds })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, outboxId));
  const ids = message?.ids ?? [];
  if (ids.length === 0) return;
  const receipts = await db
    .select()
    .from(smsDeliveryReceipts)
    .where(inArray(smsDeliveryReceipts.providerMessageId, ids));
  const state = messageReceiptStatus(ids.length, receipts);
  if (!state) return;
  await db
    .update(outboxMessages)
    .set({ receiptStatus: state.status, receiptAt: state.at })
    .where(eq(outboxMessages.id, outboxId));
}

/**
 * Stores a delivery receipt from the SMS provider and, when the message it answers is known, updates that
 * message. A receipt for an id the sender has not recorded yet stays stored and is applied when it is.
 */
export async function recordDeliveryReceipt(db: Queryable, receipt: DeliveryReceipt, now: Date) {
  await db
    .insert(smsDeliveryReceipts)
    .values({
      providerMessageId: receipt.providerMessageId.slice(0, 65),
      status: receipt.status,
      errorCode: receipt.errorCode?.slice(0, 8) ?? null,
      doneAt: receipt.doneAt,
      receivedAt: now,
    })
    .onConflictDoUpdate({
      target: smsDeliveryReceipts.providerMessageId,
      set: {
        status: sql`excluded.status`,
        errorCode: sql`excluded.error_code`,
        doneAt: sql`excluded.done_at`,
        receivedAt: sql`excluded.received_at`,
      },
    });
  smsReceipts.inc({ status: receipt.status });
  const messages = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(arrayContains(outboxMessages.providerMessageIds, [receipt.providerMessageId]));
  for (const message of messages) await applyDeliveryReceipts(db, message.id);
}
