import { z } from 'zod';
import { sortQuerySchema } from '../shared/list-query.js';
import { pageQuerySchema } from '../shared/paged.js';

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** GET /cumplia-core/admin/outbox: messages with their delivery status, newest first. */
/** 'Mensajes' sorts by when the message was queued (index `outbox_messages_created_idx`). */
export const OUTBOX_SORTS = ['fecha'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

export const outboxQuerySchema = pageQuerySchema
  .extend({
    channel: z.enum(OUTBOX_CHANNELS).optional(),
    status: z.enum(OUTBOX_STATUSES).optional(),
    recipient: z.string().trim().max(255).optional(),
  })
  .extend(sortQuerySchema(OUTBOX_SORTS, { sort: 'fecha', dir: 'desc' }).shape);

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  /** File names of the PDFs the e-mail attaches (produced when it is sent). */
  attachmentNames: z.array(z.string()),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredVia: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** An SMS handed to the SMS provider: its ids there, encoding, parts and delivery receipt (null otherwise). */
  sms: z
    .object({
      providerMessageIds: z.array(z.string()),
      encoding: z.string().nullable(),
      segments: z.number().int().nullable(),
      receiptStatus: z.string().nullable(),
      receiptAt: z.string().nullable(),
    })
    .nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
