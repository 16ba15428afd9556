import type { OnboardingDraft } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { companies } from './companies.js';
import { uploadLines } from './uploads.js';

/**
 * An invitation by SMS to complete a company's sign-up (a CSV line, or an agency's 'Alta' with only NIF/CIF and
 * phone): one per company, with a personal link (the token, stored hashed) that each send renews. The company's
 * answers are saved as it types (`draft`) so closing the page loses nothing; the timestamps are what the agency
 * follows. `smsKey` is the idempotency key of the newest link SMS: its outbox row says sent, delivered or failed.
 */
export const onboardingInvitations = pgTable(
  'onboarding_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    uploadLineId: integer().references(() => uploadLines.id, { onDelete: 'set null' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    phone: varchar({ length: 16 }).notNull(),
    smsKey: varchar({ length: 200 }).notNull(),
    /** How many link SMS went out (first send, agency resends and reminders). */
    sends: smallint().notNull().default(1),
    reminders: smallint().notNull().default(0),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    draft: jsonb().$type<OnboardingDraft>(),
    openedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('onboarding_invitations_company_key').on(t.companyId),
    index('onboarding_invitations_upload_line_idx').on(t.uploadLineId),
    index('onboarding_invitations_reminder_idx')
      .on(t.lastSentAt)
      .where(sql`${t.signedAt} is null and ${t.cancelledAt} is null`),
  ],
);
