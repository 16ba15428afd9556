import { usersEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { getMyNotifications } from './get-my-notifications.js';
import { getMyUser } from './get-my-user.js';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, usersEndpoints.myUser, ({ ctx }) => getMyUser({ ctx }));
  registerEndpoint(app, usersEndpoints.myNotifications, ({ ctx }) => getMyNotifications({ ctx }));
};
