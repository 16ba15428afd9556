import { outboxEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { listOutboxMessages } from './list-outbox-messages.js';
import { resendOutboxMessage } from './resend-outbox-message.js';

/** Resends per staff member's address and minute: enough to help users, too few to flood a mailbox. */
const RESENDS_PER_MINUTE = 10;

/** 'Mensajes': staff see every message with its secrets masked, and may re-send one without reading it. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, outboxEndpoints.list, ({ ctx, query }) => listOutboxMessages({ ctx, input: query }));
  registerEndpoint(
    app,
    outboxEndpoints.resend,
    ({ ctx, params }) => resendOutboxMessage({ ctx, input: { id: params.id } }),
    {
      config: { rateLimit: { max: RESENDS_PER_MINUTE, timeWindow: '1 minute' } },
    },
  );
};
