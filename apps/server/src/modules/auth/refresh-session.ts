import type { RefreshTokenResponse } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError, unauthorized } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';
import { findUserAccessById } from './find-user-access.js';
import { rolesForScope } from './login-scope.js';
import { type RefreshClient, revokeFamily, rotateSession } from './refresh-tokens.js';

/**
 * Rotates the refresh token and issues a new access token with the roles the session's login type still
 * grants. A disabled user, or one who lost those roles, ends the session instead. A used token presented again
 * (rotateSession) ends the session, and the user is told by e-mail at their own address.
 */
export async function refreshSession({
  ctx,
  input,
}: {
  ctx: ActionContext<null>;
  input: { refreshToken: string; client: RefreshClient };
}): Promise<RefreshTokenResponse> {
  const { db, config, accessTokens } = ctx.services;
  const now = ctx.services.now();
  const rotated = await db.transaction(async (tx) => {
    const outcome = await rotateSession(tx, input.refreshToken, input.client, now, config.tokens);
    if (outcome.outcome === 'reused') await tellSessionEnded(tx, config, outcome, now);
    return outcome;
  });
  if (rotated.outcome === 'reused') {
    ctx.log.warn({ familyId: rotated.familyId }, 'refresh token reused: session family revoked');
    ctx.services.wakeOutbox();
    throw new AppError('SESSION_REUSED', 401);
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

/** The user learns their session was ended because someone else presented it: one e-mail per session. */
async function tellSessionEnded(
  tx: Transaction,
  config: Config,
  session: { familyId: string; userId: number },
  now: Date,
) {
  const [user] = await tx
    .select({ name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user?.email) return;
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `session-reused:${session.familyId}`,
    to: user.email,
    email: templateEmail(
      'sesion-cerrada',
      { nombre: user.name, usuario: user.username, enlace: `${config.publicUrl}/acceso` },
      config.provider,
    ),
  });
}
