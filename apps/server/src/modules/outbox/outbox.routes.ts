import { errorResponseSchema, outboxMessageSchema, outboxQuerySchema, pagedSchema, STAFF_ROLES } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorContext } from '../../request-context.js';
import { listOutboxMessages } from './list-outbox-messages.js';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'E-mails and SMS with their delivery status (staff)',
        querystring: outboxQuerySchema,
        response: { 200: pagedSchema(outboxMessageSchema), '4xx': errorResponseSchema },
      },
      onRequest: app.authorize(STAFF_ROLES),
    },
    async (request) => listOutboxMessages({ ctx: actorContext(request), input: request.query }),
  );
};
