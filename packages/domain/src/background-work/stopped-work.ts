import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { STAFF_ROLES } from '../constants.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';

/** The background jobs whose items are tracked one by one; an item that spent every attempt stops for staff. */
export const WORK_QUEUES = ['seal-contract', 'seal-amendment', 'onboarding-reminder'] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

/** What each queue's item is, as 'Trabajos detenidos' names it. */
export const WORK_QUEUE_LABELS: Record<WorkQueue, string> = {
  'seal-contract': 'Sellar un contrato firmado',
  'seal-amendment': 'Sellar un cambio de la orden de domiciliación firmado',
  'onboarding-reminder': 'Recordatorio del alta por SMS',
};

/** An item a background job gave up on after its last attempt, waiting for staff to retry or discard it. */
export const stoppedWorkItemSchema = z.object({
  cola: z.enum(WORK_QUEUES),
  id: z.number().int(),
  /** The company the item is for (null when it no longer exists). */
  empresa: z.object({ id: z.number().int(), nombre: z.string(), nifCif: z.string() }).nullable(),
  intentos: z.number().int(),
  ultimoError: z.string().nullable(),
  primerIntento: z.string(),
  detenidoDesde: z.string(),
});
export type StoppedWorkItem = z.infer<typeof stoppedWorkItemSchema>;

export const stoppedWorkParamsSchema = z.object({
  cola: z.enum(WORK_QUEUES),
  id: z.coerce.number().int().positive(),
});

/** 'Trabajos detenidos': staff see what the background jobs gave up on, and retry or discard each. */
export const stoppedWorkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/admin/trabajos-detenidos',
    audience: STAFF_ROLES,
    tag: 'background-work',
    summary: 'Background work items that spent every attempt, oldest first (staff)',
    query: pageQuerySchema,
    response: pagedSchema(stoppedWorkItemSchema),
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/trabajos-detenidos/:cola/:id/reintentar',
    audience: STAFF_ROLES,
    tag: 'background-work',
    summary: 'Try a stopped item again now, with its attempts counted afresh (staff)',
    params: stoppedWorkParamsSchema,
    response: messageResponseSchema,
  }),
  retryAll: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/trabajos-detenidos/reintentar-todos',
    audience: STAFF_ROLES,
    tag: 'background-work',
    summary: 'Try every stopped item again now (after an outage of the TSA, say), attempts afresh (staff)',
    response: messageResponseSchema,
  }),
  discard: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/trabajos-detenidos/:cola/:id/descartar',
    audience: STAFF_ROLES,
    tag: 'background-work',
    summary: 'Give up on a stopped item for good: never tried again, no longer listed (staff)',
    params: stoppedWorkParamsSchema,
    response: messageResponseSchema,
  }),
};
