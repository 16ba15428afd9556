import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  errorResponseSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorContext } from '../../request-context.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { authenticateUser } from './authenticate-user.js';
import { endSession } from './end-session.js';
import { refreshSession } from './refresh-session.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login } = app.services.config;

  app.post(
    '/authenticate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with NIF, password and type (G agency, E company, none for staff)',
        body: authenticateRequestSchema,
        response: { 200: authenticateResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: login.ratePerMinutePerIp, timeWindow: '1 minute' } },
      preHandler: requireCaptcha,
    },
    async (request) => authenticateUser({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => refreshSession({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'End the session of a refresh token', body: logoutRequestSchema },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await endSession({ ctx: visitorContext(request), input: request.body });
      return reply.status(204).send();
    },
  );
};
