import type { RoleName } from '@cumplia/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'cumplia-auth';
const AUDIENCE = 'cumplia';
const TOKEN_TYPE = 'access';
const ALGORITHM = 'HS256';

export type AccessTokenSubject = { userId: number; name: string; roles: RoleName[] };
export type VerifiedAccessToken = { userId: number; roles: string[] | string };

export type AccessTokenService = {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** Resolves to null for anything that is not a valid, unexpired access token of ours. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
};

export function createAccessTokenService(secret: string, ttlSeconds: number, now: () => Date): AccessTokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, name, roles }) => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ roles, name, typ: TOKEN_TYPE })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        const roles = payload.roles;
        if (payload.typ !== TOKEN_TYPE || !Number.isInteger(userId)) return null;
        if (!Array.isArray(roles) && typeof roles !== 'string') return null;
        return { userId, roles: roles as string[] | string };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
