import {
  assignCompanyUserRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  ROLES,
  registerCompanyRequestSchema,
  registerCompanyResponseSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext, visitorContext } from '../../request-context.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
import { assignCompanyUser } from './assign-company-user.js';
import { registerCompany } from './register-company.js';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicForm = { max: app.services.config.publicFormRatePerMinute, timeWindow: '1 minute' };
  app.post(
    '/empresas/register',
    {
      schema: {
        tags: ['companies'],
        summary: 'Public registration of a company and its administrator login',
        body: registerCompanyRequestSchema,
        response: { 201: registerCompanyResponseSchema, '4xx': errorResponseSchema },
      },
      config: { rateLimit: publicForm },
      preHandler: requireCaptcha,
    },
    async (request, reply) =>
      reply.status(201).send(await registerCompany({ ctx: visitorContext(request), input: request.body })),
  );

  app.post(
    '/empresas/:id/asignar-usuario',
    {
      schema: {
        tags: ['companies'],
        summary: 'Give a company without login its administrator user (agency: own companies; staff: any)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: assignCompanyUserRequestSchema,
        response: { 201: messageResponseSchema, '4xx': errorResponseSchema },
      },
      onRequest: app.authorize([ROLES.agency, ROLES.superadmin, ROLES.worker]),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await assignCompanyUser({ ctx: actorContext(request), companyId: request.params.id, input: request.body }),
        ),
  );
};
