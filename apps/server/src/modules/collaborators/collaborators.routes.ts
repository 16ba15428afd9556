import {
  collaboratorDetailSchema,
  collaboratorListItemSchema,
  collaboratorsQuerySchema,
  createCollaboratorRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  pagedSchema,
  pageQuerySchema,
  ROLES,
  STAFF_ROLES,
  updateCollaboratorRequestSchema,
  workerCreateCollaboratorRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { createCollaborator } from './create-collaborator.js';
import { getCollaborator } from './get-collaborator.js';
import { listCollaborators } from './list-collaborators.js';
import { updateCollaborator } from './update-collaborator.js';

const errors = { '4xx': errorResponseSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const createdResponse = { 201: z.object({ id: z.number().int(), message: z.string() }), ...errors };

/**
 * Collaborators (gestorías) for staff: registration (superadmin with any commission and superColaborador,
 * worker with the fixed commission list), list, detail with its companies, and edit (part 2 sections 2.8-2.10).
 */
export const collaboratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  const superadmin = app.authorize([ROLES.superadmin]);
  const schema = { tags: ['collaborators'] };

  app.post(
    '/admin/gestorias',
    { schema: { ...schema, body: createCollaboratorRequestSchema, response: createdResponse }, onRequest: superadmin },
    async (request, reply) =>
      reply.status(201).send(await createCollaborator({ ctx: actorContext(request), input: request.body })),
  );
  app.post(
    '/worker/gestorias',
    { schema: { ...schema, body: workerCreateCollaboratorRequestSchema, response: createdResponse }, onRequest: staff },
    async (request, reply) =>
      reply.status(201).send(await createCollaborator({ ctx: actorContext(request), input: request.body })),
  );

  for (const prefix of ['/admin', '/worker']) {
    app.get(
      `${prefix}/gestorias`,
      {
        schema: {
          ...schema,
          querystring: collaboratorsQuerySchema,
          response: { 200: pagedSchema(collaboratorListItemSchema), ...errors },
        },
        onRequest: staff,
      },
      async (request) => listCollaborators({ ctx: actorContext(request), input: request.query }),
    );
    app.get(
      `${prefix}/gestorias/:id`,
      {
        schema: {
          ...schema,
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: collaboratorDetailSchema, ...errors },
        },
        onRequest: staff,
      },
      async (request) => getCollaborator({ ctx: actorContext(request), id: request.params.id, page: request.query }),
    );
  }

  // decisions.md: the singular path the collaborator-data screen uses is the same handler.
  for (const path of ['/admin/gestorias/:id', '/admin/gestoria/:id', '/worker/gestorias/:id']) {
    app.put(
      path,
      {
        schema: {
          ...schema,
          params: idParams,
          body: updateCollaboratorRequestSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        onRequest: staff,
      },
      async (request) => updateCollaborator({ ctx: actorContext(request), id: request.params.id, input: request.body }),
    );
  }
};
