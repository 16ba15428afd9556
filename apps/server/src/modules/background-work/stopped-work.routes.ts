import { stoppedWorkEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { discardStoppedWork, listStoppedWork, retryAllStoppedWork, retryStoppedWork } from './stopped-work.js';

/** 'Trabajos detenidos': staff see what the background jobs gave up on, and retry or discard each. */
export const stoppedWorkRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, stoppedWorkEndpoints.list, ({ ctx, query }) => listStoppedWork({ ctx, input: query }));
  registerEndpoint(app, stoppedWorkEndpoints.retryAll, ({ ctx }) => retryAllStoppedWork({ ctx }));
  registerEndpoint(app, stoppedWorkEndpoints.retry, ({ ctx, params }) => retryStoppedWork({ ctx, input: params }));
  registerEndpoint(app, stoppedWorkEndpoints.discard, ({ ctx, params }) => discardStoppedWork({ ctx, input: params }));
};
