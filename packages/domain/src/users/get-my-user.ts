import { z } from 'zod';
import { ROLE_NAMES } from '../constants.js';
import { defineEndpoint } from '../shared/endpoint.js';

/** GET /cumplia-core/users/my */
export const myUserResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.enum(ROLE_NAMES)),
  tipo: z.enum(['G', 'E', 'STAFF']),
});
export type MyUser = z.infer<typeof myUserResponseSchema>;

/** GET /cumplia-core/users/my/notifications: truthy when something needs the user's attention. */
export const myNotificationsResponseSchema = z.boolean();

export const usersEndpoints = {
  myUser: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/users/my',
    audience: ROLE_NAMES,
    tag: 'users',
    summary: 'The logged-in user',
    response: myUserResponseSchema,
  }),
  myNotifications: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/users/my/notifications',
    audience: ROLE_NAMES,
    tag: 'users',
    summary: 'Whether the header notification dot is on',
    response: myNotificationsResponseSchema,
  }),
};
