import { messageResponseSchema } from '../auth/verify-user.js';
import { STAFF_ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema } from '../shared/paged.js';
import { outboxMessageSchema, outboxQuerySchema } from './outbox-message.js';

/** 'Mensajes': staff see every message with its secrets masked, and may re-send one without reading it. */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/admin/outbox',
    audience: STAFF_ROLES,
    tag: 'outbox',
    summary: 'E-mails and SMS with their delivery status, codes and token links masked (staff)',
    query: outboxQuerySchema,
    response: pagedSchema(outboxMessageSchema),
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/outbox/:id/reenviar',
    audience: STAFF_ROLES,
    tag: 'outbox',
    summary: 'Queue a new copy of a sent or failed message for its recipient, without showing it (staff)',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
