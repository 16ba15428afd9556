import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
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
    /** Documents to attach, by reference: the kind names the module that renders it (attachment-renderers.ts). */
    attachments: jsonb().$type<{ fileName: string; kind: string; ref: string }[]>(),
    status: messageStatus().notNull().default('PENDING'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * `smtp` when handed to the mail server, `smpp` when handed to the SMS provider; `outbox` when kept here
     * (no transport configured for the channel).
     */
    deliveredVia: varchar({ length: 16 }),
    /** SMS sent by SMPP: the provider's message id of each part (submit_sm_resp), in order. */
    providerMessageIds: text().array(),
    /** SMS sent by SMPP: `GSM7` or `UCS2`, and how many parts (SMS) it took. */
    smsEncoding: varchar({ length: 8 }),
    smsSegments: smallint(),
    /** The delivery receipt of an SMS: its final state (DELIVRD, UNDELIV, EXPIRED…) and when it was reached. */
    receiptStatus: varchar({ length: 16 }),
    receiptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_key').on(t.idempotencyKey),
    index('outbox_messages_status_next_idx').on(t.status, t.nextAttemptAt),
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
    index('outbox_messages_sealed_until_idx').on(t.sealedUntil).where(sql`${t.sealedContent} is not null`),
    index('outbox_messages_provider_ids_idx').using('gin', t.providerMessageIds),
    // The day's SMS to a phone (sms-limits.ts).
    index('outbox_messages_sms_recipient_idx').on(t.recipient, t.createdAt).where(sql`${t.channel} = 'SMS'`),
  ],
);

/**
 * Delivery receipts from the SMS provider (SMPP deliver_sm), one per provider message id, kept apart from the
 * outbox message because a receipt may arrive before the sender has recorded the id it answers.
 */
export const smsDeliveryReceipts = pgTable(
  'sms_delivery_receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerMessageId: varchar({ length: 65 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    errorCode: varchar({ length: 8 }),
    doneAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_delivery_receipts_provider_id_key').on(t.providerMessageId)],
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

/**
 * SMS sent for one agency's clients on one day (Madrid), counted as each is queued, in its transaction: the
 * agency's daily quota (sms-limits.ts) is one row to read and bump, however many SMS a large CSV sends.
 */
export const agencySmsDays = pgTable(
  'agency_sms_days',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    sent: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);
