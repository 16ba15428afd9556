import type { RoleName } from '@cumplia/domain';
import { type LoaderFunction, redirect } from 'react-router';
import { nowInSeconds } from '../../lib/access-token';
import { paths } from '../../lib/paths';
import { decideAccess } from '../../lib/route-guard';
import { clearTokens, getAccessToken } from '../../lib/session-storage';

/**
 * The loader of a protected layout route: runs before every navigation into it (see shouldRevalidate in the
 * router), sends the visitor to /acceso when the spec's guard refuses, removing both tokens when expired.
 * Without a session, the login returns to the page asked for.
 */
export function requireRole(
  roles: readonly RoleName[],
  options: { missingRoleRedirect?: string } = {},
): LoaderFunction {
  return ({ request }) => {
    const decision = decideAccess(getAccessToken(), roles, nowInSeconds());
    if (decision.allowed) return { roles: decision.roles };
    if (decision.reason === 'expired') clearTokens();
    if (decision.reason === 'missing-role' && options.missingRoleRedirect) return redirect(options.missingRoleRedirect);
    // Logged in, but not for this area: the login says so instead of appearing unexplained.
    if (decision.reason === 'missing-role') return redirect(paths.loginFromOtherArea);
    const asked = new URL(request.url);
    return redirect(paths.loginReturningTo(`${asked.pathname}${asked.search}`));
  };
}
