import { auditPageSchema, auditQuerySchema, errorResponseSchema, ROLES } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorContext } from '../../request-context.js';
import { listAudit } from './list-audit.js';

/** The audit log of every back-office and agency change, for the superadmin (decisions.md, Audit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/auditoria',
    {
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, '4xx': errorResponseSchema },
      },
      onRequest: app.authorize([ROLES.superadmin]),
    },
    async (request) => listAudit({ ctx: actorContext(request), input: request.query }),
  );
};
