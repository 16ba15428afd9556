import type { RoleName } from '@cumplia/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'cumplia-auth';
const AUDIENCE = 'cumplia';
const TOKEN_TYPE = 'access';
const ALGORITHM = 'HS256';

/** `sessionId` is the refresh-token family the token was issued for (claim `sid`): ending it ends the token. */
export type AccessTokenSubject = { userId: number; sessionId: string; name: string; roles: RoleName[] };
export type VerifiedAccessToken = { userId: number; sessionId: string; roles: string[] | string };

export type AccessTokenService = {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** Resolves to null for anything that is not a valid, unexpired access token of ours. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
};

/** Session ids are the UUIDs of refresh-token families. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verified tokens kept per process; at the limit the oldest is forgotten (and verified again if it returns). */
const VERIFIED_CACHE_LIMIT = 10_000;

/**
 * Access tokens signed with JWT_SECRET; those signed with a secret a rotation replaced (JWT_SECRET_PREVIOUS) still
 * verify until they expire, so a rotation ends no session.
 */
export function createAccessTokenService(
  secrets: { jwt: string; previous: { jwt: readonly string[] } },
  ttlSeconds: number,
  now: () => Date,
): AccessTokenService {
  // Imported once: jose would import raw key bytes into WebCrypto on every call.
  const importKey = (secret: string) =>
    crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  // The current key signs; it and the replaced ones verify.
  const signingKey = importKey(secrets.jwt);
  const keys = Promise.all([signingKey, ...secrets.previous.jwt.map(importKey)]);
  // The same token string was verified before: only its expiry can have changed. A tampered token is a
  // different string, so it always goes through the full check. Whether its session still lives is not
  // cached: the caller checks it with the user on every request.
  const verified = new Map<string, VerifiedAccessToken & { expiresAtMs: number }>();

  async function verifyFully(token: string): Promise<(VerifiedAccessToken & { expiresAtMs: number }) | null> {
    for (const candidate of await keys) {
      const verifiedWith = await verifyWith(token, candidate);
      if (verifiedWith) return verifiedWith;
    }
    return null;
  }

  async function verifyWith(
    token: string,
    candidate: Awaited<ReturnType<typeof importKey>>,
  ): Promise<(VerifiedAccessToken & { expiresAtMs: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, candidate, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid'],
        currentDate: now(),
      });
      const userId = Number(payload.sub);
      const roles = payload.roles;
      const sessionId = payload.sid;
      if (payload.typ !== TOKEN_TYPE || !Number.isInteger(userId)) return null;
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
      if (!Array.isArray(roles) && typeof roles !== 'string') return null;
      return { userId, sessionId, roles: roles as string[] | string, expiresAtMs: (payload.exp ?? 0) * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    issue: async ({ userId, sessionId, name, roles }) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ roles, name, sid: sessionId, typ: TOKEN_TYPE })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await signingKey);
    },
    verify: async (token) => {
      const known = verified.get(token) ?? (await verifyFully(token));
      if (!known || known.expiresAtMs <= now().getTime()) {
        verified.delete(token);
        return null;
      }
      if (!verified.has(token)) {
        if (verified.size >= VERIFIED_CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
        verified.set(token, known);
      }
      return { userId: known.userId, sessionId: known.sessionId, roles: known.roles };
    },
  };
}
