import type { FastifyRequest } from 'fastify';
import type { ActionContext } from './actor.js';
import { actorOf } from './plugins/authentication.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: import('./services.js').Services;
  }
}

/** The context of an action called by an anonymous visitor (login, refresh, public forms). */
export function visitorContext(request: FastifyRequest): ActionContext<null> {
  return { services: request.server.services, actor: null, log: request.log, requestId: request.id };
}

/** The context of an action called behind `authorize`: the actor is known. */
export function actorContext(request: FastifyRequest): ActionContext {
  return { services: request.server.services, actor: actorOf(request), log: request.log, requestId: request.id };
}
