import { type LoginType, ROLES, type RoleName, STAFF_ROLES } from '@cumplia/domain';
import type { LOGIN_SCOPES } from '../../db/schema/index.js';
import type { UserAccess } from './find-user-access.js';

/** G = collaborator (agency), E = client company, STAFF = provider staff (who log in with no type). */
export type LoginScope = (typeof LOGIN_SCOPES)[number];

export const loginScopeOf = (tipo: LoginType | null): LoginScope => tipo ?? 'STAFF';

/**
 * The roles a session of this scope grants the user, or null when the user cannot log in that way:
 * type G only for agency users, E only for company users, no type only for staff.
 */
export function rolesForScope(user: UserAccess, scope: LoginScope): RoleName[] | null {
  switch (scope) {
    case 'G':
      return user.roles.includes(ROLES.agency) && user.agencyId !== null ? [ROLES.agency] : null;
    case 'E':
      return user.roles.includes(ROLES.company) && user.companyIds.length > 0 ? [ROLES.company] : null;
    case 'STAFF': {
      const staffRoles = user.roles.filter((role) => STAFF_ROLES.includes(role));
      return staffRoles.length > 0 ? staffRoles : null;
    }
  }
}
