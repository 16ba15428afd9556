import { COMPANY_HEADER, type RoleName, rolesFromClaim } from '@cumplia/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/app-error.js';
import { findUserAccessBySession } from '../modules/auth/index.js';
import { actorFor } from '../platform/actor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: a valid access token of a live session of an enabled user holding one of the roles, else
     * 401/403. It runs
     * before the body is read or validated, so strangers learn nothing about a route's input.
     */
    authorize(allowed: readonly RoleName[]): onRequestAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/**
 * The company a request asks to act for: a positive id, or null when the header is absent. A header that is not one
 * id ('07', '0', '7,11', or sent twice) is refused: acting for the person's first company instead would be a guess.
 */
function chosenCompanyId(request: FastifyRequest): number | null {
  const value = request.headers[COMPANY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) {
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      'La empresa elegida no es válida. Vuelva a elegirla en el selector «Empresa».',
    );
  }
  return Number(value);
}

export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.decorate('authorize', (allowed: readonly RoleName[]) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await app.services.accessTokens.verify(token) : null;
    if (!claims) throw unauthorized();

    // The user is read only while the token's session lives: a logout or password change ends it at once.
    const user = await findUserAccessBySession(app.services.db, claims, app.services.now());
    if (!user?.enabled) throw unauthorized();

    // A role counts only while the token grants it and the user still holds it.
    const granted = rolesFromClaim(claims.roles).filter((role) => user.roles.includes(role));
    if (!granted.some((role) => allowed.includes(role))) throw forbidden();
    const actor = actorFor(
      {
        userId: user.id,
        name: user.name,
        agencyId: user.agencyId,
        companyIds: user.companyIds,
        chosenCompanyId: chosenCompanyId(request),
      },
      granted,
    );
    if (!actor) throw forbidden();
    request.actor = actor;
  });
});
