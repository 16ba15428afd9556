import type { RefreshTokenResponse } from '@cumplia/domain';
import { unauthorized } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { findUserAccessById } from './find-user-access.js';
import { rolesForScope } from './login-scope.js';
import { revokeFamily, rotateSession } from './refresh-tokens.js';

/**
 * Rotates the refresh token and issues a new access token with the roles the session's login type still
 * grants. A disabled user, or one who lost those roles, ends the session instead.
 */
export async function refreshSession({
  ctx,
  input,
}: {
  ctx: ActionContext<null>;
  input: { refreshToken: string };
}): Promise<RefreshTokenResponse> {
  const { db, config, accessTokens } = ctx.services;
  const now = ctx.services.now();
  const rotated = await db.transaction((tx) => rotateSession(tx, input.refreshToken, now, config.tokens));
  if (rotated.outcome === 'reused') {
    ctx.log.warn({ familyId: rotated.familyId }, 'refresh token reused: session family revoked');
    throw unauthorized();
  }
  if (rotated.outcome === 'invalid') throw unauthorized();

  const user = await findUserAccessById(db, rotated.userId);
  const roles = user?.enabled ? rolesForScope(user, rotated.scope) : null;
  if (!user || !roles) {
    await revokeFamily(db, rotated.familyId, now);
    throw unauthorized();
  }
  const token = await accessTokens.issue({ userId: user.id, sessionId: rotated.familyId, name: user.name, roles });
  return { token, refreshToken: rotated.token, newToken: token };
}
