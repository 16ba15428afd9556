import { z } from 'zod';
import { ROLE_NAMES, type RoleName } from '../constants.js';

/** Claims of the access token. `roles` may be a list or a comma-separated string (spec); we issue a list. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  roles: z.union([z.array(z.string()), z.string()]),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export function rolesFromClaim(roles: string[] | string | undefined | null): RoleName[] {
  const list = Array.isArray(roles) ? roles : typeof roles === 'string' ? roles.split(',') : [];
  return list.map((role) => role.trim()).filter((role): role is RoleName => (ROLE_NAMES as string[]).includes(role));
}
