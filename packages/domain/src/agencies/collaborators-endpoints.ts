import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES, STAFF_ROLES } from '../constants.js';
import { bothStaffScopes, defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema, pageQuerySchema } from '../shared/paged.js';
import {
  collaboratorDetailSchema,
  collaboratorListItemSchema,
  collaboratorsQuerySchema,
  createCollaboratorRequestSchema,
  updateCollaboratorRequestSchema,
  workerCreateCollaboratorRequestSchema,
} from './agency.js';

const created = z.object({ id: z.number().int(), message: z.string() });
const staff = { audience: STAFF_ROLES, tag: 'collaborators' } as const;
const list = {
  ...staff,
  method: 'GET',
  query: collaboratorsQuerySchema,
  response: pagedSchema(collaboratorListItemSchema),
} as const;
const detail = {
  ...staff,
  method: 'GET',
  params: idParamsSchema,
  query: pageQuerySchema,
  response: collaboratorDetailSchema,
} as const;
const update = {
  ...staff,
  method: 'PUT',
  params: idParamsSchema,
  body: updateCollaboratorRequestSchema,
  response: messageResponseSchema,
} as const;

/**
 * Collaborators (gestorías) for staff (part 2 sections 2.8-2.10): the superadmin registers with any commission
 * and superColaborador, the worker with the fixed commission list; both list, read and edit, each under its
 * own path prefix as the spec's screens call them.
 */
export const collaboratorsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/admin/gestorias',
    audience: [ROLES.superadmin],
    tag: 'collaborators',
    body: createCollaboratorRequestSchema,
    response: created,
    status: 201,
  }),
  workerCreate: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/cumplia-core/worker/gestorias',
    body: workerCreateCollaboratorRequestSchema,
    response: created,
    status: 201,
  }),
  list: bothStaffScopes('/gestorias', list),
  detail: bothStaffScopes('/gestorias/:id', detail),
  adminUpdate: defineEndpoint({ ...update, path: '/cumplia-core/admin/gestorias/:id' }),
  /** decisions.md: the singular path the collaborator-data screen uses is the same handler. */
  adminUpdateSingular: defineEndpoint({ ...update, path: '/cumplia-core/admin/gestoria/:id' }),
  workerUpdate: defineEndpoint({ ...update, path: '/cumplia-core/worker/gestorias/:id' }),
};
