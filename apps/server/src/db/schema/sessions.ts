import { LOGIN_TYPES } from '@cumplia/domain';
import { index, integer, pgTable, primaryKey, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { codePurpose } from './enums.js';
import { oneOf } from './one-of.js';
import { users } from './users.js';

/** How a session was opened: as an agency (G), as a company (E), or as staff (no login type). */
export const LOGIN_SCOPES = [...LOGIN_TYPES, 'STAFF'] as const;

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
    loginScope: varchar({ length: 8 }).$type<(typeof LOGIN_SCOPES)[number]>().notNull(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    familyExpiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the address and browser that used it: only that client may replay it within the grace. */
    usedBy: varchar({ length: 64 }),
    /** When this used token was presented again within the lost-rotation grace and got its one replacement. */
    replayedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    oneOf('refresh_tokens_login_scope_known', t.loginScope, LOGIN_SCOPES),
  ],
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
 * Failed logins per username from every source, in a window that starts with the first failure (any
 * username, existing or not, so the throttle itself reveals nothing). Past a threshold every source gets
 * delays from its first failure and the owner is e-mailed (`alertedAt`, at most once a day). It never blocks
 * the username: see `loginSourceFailures`.
 */
export const loginThrottles = pgTable('login_throttles', {
  username: varchar({ length: 32 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  alertedAt: timestamp({ withTimezone: true }),
});

/**
 * Failed logins per username and source (client IP, IPv6 by /64): the pair must wait until `retryAt`, a delay
 * that doubles with each failure past the free ones. Forgotten once the pair has not failed for a window.
 */
export const loginSourceFailures = pgTable(
  'login_source_failures',
  {
    username: varchar({ length: 32 }).notNull(),
    source: varchar({ length: 64 }).notNull(),
    failures: integer().notNull(),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
    retryAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.source] }),
    index('login_source_failures_last_failure_idx').on(t.lastFailureAt),
  ],
);

/** Captcha solutions already accepted: a solution is single-use across every server replica. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: varchar({ length: 128 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Password recovery requests, queued as they come: the request does this one insert whether or not the NIF
 * exists (so its timing tells nothing), and the recovery job does the per-user work (code, e-mail).
 */
export const passwordRecoveryRequests = pgTable('password_recovery_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  username: varchar({ length: 255 }).notNull(),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
});
