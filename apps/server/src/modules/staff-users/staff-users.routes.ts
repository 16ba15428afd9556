import {
  addCollaboratorUserRequestSchema,
  collaboratorUsersItemSchema,
  collaboratorUsersQuerySchema,
  errorResponseSchema,
  messageResponseSchema,
  pagedSchema,
  ROLES,
  roleSchema,
  staffUserDetailSchema,
  updateStaffUserRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { addCollaboratorUser } from './add-collaborator-user.js';
import { deleteUser } from './delete-user.js';
import { listCollaboratorUsers } from './list-collaborator-users.js';
import { getStaffUser, listRoles } from './staff-user.js';
import { updateStaffUser } from './update-staff-user.js';

const errors = { '4xx': errorResponseSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * 'Gestionar usuarios' and 'Datos de Usuario' (part 2 sections 2.6 and 2.7). Superadmin only: who may log in,
 * and with which roles, is the provider's own decision, not a worker's.
 */
export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = app.authorize([ROLES.superadmin]);
  const schema = { tags: ['users'] };

  app.get(
    '/admin/gestorias/users',
    {
      schema: {
        ...schema,
        querystring: collaboratorUsersQuerySchema,
        response: { 200: pagedSchema(collaboratorUsersItemSchema), ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => listCollaboratorUsers({ ctx: actorContext(request), input: request.query }),
  );
  app.post(
    '/admin/gestorias/:id/users',
    {
      schema: {
        ...schema,
        params: idParams,
        body: addCollaboratorUserRequestSchema,
        response: {
          201: z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() }),
          ...errors,
        },
      },
      onRequest: superadmin,
    },
    async (request, reply) =>
      reply.status(201).send(
        await addCollaboratorUser({
          ctx: actorContext(request),
          agencyId: request.params.id,
          input: request.body,
        }),
      ),
  );
  app.delete(
    '/admin/users/:id',
    {
      schema: { ...schema, params: idParams, response: { 200: messageResponseSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => deleteUser({ ctx: actorContext(request), id: request.params.id }),
  );
  app.get(
    '/admin/users/:id',
    {
      schema: { ...schema, params: idParams, response: { 200: staffUserDetailSchema, ...errors } },
      onRequest: superadmin,
    },
    async (request) => getStaffUser({ ctx: actorContext(request), id: request.params.id }),
  );
  app.put(
    '/admin/users/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateStaffUserRequestSchema,
        response: { 200: staffUserDetailSchema, ...errors },
      },
      onRequest: superadmin,
    },
    async (request) => updateStaffUser({ ctx: actorContext(request), id: request.params.id, input: request.body }),
  );
  app.get(
    '/admin/roles',
    { schema: { ...schema, response: { 200: z.array(roleSchema), ...errors } }, onRequest: superadmin },
    async (request) => listRoles({ ctx: actorContext(request) }),
  );
};
