import {
  errorResponseSchema,
  personDataExportSchema,
  personErasureResultSchema,
  personQuerySchema,
  ROLES,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition.js';
import { actorContext } from '../../request-context.js';
import { erasePersonData } from './erase-person-data.js';
import { exportPersonData } from './export-person-data.js';

const errors = { '4xx': errorResponseSchema };

/** Data-protection requests of a person (access and erasure), answered by the provider. Superadmin only. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = app.authorize([ROLES.superadmin]);
  const schema = { tags: ['privacy'] };

  app.get(
    '/admin/privacidad/exportar',
    {
      schema: { ...schema, querystring: personQuerySchema, response: { 200: personDataExportSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request, reply) => {
      const exported = await exportPersonData({ ctx: actorContext(request), person: request.query });
      const fileName = `datos-personales-${request.query.nif || request.query.email}.json`;
      return reply.header('content-disposition', attachment(fileName)).send(exported);
    },
  );
  app.post(
    '/admin/privacidad/suprimir',
    {
      schema: { ...schema, body: personQuerySchema, response: { 200: personErasureResultSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => erasePersonData({ ctx: actorContext(request), person: request.body }),
  );
};
