import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  changePasswordRequestSchema,
  errorResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordRecoveryRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  verifyUserRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorContext } from '../../request-context.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { authenticateUser } from './authenticate-user.js';
import { changePassword } from './change-password.js';
import { refuseCommonPassword } from './common-passwords.js';
import { endSession } from './end-session.js';
import { refreshSession } from './refresh-session.js';
import { requestPasswordRecovery } from './request-password-recovery.js';
import { verifyUser } from './verify-user.js';

/** The shared schemas plus the breached-password list, which only the server holds. */
const verifyUserBody = verifyUserRequestSchema.superRefine(refuseCommonPassword('password'));
const changePasswordBody = changePasswordRequestSchema.superRefine(refuseCommonPassword('newPassword'));

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { login } = app.services.config;
  const publicForm = { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' };

  app.post(
    '/authenticate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with NIF, password and type (G agency, E company, none for staff)',
        body: authenticateRequestSchema,
        response: { 200: authenticateResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: login.ratePerMinutePerIp, timeWindow: '1 minute' } },
      preHandler: requireCaptcha,
    },
    async (request) => authenticateUser({ ctx: visitorContext(request), input: request.body, ip: request.ip }),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => refreshSession({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'End the session of a refresh token', body: logoutRequestSchema },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await endSession({ ctx: visitorContext(request), input: request.body });
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the password of a new account with the e-mailed verification code',
        body: verifyUserBody,
        response: { 200: messageResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: publicForm, validationErrorCode: 'AUTH001' },
      preHandler: requireCaptcha,
    },
    async (request) => verifyUser({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/users/password-recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the answer is the same whether or not the NIF exists)',
        body: passwordRecoveryRequestSchema,
        response: { 200: messageResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: publicForm },
      preHandler: requireCaptcha,
    },
    async (request) => requestPasswordRecovery({ ctx: visitorContext(request), input: request.body }),
  );

  app.post(
    '/users/changepassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code of the recovery e-mail',
        body: changePasswordBody,
        response: { 200: messageResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: publicForm },
    },
    async (request) => changePassword({ ctx: visitorContext(request), input: request.body }),
  );
};
