import type { FastifyBaseLogger } from 'fastify';
import type { ActionContext } from './actor.js';
import type { Services } from './services.js';

/**
 * The context of an action a background job or an operations script runs: the services, no actor (nobody asked;
 * the action acts for the provider), the log, and the job's name where a request id would be.
 */
export function jobContext(services: Services, log: FastifyBaseLogger, job: string): ActionContext<null> {
  return { services, actor: null, log, requestId: `job:${job}` };
}
