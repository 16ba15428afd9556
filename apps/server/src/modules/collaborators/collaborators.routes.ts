import { collaboratorsEndpoints as endpoints, staffUsersEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { addCollaboratorUser } from './add-collaborator-user.js';
import { createCollaborator } from './create-collaborator.js';
import { getCollaborator } from './get-collaborator.js';
import { listCollaboratorUsers } from './list-collaborator-users.js';
import { listCollaborators } from './list-collaborators.js';
import { updateCollaborator } from './update-collaborator.js';

/** Collaborators (gestorías) for staff: registration, list, detail with its companies, edit, and their users. */
export const collaboratorsRoutes: FastifyPluginAsync = async (app) => {
  for (const endpoint of [endpoints.create, endpoints.workerCreate]) {
    registerEndpoint(app, endpoint, ({ ctx, body }) => createCollaborator({ ctx, input: body }));
  }
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.list[scope], ({ ctx, query }) => listCollaborators({ ctx, input: query }));
    registerEndpoint(app, endpoints.detail[scope], ({ ctx, params, query }) =>
      getCollaborator({ ctx, input: { id: params.id, page: query } }),
    );
  }
  for (const endpoint of [endpoints.adminUpdate, endpoints.adminUpdateSingular, endpoints.workerUpdate]) {
    registerEndpoint(app, endpoint, ({ ctx, params, body }) =>
      updateCollaborator({ ctx, input: { ...body, id: params.id } }),
    );
  }
  registerEndpoint(app, staffUsersEndpoints.listByCollaborator, ({ ctx, query }) =>
    listCollaboratorUsers({ ctx, input: query }),
  );
  registerEndpoint(app, staffUsersEndpoints.addToCollaborator, ({ ctx, params, body }) =>
    addCollaboratorUser({ ctx, input: { ...body, agencyId: params.id } }),
  );
};
