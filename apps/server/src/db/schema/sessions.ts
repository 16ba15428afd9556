import { index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { codePurpose } from './enums.js';
import { users } from './users.js';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each login starts a family; every refresh rotates the token
 * inside the family. A token presented after it was used (reuse) revokes the whole family.
 * `familyExpiresAt` is the absolute lifetime of the session, whatever the rotations.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** The login type the session was opened with (G, E or STAFF): it fixes the roles every refresh grants. */
    loginScope: varchar({ length: 8 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    familyExpiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Account verification and password reset codes: hashed, expiring, single-use, attempt-limited. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose().notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failedAttempts: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Failed logins per username, for the per-account throttle (any username, existing or not, so the
 * throttle itself reveals nothing).
 */
export const loginThrottles = pgTable('login_throttles', {
  username: varchar({ length: 32 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/** Captcha solutions already accepted: a solution is single-use across every server replica. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: varchar({ length: 128 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);
