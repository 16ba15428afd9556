import { captchaChallengeResponseSchema } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new ALTCHA proof-of-work challenge',
        response: { 200: captchaChallengeResponseSchema },
      },
      config: { rateLimit: { max: app.services.config.captcha.challengesPerMinute, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services.captcha.createChallenge();
    },
  );
};
