import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { messageChannel, messageStatus, subscriptionStatus } from './enums.js';

/**
 * Outgoing e-mail and SMS, written in the same transaction as the change that causes them and sent by a
 * worker with retries. `idempotencyKey` makes a repeated enqueue a no-op.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: messageChannel().notNull(),
    idempotencyKey: varchar({ length: 200 }).notNull(),
    recipient: varchar({ length: 255 }).notNull(),
    replyTo: varchar({ length: 255 }),
    subject: varchar({ length: 255 }),
    /** What anyone may see: the message with its codes and token links masked. */
    bodyText: text().notNull(),
    bodyHtml: text(),
    /**
     * The real text and HTML of a message that carries secrets, sealed with AES-256-GCM (MESSAGE_SEALING_SECRET);
     * only the sender opens it, to hand it to the transport. Wiped once `sealedUntil` has passed.
     */
    sealedContent: text(),
    /** When the message's last secret expires (null: the message carries none and `bodyText` is all of it). */
    sealedUntil: timestamp({ withTimezone: true }),
    attachments: jsonb().$type<{ fileName: string; kind: 'protocol' | 'signed-contract' | 'invoice'; ref: string }[]>(),
    status: messageStatus().notNull().default('PENDING'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** `smtp` when handed to the mail server; `outbox` when kept here (no SMTP configured, or SMS). */
    deliveredVia: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_key').on(t.idempotencyKey),
    index('outbox_messages_status_next_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
    index('outbox_messages_sealed_until_idx').on(t.sealedUntil).where(sql`${t.sealedContent} is not null`),
  ],
);

/** Newsletter subscriptions with double opt-in. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 255 }).notNull(),
    status: subscriptionStatus().notNull().default('PENDING'),
    confirmTokenHash: varchar({ length: 64 }),
    unsubscribeTokenHash: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 200 }).notNull(),
    city: varchar({ length: 120 }),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 32 }).notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);
