import { captchaEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    captchaEndpoints.challenge,
    async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return app.services.captcha.createChallenge();
    },
    { config: { rateLimit: { max: app.services.config.captcha.challengesPerMinute, timeWindow: '1 minute' } } },
  );
};
