import { type AuthenticateResponse, type LoginType, MESSAGES } from '@cumplia/domain';
import { AppError } from '../../lib/app-error.js';
import { clientSourceOf } from '../../lib/client-source.js';
import type { ActionContext } from '../../platform/actor.js';
import { findUserAccessByUsername } from './find-user-access.js';
import { loginScopeOf, rolesForScope } from './login-scope.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { verifyPassword } from './password-hasher.js';
import { startSession } from './refresh-tokens.js';

type Input = { username: string; password: string; tipo: LoginType | null };

const WRONG_TYPE_MESSAGE = {
  G: MESSAGES.login.wrongTypeAgency,
  E: MESSAGES.login.wrongTypeCompany,
  STAFF: MESSAGES.login.wrongTypeStaff,
} as const;

/**
 * Login with NIF + password + type. Unknown user, no password yet and wrong password all give the same
 * AUTH002 (and take the same time); only a correct password learns that the account is disabled or that the
 * type is wrong.
 */
export async function authenticateUser({
  ctx,
  input: { ip, ...input },
}: {
  ctx: ActionContext<null>;
  input: Input & {
    /** The client's address: failures are throttled per NIF and source, never for the NIF as a whole. */
    ip: string;
  };
}): Promise<AuthenticateResponse> {
  const { db, config, accessTokens } = ctx.services;
  const now = ctx.services.now();
  const attempt = { username: input.username, source: clientSourceOf(ip) };
  await assertLoginAllowed(db, attempt, now);

  const user = await findUserAccessByUsername(db, input.username);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(db, attempt, now, config.login, config);
    throw new AppError('AUTH002', 401);
  }
  if (!user.enabled) throw new AppError('AUTH004', 403);

  const scope = loginScopeOf(input.tipo);
  const roles = rolesForScope(user, scope);
  if (!roles) throw new AppError('LOGIN_TYPE_MISMATCH', 403, WRONG_TYPE_MESSAGE[scope]);

  await clearLoginFailures(db, attempt);
  const session = await startSession(db, { userId: user.id, scope }, now, config.tokens);
  const token = await accessTokens.issue({ userId: user.id, sessionId: session.sessionId, name: user.name, roles });
  ctx.log.info({ userId: user.id, scope }, 'user logged in');
  return { token, refreshToken: session.token };
}
