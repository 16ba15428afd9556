import { errorResponseSchema, registerCompanyRequestSchema, registerCompanyResponseSchema } from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorContext } from '../../request-context.js';
import { requireCaptcha } from '../captcha/require-captcha.js';
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
};
