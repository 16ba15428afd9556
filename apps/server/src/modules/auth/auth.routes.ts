import { authEndpoints, changePasswordRequestSchema, verifyUserRequestSchema } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { requireCaptcha } from '../captcha/index.js';
import { authenticateUser } from './authenticate-user.js';
import { changePassword } from './change-password.js';
import { endSession } from './end-session.js';
import { refreshSession } from './refresh-session.js';
import { requestPasswordRecovery } from './request-password-recovery.js';
import { verifyUser } from './verify-user.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { login, publicFormRatePerMinute } = app.services.config;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  registerEndpoint(
    app,
    authEndpoints.authenticate,
    ({ ctx, body, request }) => authenticateUser({ ctx, input: { ...body, ip: request.ip } }),
    { config: perMinute(login.ratePerMinutePerIp), preHandler: requireCaptcha },
  );
  registerEndpoint(
    app,
    authEndpoints.refreshToken,
    ({ ctx, body, request }) =>
      refreshSession({ ctx, input: { ...body, client: { ip: request.ip, userAgent: request.headers['user-agent'] } } }),
    { config: perMinute(60) },
  );
  registerEndpoint(
    app,
    authEndpoints.logout,
    async ({ ctx, body }) => {
      await endSession({ ctx, input: body });
      return undefined;
    },
    { config: perMinute(60) },
  );
  registerEndpoint(app, authEndpoints.verifyUser, ({ ctx, body }) => verifyUser({ ctx, input: body }), {
    config: { ...perMinute(publicFormRatePerMinute), validationErrorCode: 'AUTH001' },
    preHandler: requireCaptcha,
    serverBody: verifyUserRequestSchema.superRefine(refuseCommonPassword('password')),
  });
  registerEndpoint(
    app,
    authEndpoints.passwordRecovery,
    ({ ctx, body }) => requestPasswordRecovery({ ctx, input: body }),
    { config: perMinute(publicFormRatePerMinute), preHandler: requireCaptcha },
  );
  registerEndpoint(app, authEndpoints.changePassword, ({ ctx, body }) => changePassword({ ctx, input: body }), {
    config: perMinute(publicFormRatePerMinute),
    serverBody: changePasswordRequestSchema.superRefine(refuseCommonPassword('newPassword')),
  });
};
