import type { Queryable } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { RenderedEmail } from '../../generators/emails/email-layout.js';
import { type SealingConfig, sealText } from '../../lib/message-sealing.js';
import { lastExpiryOf, type MessageText, secretsOf, textOf } from '../../lib/secret-text.js';
import type { MessageAttachmentRef } from './message-attachments.js';
import { checkSmsAllowed } from './sms-limits.js';

/** The next attempt of a held message: never, until whatever it waits for releases it. */
export const HELD_UNTIL_RELEASED = new Date('9999-12-31T00:00:00Z');

/** What a message says, as its recipient reads it. */
export type MessageContent = { text: string; html: string | null };

/**
 * The stored form of a message: what anyone may see (`bodyText`, `bodyHtml`: secrets masked) and, when the
 * message carries secrets, its real content sealed for the sender until the last secret expires.
 */
export function storedContent(
  config: SealingConfig,
  idempotencyKey: string,
  message: { real: MessageContent; masked: MessageContent; secretsExpireAt: Date | null },
) {
  if (message.secretsExpireAt === null) {
    return { bodyText: message.real.text, bodyHtml: message.real.html, sealedContent: null, sealedUntil: null };
  }
  return {
    bodyText: message.masked.text,
    bodyHtml: message.masked.html,
    sealedContent: sealText(config.secrets.messages, JSON.stringify(message.real), idempotencyKey),
    sealedUntil: message.secretsExpireAt,
  };
}

/**
 * Records an e-mail in the outbox. Call it inside the transaction of the change that causes it, so the
 * message exists exactly when the change does; the sender delivers it later. The idempotency key makes a
 * repeated enqueue (a retried request) a no-op. Secrets marked in the e-mail are stored masked and sealed.
 */
export async function enqueueEmail(
  db: Queryable,
  config: SealingConfig,
  message: {
    idempotencyKey: string;
    to: string;
    replyTo?: string;
    email: RenderedEmail;
    attachments?: MessageAttachmentRef[];
    /** Not sent until released (its next attempt set to now): the attachments are not ready yet. */
    heldUntilReleased?: boolean;
    now: Date;
  },
) {
  const { email } = message;
  await db
    .insert(outboxMessages)
    .values({
      channel: 'EMAIL',
      idempotencyKey: message.idempotencyKey,
      recipient: message.to,
      replyTo: message.replyTo ?? null,
      subject: email.subject,
      ...storedContent(config, message.idempotencyKey, {
        real: { text: email.text, html: email.html },
        masked: email.masked,
        secretsExpireAt: email.secretsExpireAt,
      }),
      attachments: message.attachments?.length ? message.attachments : null,
      createdAt: message.now,
      nextAttemptAt: message.heldUntilReleased ? HELD_UNTIL_RELEASED : message.now,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

type SmsMessage = { idempotencyKey: string; to: string; text: MessageText; now: Date };

/**
 * Records an SMS in the outbox, once it may go (sms-limits.ts: a mobile, within the day's SMS to it and of its agency).
 * Secrets in the text are masked and sealed.
 */
export async function enqueueSms(
  db: Queryable,
  config: SealingConfig,
  message: SmsMessage & {
    /** The agency the SMS is sent for, whose daily quota it counts against (none: the signer asked for it). */
    agencyId?: number | null;
  },
) {
  await checkSmsAllowed(db, { phone: message.to, agencyId: message.agencyId ?? null }, message.now);
  await enqueueTakenSms(db, config, [message]);
}

/** Records SMS that a batch's quota already took (`SmsQuota.take`), in one insert. */
export async function enqueueTakenSms(db: Queryable, config: SealingConfig, messages: SmsMessage[]) {
  if (messages.length === 0) return;
  await db
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        channel: 'SMS' as const,
        idempotencyKey: message.idempotencyKey,
        recipient: message.to,
        ...storedContent(config, message.idempotencyKey, {
          real: { text: textOf(message.text, 'real'), html: null },
          masked: { text: textOf(message.text, 'masked'), html: null },
          secretsExpireAt: lastExpiryOf(secretsOf(message.text)),
        }),
        createdAt: message.now,
        nextAttemptAt: message.now,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}
