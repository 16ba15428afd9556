import { ROLES } from '@cumplia/domain';
import { decodeAccessToken, nowInSeconds } from './access-token';
import { paths } from './paths';
import { getAccessToken } from './session-storage';

/**
 * Where 'inicio' is for whoever is here: the home of the area the session opens (the back office, the agency's or
 * the client's area), or the public landing without a session.
 */
export function sessionHome(): string {
  const decoded = decodeAccessToken(getAccessToken());
  if (!decoded || decoded.exp <= nowInSeconds()) return '/';
  if (decoded.roles.includes(ROLES.superadmin)) return paths.backoffice.superadminHome;
  if (decoded.roles.includes(ROLES.worker)) return paths.backoffice.workerHome;
  if (decoded.roles.includes(ROLES.agency)) return paths.agency.home;
  if (decoded.roles.includes(ROLES.company)) return paths.company.home;
  return '/';
}
