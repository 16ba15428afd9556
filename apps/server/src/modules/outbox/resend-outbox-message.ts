import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { storedContent } from './enqueue-message.js';
import { deliverableContent } from './message-content.js';
import { isSpentSigningCode } from './spent-signing-code.js';

/**
 * Staff help a stuck recipient without reading the message: a new copy of it is queued (with its own
 * idempotency key, so the SMTP Message-ID differs and mail clients do not drop it as a duplicate). Its content
 * is opened only to seal it again for the copy. Refused while the original is still pending, and once its
 * secrets have expired or their sealed copy was wiped.
 */
export async function resendOutboxMessage({ ctx, input: { id } }: { ctx: ActionContext; input: { id: number } }) {
  requireStaff(ctx);
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  await db.transaction(async (tx) => {
    const [message] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
    if (!message) throw notFound(MESSAGES.outbox.notFound);
    if (message.status === 'PENDING') throw new AppError('OUTBOX_MESSAGE_PENDING', 409);
    if (await isSpentSigningCode(tx, message)) throw new AppError('OUTBOX_CODE_SPENT', 409);
    const content = deliverableContent(config, message, now);
    if (!content) throw new AppError('OUTBOX_CONTENT_EXPIRED', 409);
    const idempotencyKey = `resend:${message.id}:${now.getTime()}`;
    const [copy] = await tx
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        idempotencyKey,
        recipient: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        ...storedContent(config, idempotencyKey, {
          real: content,
          masked: { text: message.bodyText, html: message.bodyHtml },
          secretsExpireAt: message.sealedUntil,
        }),
        attachments: message.attachments,
        createdAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
      .returning({ id: outboxMessages.id });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'outbox.resend',
        entityType: 'outbox_message',
        entityId: message.id,
        after: { copyId: copy?.id ?? null },
      },
    );
  });
  ctx.services.wakeOutbox();
  return { message: MESSAGES.outbox.resent };
}
