import { z } from 'zod';

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** GET /cumplia-core/admin/outbox: messages with their delivery status, newest first. */
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  recipient: z.string().trim().max(255).optional(),
});

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
