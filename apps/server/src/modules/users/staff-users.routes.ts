import { staffUsersEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { deleteUser } from './delete-user.js';
import { getStaffUser, listRoles } from './staff-user.js';
import { updateStaffUser } from './update-staff-user.js';

/** 'Gestionar usuarios' and 'Datos de Usuario' (part 2 sections 2.6 and 2.7), superadmin only. */
export const staffUsersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.remove, ({ ctx, params }) => deleteUser({ ctx, input: { id: params.id } }));
  registerEndpoint(app, endpoints.get, ({ ctx, params }) => getStaffUser({ ctx, input: { id: params.id } }));
  registerEndpoint(app, endpoints.update, ({ ctx, params, body }) =>
    updateStaffUser({ ctx, input: { ...body, id: params.id } }),
  );
  registerEndpoint(app, endpoints.roles, ({ ctx }) => listRoles({ ctx }));
};
