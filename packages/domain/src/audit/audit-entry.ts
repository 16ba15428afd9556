import { z } from 'zod';
import { ROLES } from '../constants.js';
import { isCalendarDate } from '../primitives/calendar-date.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { pagedSchema } from '../shared/paged.js';

const optionalDate = z.string().refine(isCalendarDate, { error: 'Fecha inválida o formato incorrecto' }).optional();

/** GET /admin/auditoria: newest first, filtered by entity, action, actor's username and day range. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  action: z.string().trim().max(80).optional(),
  usuario: z.string().trim().max(32).optional(),
  desde: optionalDate,
  hasta: optionalDate,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One change: who (null actor = the system's own jobs), when, what, before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit log's total is counted up to this many entries; past it the screen asks for a filter. */
export const AUDIT_COUNT_CAP = 10_000;

export const auditPageSchema = pagedSchema(auditEntrySchema).extend({ totalCapped: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/admin/auditoria',
    audience: [ROLES.superadmin],
    tag: 'audit',
    summary: 'The audit log, newest first',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
