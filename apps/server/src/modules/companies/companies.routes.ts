import { companiesEndpoints, contactConfirmationEndpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { requireCaptcha } from '../captcha/index.js';
import { assignCompanyUser } from './assign-company-user.js';
import { confirmContact, describeContactConfirmation } from './contact-confirmation.js';
import { registerCompany } from './register-company.js';

export const companiesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, companiesEndpoints.register, ({ ctx, body }) => registerCompany({ ctx, input: body }), {
    config: { rateLimit: { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' } },
    preHandler: requireCaptcha,
  });
  registerEndpoint(app, contactConfirmationEndpoints.view, ({ ctx, params }) =>
    describeContactConfirmation({ ctx, input: { token: params.token } }),
  );
  registerEndpoint(app, contactConfirmationEndpoints.confirm, ({ ctx, params }) =>
    confirmContact({ ctx, input: { token: params.token } }),
  );
  registerEndpoint(app, companiesEndpoints.assignUser, ({ ctx, params, body }) =>
    assignCompanyUser({ ctx, input: { ...body, companyId: params.id } }),
  );
};
