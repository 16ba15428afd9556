import { providerInfoSchema } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The provider's public identity (footer, legal notice, contact buttons), from configuration. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/provider',
    {
      schema: {
        tags: ['public'],
        summary: 'Provider identity for the public site',
        response: { 200: providerInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { inbox: _inbox, ...publicIdentity } = app.services.config.provider;
      return publicIdentity;
    },
  );
};
