import type { RoleName } from '@cumplia/domain';
import { decodeAccessToken } from './access-token';

export type GuardDecision =
  | { allowed: true; roles: RoleName[] }
  | { allowed: false; reason: 'no-token' | 'expired' | 'undecodable' | 'missing-role' };

/**
 * The spec's guard: to /acceso when there is no token, when it is expired (both tokens are then removed by
 * the caller), when it cannot be decoded, or when none of the required roles is in its role claim.
 */
export function decideAccess(token: string | null, required: readonly RoleName[], nowSeconds: number): GuardDecision {
  if (!token) return { allowed: false, reason: 'no-token' };
  const decoded = decodeAccessToken(token);
  if (!decoded) return { allowed: false, reason: 'undecodable' };
  if (decoded.exp <= nowSeconds) return { allowed: false, reason: 'expired' };
  if (!decoded.roles.some((role) => required.includes(role))) return { allowed: false, reason: 'missing-role' };
  return { allowed: true, roles: decoded.roles };
}
