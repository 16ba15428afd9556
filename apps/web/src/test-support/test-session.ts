import type { RoleName } from '@cumplia/domain';
import { storeTokens } from '../lib/session-storage';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token with these claims, as the server signs it: the client reads its claims, never its signature. */
export const accessTokenWith = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.firma`;

/** Seconds since the epoch, as tokens count them. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A logged-in session for a component test: a 15-minute access token (with `roles`) and its refresh token. */
export function storeTestSession(roles: RoleName[] = []) {
  storeTokens({ token: accessTokenWith({ exp: nowInSeconds() + 900, roles }), refreshToken: 'r1' });
}
