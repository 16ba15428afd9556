import {
  errorResponseSchema,
  messageResponseSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  pagedSchema,
  STAFF_ROLES,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { listOutboxMessages } from './list-outbox-messages.js';
import { resendOutboxMessage } from './resend-outbox-message.js';

/** Resends per staff member's address and minute: enough to help users, too few to flood a mailbox. */
const RESENDS_PER_MINUTE = 10;

/** 'Mensajes': staff see every message with its secrets masked, and may re-send one without reading it. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'E-mails and SMS with their delivery status, codes and token links masked (staff)',
        querystring: outboxQuerySchema,
        response: { 200: pagedSchema(outboxMessageSchema), '4xx': errorResponseSchema },
      },
      onRequest: app.authorize(STAFF_ROLES),
    },
    async (request) => listOutboxMessages({ ctx: actorContext(request), input: request.query }),
  );

  app.post(
    '/admin/outbox/:id/reenviar',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Queue a new copy of a sent or failed message for its recipient, without showing it (staff)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: messageResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: RESENDS_PER_MINUTE, timeWindow: '1 minute' } },
      onRequest: app.authorize(STAFF_ROLES),
    },
    async (request) => resendOutboxMessage({ ctx: actorContext(request), id: request.params.id }),
  );
};
