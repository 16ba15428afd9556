import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { refreshTokens } from '../../db/schema/index.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import type { LoginScope } from './login-scope.js';

type TokenLifetimes = Config['tokens'];

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * How long a just-used refresh token may be presented again without counting as theft. A browser that navigates
 * away while its refresh is in flight never stores the new token and presents the old one on the next page; the
 * server answers with a sibling token instead of ending the session, once per token (the lost successor is
 * revoked), and only to the client that used it (same address and browser). From any other client, past this
 * window, on a second replay, or once any later token of the family has been used (so the new token did arrive), a
 * reuse revokes the family and the user is told.
 */
export const LOST_ROTATION_GRACE_SECONDS = 30;

/** The client presenting a token: its address and browser, kept only as a digest. */
export type RefreshClient = { ip: string; userAgent: string | undefined };
const clientDigest = (client: RefreshClient) => sha256Hex(`${client.ip}\n${client.userAgent ?? ''}`);

/**
 * Starts a session (a new token family) for a user who just logged in with a login type. The family id is the
 * session id its access tokens carry.
 */
/** Every login starts a session: the insert is prepared (db/prepared-statement.ts). */
const insertSession = preparedStatement((db) =>
  db
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      loginScope: sql.placeholder('loginScope'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
      familyExpiresAt: sql.placeholder('familyExpiresAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('session_start'),
);

export async function startSession(
  db: Queryable,
  session: { userId: number; scope: LoginScope },
  now: Date,
  lifetimes: TokenLifetimes,
) {
  const token = newOpaqueToken();
  const sessionId = randomUUID();
  const familyExpiresAt = addSeconds(now, lifetimes.sessionMaxAgeSeconds);
  await insertSession(db).execute({
    userId: session.userId,
    familyId: sessionId,
    loginScope: session.scope,
    tokenHash: sha256Hex(token),
    expiresAt: earliest(addSeconds(now, lifetimes.refreshTtlSeconds), familyExpiresAt),
    familyExpiresAt,
    createdAt: now,
  });
  return { token, sessionId };
}

export type Rotation =
  | { outcome: 'rotated'; userId: number; familyId: string; scope: LoginScope; token: string }
  | { outcome: 'reused'; familyId: string; userId: number }
  | { outcome: 'invalid' };

/**
 * Exchanges a refresh token for the next one of its family. A token that was already used is a sign of
 * theft: the whole family is revoked and both holders must log in again (except a lost rotation, see
 * LOST_ROTATION_GRACE_SECONDS). Run inside a transaction; the
 * outcome is returned, not thrown, so that a revocation commits.
 */
export async function rotateSession(
  db: Queryable,
  presented: string,
  client: RefreshClient,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<Rotation> {
  const by = clientDigest(client);
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
    .for('update');
  if (!current || current.revokedAt) return { outcome: 'invalid' };
  if (current.usedAt) {
    if (current.replayedAt || current.usedBy !== by || !(await isLostRotation(db, current, now))) {
      await revokeFamily(db, current.familyId, now);
      return { outcome: 'reused', familyId: current.familyId, userId: current.userId };
    }
    // A lost rotation gets one replacement, and the successor that never arrived stops working: one live token.
    await db.update(refreshTokens).set({ replayedAt: now }).where(eq(refreshTokens.id, current.id));
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.familyId, current.familyId),
          eq(refreshTokens.createdAt, current.usedAt),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }
  if (current.familyExpiresAt <= now) return { outcome: 'invalid' };
  if (!current.usedAt && current.expiresAt <= now) return { outcome: 'invalid' };

  if (!current.usedAt) {
    await db.update(refreshTokens).set({ usedAt: now, usedBy: by }).where(eq(refreshTokens.id, current.id));
  }
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: current.userId,
    familyId: current.familyId,
    loginScope: current.loginScope,
    tokenHash: sha256Hex(token),
    expiresAt: earliest(addSeconds(now, lifetimes.refreshTtlSeconds), current.familyExpiresAt),
    familyExpiresAt: current.familyExpiresAt,
    createdAt: now,
  });
  return {
    outcome: 'rotated',
    userId: current.userId,
    familyId: current.familyId,
    scope: current.loginScope,
    token,
  };
}

/** A used token presented again shortly after, while nothing issued after its use has been used yet. */
async function isLostRotation(db: Queryable, used: typeof refreshTokens.$inferSelect, now: Date) {
  if (!used.usedAt || now.getTime() - used.usedAt.getTime() > LOST_ROTATION_GRACE_SECONDS * 1000) return false;
  const [laterUse] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, used.familyId), gt(refreshTokens.usedAt, used.usedAt)))
    .limit(1);
  return !laterUse;
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password change, account disabled). */
export async function revokeAllSessionsOfUser(db: Queryable, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session the token belongs to. Unknown tokens are ignored (nothing to end). */
export async function revokeSessionByToken(db: Queryable, presented: string, now: Date) {
  const [current] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  if (current) await revokeFamily(db, current.familyId, now);
}
