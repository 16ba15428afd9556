import { providerEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { publicProviderInfo } from './public-provider-info.js';

/** The provider's public identity (footer, legal notice, contact buttons), from configuration. */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, providerEndpoints.publicInfo, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicProviderInfo(app.services.config.provider);
  });
};
