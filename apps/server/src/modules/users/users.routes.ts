import { errorResponseSchema, myNotificationsResponseSchema, myUserResponseSchema, ROLE_NAMES } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorContext } from '../../request-context.js';
import { getMyNotifications } from './get-my-notifications.js';
import { getMyUser } from './get-my-user.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyRole = app.authorize(ROLE_NAMES);

  app.get(
    '/users/my',
    {
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        response: { 200: myUserResponseSchema, '4xx': errorResponseSchema },
      },
      onRequest: anyRole,
    },
    async (request) => getMyUser({ ctx: actorContext(request) }),
  );

  app.get(
    '/users/my/notifications',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether the header notification dot is on',
        response: { 200: myNotificationsResponseSchema, '4xx': errorResponseSchema },
      },
      onRequest: anyRole,
    },
    async (request) => getMyNotifications({ ctx: actorContext(request) }),
  );
};
