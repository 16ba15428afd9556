import { privacyEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { attachment } from '../../lib/content-disposition.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { erasePersonData } from './erase-person-data.js';
import { exportPersonData } from './export-person-data.js';

/** Data-protection requests of a person (access and erasure), answered by the provider. Superadmin only. */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, privacyEndpoints.exportPerson, async ({ ctx, query, reply }) => {
    const exported = await exportPersonData({ ctx, input: { person: query } });
    reply.header('content-disposition', attachment(`datos-personales-${query.nif || query.email}.json`));
    return exported;
  });
  registerEndpoint(app, privacyEndpoints.erasePerson, ({ ctx, body }) =>
    erasePersonData({ ctx, input: { person: body } }),
  );
};
