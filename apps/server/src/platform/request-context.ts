import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.js';
import type { ActionContext, Actor } from './actor.js';
import type { Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** Set by the authentication plugin's `authorize` hook. */
    actor: Actor | null;
  }
}

/** The authenticated actor of a request; routes behind `authorize` can rely on it. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The context of an action called by an anonymous visitor (login, refresh, public forms). */
export function visitorContext(request: FastifyRequest): ActionContext<null> {
  return { services: request.server.services, actor: null, log: request.log, requestId: request.id };
}

/** The context of an action called behind `authorize`: the actor is known. */
export function actorContext(request: FastifyRequest): ActionContext {
  return { services: request.server.services, actor: actorOf(request), log: request.log, requestId: request.id };
}
