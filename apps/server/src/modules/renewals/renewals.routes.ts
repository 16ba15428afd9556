import {
  errorResponseSchema,
  newRenewalSchema,
  pagedSchema,
  pageQuerySchema,
  productLineSchema,
  RENEWAL_TOOLS,
  renewalProductsSchema,
  renewalSchema,
  STAFF_ROLES,
  staffRenewalQuerySchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { companyRenewalHistory, createCompanyRenewal, currentCompanyRenewal } from './company-renewals.js';
import { listStaffRenewals } from './list-staff-renewals.js';
import { confirmRenewal, disableRenewal, toggleRenewalApproval, toggleRenewalTool } from './renewal-decisions.js';
import { listRenewalProducts, saveRenewalProducts } from './renewal-products.js';

const errors = { '4xx': errorResponseSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const renewalResponse = { 200: renewalSchema, ...errors };

/** Renewals administration for both staff roles (part 2 sections 2.16, 4 and 7). */
export const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.authorize(STAFF_ROLES);
  const schema = { tags: ['renewals'] };

  for (const prefix of ['/admin', '/worker']) {
    app.get(
      `${prefix}/renovaciones`,
      {
        schema: {
          ...schema,
          querystring: staffRenewalQuerySchema,
          response: { 200: pagedSchema(renewalSchema), ...errors },
        },
        onRequest: staff,
      },
      async (request) => listStaffRenewals({ ctx: actorContext(request), input: request.query }),
    );
    app.get(
      `${prefix}/renovaciones/:id/productos`,
      {
        schema: { ...schema, params: idParams, response: { 200: z.array(productLineSchema), ...errors } },
        onRequest: staff,
      },
      async (request) => listRenewalProducts({ ctx: actorContext(request), renewalId: request.params.id }),
    );
    app.post(
      `${prefix}/renovaciones/:id/productos`,
      {
        schema: {
          ...schema,
          params: idParams,
          body: renewalProductsSchema,
          response: { 200: z.array(productLineSchema), ...errors },
        },
        onRequest: staff,
      },
      async (request) =>
        saveRenewalProducts({ ctx: actorContext(request), renewalId: request.params.id, products: request.body }),
    );
    app.post(
      `${prefix}/empresas/:id/renovaciones/confirm`,
      { schema: { ...schema, params: idParams, response: renewalResponse }, onRequest: staff },
      async (request) => confirmRenewal({ ctx: actorContext(request), companyId: request.params.id }),
    );
    app.post(
      `${prefix}/empresas/:id/renovaciones/disable`,
      { schema: { ...schema, params: idParams, response: renewalResponse }, onRequest: staff },
      async (request) => disableRenewal({ ctx: actorContext(request), companyId: request.params.id }),
    );
    app.post(
      `${prefix}/empresas/:id/renovaciones/:tool`,
      {
        schema: { ...schema, params: idParams.extend({ tool: z.enum(RENEWAL_TOOLS) }), response: renewalResponse },
        onRequest: staff,
      },
      async (request) =>
        toggleRenewalTool({ ctx: actorContext(request), companyId: request.params.id, tool: request.params.tool }),
    );
  }

  app.post(
    '/admin/empresas/:id/renovaciones',
    { schema: { ...schema, params: idParams, response: renewalResponse }, onRequest: staff },
    async (request) => toggleRenewalApproval({ ctx: actorContext(request), companyId: request.params.id }),
  );
  app.post(
    '/admin/empresas/:id/renovaciones/completa',
    { schema: { ...schema, params: idParams, body: newRenewalSchema, response: renewalResponse }, onRequest: staff },
    async (request) =>
      createCompanyRenewal({ ctx: actorContext(request), companyId: request.params.id, input: request.body }),
  );
  app.get(
    '/admin/empresas/:id/renovaciones/current',
    { schema: { ...schema, params: idParams, response: renewalResponse }, onRequest: staff },
    async (request) => currentCompanyRenewal({ ctx: actorContext(request), companyId: request.params.id }),
  );
  app.get(
    '/admin/empresas/:id/renovaciones/all',
    {
      schema: {
        ...schema,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(renewalSchema), ...errors },
      },
      onRequest: staff,
    },
    async (request) =>
      companyRenewalHistory({ ctx: actorContext(request), companyId: request.params.id, input: request.query }),
  );
};
