import { ROLES } from '@cumplia/domain';
import { decodeAccessToken, nowInSeconds } from './access-token';
import { paths } from './paths';
import { getAccessToken } from './session-storage';

/** The home of the user whose session this browser holds, or null for a visitor (no token, or an expired one). */
export function sessionHome(): string | null {
  const decoded = decodeAccessToken(getAccessToken());
  if (!decoded || decoded.exp <= nowInSeconds()) return null;
  if (decoded.roles.includes(ROLES.superadmin)) return paths.backoffice.superadminHome;
  if (decoded.roles.includes(ROLES.worker)) return paths.backoffice.workerHome;
  if (decoded.roles.includes(ROLES.agency)) return paths.agency.home;
  if (decoded.roles.includes(ROLES.company)) return paths.company.home;
  return null;
}
