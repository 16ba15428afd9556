import type { Queryable } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { RenderedEmail } from '../../generators/emails/email-layout.js';
import type { MessageAttachmentRef } from './message-attachments.js';

/**
 * Records an e-mail in the outbox. Call it inside the transaction of the change that causes it, so the
 * message exists exactly when the change does; the sender delivers it later. The idempotency key makes a
 * repeated enqueue (a retried request) a no-op.
 */
export async function enqueueEmail(
  db: Queryable,
  message: {
    idempotencyKey: string;
    to: string;
    replyTo?: string;
    email: RenderedEmail;
    attachments?: MessageAttachmentRef[];
    now: Date;
  },
) {
  await db
    .insert(outboxMessages)
    .values({
      channel: 'EMAIL',
      idempotencyKey: message.idempotencyKey,
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.email.subject,
      bodyText: message.email.text,
      bodyHtml: message.email.html,
      attachments: message.attachments?.length ? message.attachments : null,
      createdAt: message.now,
      nextAttemptAt: message.now,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

/** Records an SMS in the outbox (no SMS gateway is configured yet: SMS stay readable on the staff page). */
export async function enqueueSms(
  db: Queryable,
  message: { idempotencyKey: string; to: string; text: string; now: Date },
) {
  await db
    .insert(outboxMessages)
    .values({
      channel: 'SMS',
      idempotencyKey: message.idempotencyKey,
      recipient: message.to,
      bodyText: message.text,
      createdAt: message.now,
      nextAttemptAt: message.now,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}
