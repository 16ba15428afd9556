import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema } from '../shared/paged.js';
import {
  addCollaboratorUserRequestSchema,
  collaboratorUsersItemSchema,
  collaboratorUsersQuerySchema,
  roleSchema,
  staffUserDetailSchema,
  updateStaffUserRequestSchema,
} from './staff-users.js';

const superadmin = { audience: [ROLES.superadmin], tag: 'users' } as const;

/**
 * 'Gestionar usuarios' and 'Datos de Usuario' (part 2 sections 2.6 and 2.7). Superadmin only: who may log in,
 * and with which roles, is the provider's own decision, not a worker's.
 */
export const staffUsersEndpoints = {
  listByCollaborator: defineEndpoint({
    ...superadmin,
    method: 'GET',
    path: '/cumplia-core/admin/gestorias/users',
    query: collaboratorUsersQuerySchema,
    response: pagedSchema(collaboratorUsersItemSchema),
  }),
  addToCollaborator: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/gestorias/:id/users',
    params: idParamsSchema,
    body: addCollaboratorUserRequestSchema,
    response: z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() }),
    status: 201,
  }),
  remove: defineEndpoint({
    ...superadmin,
    method: 'DELETE',
    path: '/cumplia-core/admin/users/:id',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  get: defineEndpoint({
    ...superadmin,
    method: 'GET',
    path: '/cumplia-core/admin/users/:id',
    params: idParamsSchema,
    response: staffUserDetailSchema,
  }),
  update: defineEndpoint({
    ...superadmin,
    method: 'PUT',
    path: '/cumplia-core/admin/users/:id',
    params: idParamsSchema,
    body: updateStaffUserRequestSchema,
    response: staffUserDetailSchema,
  }),
  roles: defineEndpoint({
    ...superadmin,
    method: 'GET',
    path: '/cumplia-core/admin/roles',
    response: z.array(roleSchema),
  }),
};
