import {
  agencyCompaniesQuerySchema,
  agencyCompanyListItemSchema,
  agencyInvoiceSchema,
  agencyRenewalSchema,
  companySchema,
  companyToolsRequestSchema,
  createAgencyCompanyRequestSchema,
  errorResponseSchema,
  myAgencySchema,
  nifCifParamSchema,
  pagedSchema,
  pageQuerySchema,
  ROLES,
  updateAgencyCompanyRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { agencyIdOf, getCompanyOfAgency } from './agency-scope.js';
import { createAgencyCompany } from './create-agency-company.js';
import { getMyAgency } from './get-my-agency.js';
import { listAgencyCompanies } from './list-agency-companies.js';
import { listAgencyInvoices } from './list-agency-invoices.js';
import { listAgencyRenewals } from './list-agency-renewals.js';
import { updateAgencyCompany } from './update-agency-company.js';
import { updateCompanyTools } from './update-company-tools.js';

const errors = { '4xx': errorResponseSchema };

/** /cumplia-core/gestorias/...: the agency's own companies. Every route is ROLE_MANAGEMENT and tenant-scoped. */
export const agenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const agencyOnly = app.authorize([ROLES.agency]);

  app.get(
    '/gestorias/my',
    { schema: { tags: ['agencies'], response: { 200: myAgencySchema, ...errors } }, onRequest: agencyOnly },
    async (request) => getMyAgency({ ctx: actorContext(request) }),
  );

  app.get(
    '/gestorias/my/empresas',
    {
      schema: {
        tags: ['agencies'],
        querystring: agencyCompaniesQuerySchema,
        response: { 200: pagedSchema(agencyCompanyListItemSchema), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) => listAgencyCompanies({ ctx: actorContext(request), input: request.query }),
  );

  app.get(
    '/gestorias/my/empresas/sin-usuario',
    {
      schema: {
        tags: ['agencies'],
        querystring: agencyCompaniesQuerySchema,
        response: { 200: pagedSchema(agencyCompanyListItemSchema), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) => listAgencyCompanies({ ctx: actorContext(request), input: request.query, withoutUser: true }),
  );

  app.post(
    '/gestorias/my/empresas',
    {
      schema: {
        tags: ['agencies'],
        body: createAgencyCompanyRequestSchema,
        response: { 201: z.object({ id: z.number().int(), nifCif: z.string() }), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await createAgencyCompany({ ctx: actorContext(request), input: request.body })),
  );

  app.get(
    '/gestorias/empresas/:cifNif',
    {
      schema: { tags: ['agencies'], params: nifCifParamSchema, response: { 200: companySchema, ...errors } },
      onRequest: agencyOnly,
    },
    async (request) => {
      const ctx = actorContext(request);
      return getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), request.params.cifNif);
    },
  );

  app.put(
    '/gestorias/my/empresas/:cifNif',
    {
      schema: {
        tags: ['agencies'],
        params: nifCifParamSchema,
        body: updateAgencyCompanyRequestSchema,
        response: { 200: companySchema, ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) =>
      updateAgencyCompany({ ctx: actorContext(request), cifNif: request.params.cifNif, input: request.body }),
  );

  app.put(
    '/gestorias/my/empresas/:cifNif/tools',
    {
      schema: {
        tags: ['agencies'],
        params: nifCifParamSchema,
        body: companyToolsRequestSchema,
        response: { 200: companyToolsRequestSchema.extend({ nifCif: z.string() }), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) =>
      updateCompanyTools({ ctx: actorContext(request), cifNif: request.params.cifNif, input: request.body }),
  );

  app.get(
    '/gestorias/my/renovaciones',
    {
      schema: {
        tags: ['agencies'],
        querystring: agencyCompaniesQuerySchema,
        response: { 200: pagedSchema(agencyRenewalSchema), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) => listAgencyRenewals({ ctx: actorContext(request), input: request.query }),
  );

  app.get(
    '/facturas/gestoria',
    {
      schema: {
        tags: ['agencies'],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(agencyInvoiceSchema), ...errors },
      },
      onRequest: agencyOnly,
    },
    async (request) => listAgencyInvoices({ ctx: actorContext(request), input: request.query }),
  );
};
