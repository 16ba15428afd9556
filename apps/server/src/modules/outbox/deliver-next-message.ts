import { MESSAGES } from '@cumplia/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { errorText } from '../../lib/error-text.js';
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
  /** The sealing secrets, and how long a claimed message is left to its sender (OUTBOX_CLAIM_LEASE_SECONDS). */
  config: SealingConfig & { mail: Pick<Config['mail'], 'claimLeaseMs'> };
  transport: MessageTransport;
  loadAttachments: ReturnType<typeof createAttachmentLoader>;
  now: () => Date;
  log: FastifyBaseLogger;
};

type OutboxMessage = typeof outboxMessages.$inferSelect;

/**
 * Delivers the next due message. It is claimed in a short transaction (`FOR UPDATE SKIP LOCKED`, the attempt
 * counted and its next attempt moved a lease ahead), handed to the transport with no transaction open, and its
 * outcome recorded in another: a slow mail server holds no row or connection, and whatever fails while sending
 * (the transport, an attachment that cannot be made, a database error in its renderer) is recorded on the message,
 * which backs off while the messages behind it go. A sender that stops mid-send leaves the message to be sent again
 * once the lease passes (at-least-once; the SMTP Message-ID carries the idempotency key). After
 * MAX_DELIVERY_ATTEMPTS the message is FAILED and stays visible. A message with secrets is unsealed here, only to
 * hand it to the transport; one whose secrets expired before it could be sent is given up. Answers false when
 * nothing was due.
 */
export async function deliverNextMessage(options: DeliveryOptions): Promise<boolean> {
  const message = await claimNextMessage(options.db, options.now(), options.config.mail.claimLeaseMs);
  if (!message) return false;
  const outcome = await deliver(options, message);
  outboxDeliveries.inc({ channel: message.channel, outcome });
  return true;
}

async function claimNextMessage(db: Database, now: Date, leaseMs: number): Promise<OutboxMessage | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!message) return null;
    const claimed = { ...message, attempts: message.attempts + 1 };
    await tx
      .update(outboxMessages)
      .set({ attempts: claimed.attempts, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(eq(outboxMessages.id, message.id));
    return claimed;
  });
}

/** Sends a claimed message and records the outcome, only while the claim is still this sender's. */
async function deliver(options: DeliveryOptions, message: OutboxMessage): Promise<DeliveryOutcome> {
  const { db, config, transport, loadAttachments, now, log } = options;
  const { attempts } = message;
  const stillClaimed = and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, 'PENDING'),
    eq(outboxMessages.attempts, attempts),
  );
  const content = deliverableContent(config, message, now());
  if (!content) {
    await db
      .update(outboxMessages)
      .set({ status: 'FAILED', lastError: MESSAGES.outbox.expiredBeforeSending })
      .where(stillClaimed);
    return 'expired';
  }
  let delivery: Awaited<ReturnType<MessageTransport['deliver']>>;
  try {
    delivery = await transport.deliver({ ...message, bodyText: content.text, bodyHtml: content.html }, () =>
      loadAttachments(db, message.attachments ?? []),
    );
  } catch (error) {
    const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
    const reason = errorText(error);
    await db
      .update(outboxMessages)
      .set({
        status: failed ? 'FAILED' : 'PENDING',
        lastError: reason,
        nextAttemptAt: new Date(now().getTime() + retryDelaySeconds(attempts) * 1000),
      })
      .where(stillClaimed);
    log.warn({ outboxId: message.id, attempts, failed, reason }, 'message delivery failed');
    return failed ? 'failed' : 'retry';
  }
  const sms =
    delivery.via === 'smpp'
      ? {
          providerMessageIds: delivery.sms.providerMessageIds,
          smsEncoding: delivery.sms.encoding,
          smsSegments: delivery.sms.segments,
        }
      : {};
  await db.transaction(async (tx) => {
    await tx
      .update(outboxMessages)
      .set({ status: 'SENT', sentAt: now(), deliveredVia: delivery.via, lastError: null, ...sms })
      .where(stillClaimed);
    // A delivery receipt may have come back before these ids were recorded.
    if (delivery.via === 'smpp') await applyDeliveryReceipts(tx, message.id);
  });
  return 'sent';
}
