import { ROLE_NAMES, type RoleName } from '../constants.js';

/**
 * The roles of an access token's `roles` claim, which may be a list or a comma-separated string (spec); names
 * that are not ours are dropped. Kept free of zod: the web app's route guard runs it on every navigation.
 */
export function rolesFromClaim(roles: string[] | string | undefined | null): RoleName[] {
  const list = Array.isArray(roles) ? roles : typeof roles === 'string' ? roles.split(',') : [];
  return list.map((role) => role.trim()).filter((role): role is RoleName => (ROLE_NAMES as string[]).includes(role));
}
