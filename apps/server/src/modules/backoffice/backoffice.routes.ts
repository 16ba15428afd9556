import {
  errorResponseSchema,
  messageResponseSchema,
  pagedSchema,
  pageQuerySchema,
  STAFF_ROLES,
  staffCompanyListItemSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { listStaffCompanies, verifyCompany } from './company-verification.js';

const staffCompaniesQuerySchema = pageQuerySchema.extend({
  verificado: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  nombre: z.string().trim().max(255).optional(),
  nifCif: z.string().trim().max(32).optional(),
});
const errors = { '4xx': errorResponseSchema };
const companyParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff company list (the homes' 'Nuevas empresas' use verificado=false) and 'Verificar' (part 2 section 7). */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  for (const prefix of ['/admin', '/worker']) {
    app.get(
      `${prefix}/empresas`,
      {
        schema: {
          tags: ['backoffice'],
          querystring: staffCompaniesQuerySchema,
          response: { 200: pagedSchema(staffCompanyListItemSchema), ...errors },
        },
        onRequest: staff,
      },
      async (request) => listStaffCompanies({ ctx: actorContext(request), input: request.query }),
    );
  }
  app.post(
    '/admin/empresas/:id/verify',
    {
      schema: { tags: ['backoffice'], params: companyParams, response: { 200: messageResponseSchema, ...errors } },
      onRequest: staff,
    },
    async (request) => verifyCompany({ ctx: actorContext(request), companyId: request.params.id }),
  );
};
