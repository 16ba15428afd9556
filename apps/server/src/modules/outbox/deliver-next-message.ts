import { MESSAGES } from '@cumplia/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { SealingConfig } from '../../lib/message-sealing.js';
import { type DeliveryOutcome, outboxDeliveries } from '../../lib/metrics-registry.js';
import type { MessageTransport } from './mail-transport.js';
import type { createAttachmentLoader } from './message-attachments.js';
import { deliverableContent } from './message-content.js';
import { applyDeliveryReceipts } from './sms-receipts.js';

const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;
export const MAX_DELIVERY_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

export type DeliveryOptions = {
  db: Database;
  config: SealingConfig;
  transport: MessageTransport;
  loadAttachments: ReturnType<typeof createAttachmentLoader>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/**
 * Delivers the next due message, claimed with `FOR UPDATE SKIP LOCKED` inside its own transaction, so several
 * server processes can send at once without sending a message twice; a crash before the status is recorded
 * leaves the message pending (at-least-once; the SMTP Message-ID carries the idempotency key). Failures retry
 * with exponential backoff; after MAX_DELIVERY_ATTEMPTS the message is FAILED and stays visible. A message with
 * secrets is unsealed here, only to hand it to the transport; one whose secrets expired before it could be sent
 * is given up (its masked text would be of no use to the recipient). Answers false when nothing was due.
 */
export async function deliverNextMessage(options: DeliveryOptions): Promise<boolean> {
  const { db, config, transport, loadAttachments, now, log } = options;
  let attempt = null as { channel: string; outcome: DeliveryOutcome } | null;
  const found = await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, now())))
      .orderBy(asc(outboxMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!message) return false;
    const attempts = message.attempts + 1;
    const content = deliverableContent(config, message, now());
    if (!content) {
      await tx
        .update(outboxMessages)
        .set({ status: 'FAILED', attempts, lastError: MESSAGES.outbox.expiredBeforeSending })
        .where(eq(outboxMessages.id, message.id));
      attempt = { channel: message.channel, outcome: 'expired' };
      return true;
    }
    try {
      const delivery = await transport.deliver({ ...message, bodyText: content.text, bodyHtml: content.html }, () =>
        loadAttachments(tx, message.attachments ?? []),
      );
      const sms =
        delivery.via === 'smpp'
          ? {
              providerMessageIds: delivery.sms.providerMessageIds,
              smsEncoding: delivery.sms.encoding,
              smsSegments: delivery.sms.segments,
            }
          : {};
      await tx
        .update(outboxMessages)
        .set({ status: 'SENT', attempts, sentAt: now(), deliveredVia: delivery.via, lastError: null, ...sms })
        .where(eq(outboxMessages.id, message.id));
      // A delivery receipt may have come back before these ids were recorded.
      if (delivery.via === 'smpp') await applyDeliveryReceipts(tx, message.id);
      attempt = { channel: message.channel, outcome: 'sent' };
    } catch (error) {
      const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await tx
        .update(outboxMessages)
        .set({
          status: failed ? 'FAILED' : 'PENDING',
          attempts,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + retryDelaySeconds(attempts) * 1000),
        })
        .where(eq(outboxMessages.id, message.id));
      log.warn({ outboxId: message.id, attempts, failed, reason }, 'message delivery failed');
      attempt = { channel: message.channel, outcome: failed ? 'failed' : 'retry' };
    }
    return true;
  });
  // Counted once the outcome is committed.
  if (attempt) outboxDeliveries.inc(attempt);
  return found;
}
