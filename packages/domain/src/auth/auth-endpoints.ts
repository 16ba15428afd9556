import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { authenticateRequestSchema, authenticateResponseSchema } from './authenticate.js';
import { logoutRequestSchema } from './logout.js';
import { changePasswordRequestSchema, passwordRecoveryRequestSchema } from './password-recovery.js';
import { refreshTokenRequestSchema, refreshTokenResponseSchema } from './refresh-token.js';
import { messageResponseSchema, verifyUserRequestSchema } from './verify-user.js';

const base = { audience: 'public', tag: 'auth' } as const;

/** /cumplia-auth: login, session refresh and end, account verification and password recovery. */
export const authEndpoints = {
  authenticate: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/authenticate',
    summary: 'Log in with NIF, password and type (G agency, E company, none for staff)',
    body: authenticateRequestSchema,
    response: authenticateResponseSchema,
  }),
  refreshToken: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/refresh-token',
    summary: 'Rotate the refresh token and get a new access token',
    body: refreshTokenRequestSchema,
    response: refreshTokenResponseSchema,
  }),
  logout: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/logout',
    summary: 'End the session of a refresh token',
    body: logoutRequestSchema,
    response: z.undefined(),
    status: 204,
  }),
  verifyUser: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/users/verify',
    summary: 'Set the password of a new account with the e-mailed verification code',
    body: verifyUserRequestSchema,
    response: messageResponseSchema,
  }),
  passwordRecovery: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/users/password-recovery',
    summary: 'E-mail a password reset link (the answer is the same whether or not the NIF exists)',
    body: passwordRecoveryRequestSchema,
    response: messageResponseSchema,
  }),
  changePassword: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-auth/users/changepassword',
    summary: 'Set a new password with the code of the recovery e-mail',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
};
