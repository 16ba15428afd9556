import {
  complianceProfileSchema,
  complianceProfileViewSchema,
  errorResponseSchema,
  ROLES,
  STAFF_ROLES,
} from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ActionContext, requireStaff } from '../../actor.js';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { actorContext } from '../../request-context.js';
import { agencyIdOf, getCompanyOfAgency } from '../agencies/agency-scope.js';
import { loadCompany } from '../companies/load-company.js';
import { myCompany } from '../company-area/company-scope.js';
import { complianceProfileView, saveComplianceProfile } from './compliance-profile.js';

const errors = { '4xx': errorResponseSchema };
const response = { 200: complianceProfileViewSchema, ...errors };

async function staffCompany(ctx: ActionContext, companyId: number) {
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, eq(companies.id, companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
  return company;
}

async function agencyCompany(ctx: ActionContext, cifNif: string) {
  return getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), cifNif);
}

/**
 * The compliance profile ('Perfil de cumplimiento'): the company reads and saves its own, an agency those of its
 * companies (another agency's company is 404), staff any company's. Saving is audited.
 */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOnly = app.authorize([ROLES.company]);
  const agencyOnly = app.authorize([ROLES.agency]);
  const staff = app.authorize(STAFF_ROLES);
  const tags = ['compliance'];

  app.get(
    '/empresas/my/perfil-cumplimiento',
    { schema: { tags, response }, onRequest: companyOnly },
    async (request) => {
      const ctx = actorContext(request);
      return complianceProfileView(ctx.services.db, await myCompany(ctx));
    },
  );
  app.put(
    '/empresas/my/perfil-cumplimiento',
    { schema: { tags, body: complianceProfileSchema, response }, onRequest: companyOnly },
    async (request) => {
      const ctx = actorContext(request);
      return saveComplianceProfile(ctx, await myCompany(ctx), request.body);
    },
  );

  const agencyParams = z.object({ cifNif: z.string().trim().min(1).max(32) });
  app.get(
    '/gestorias/my/empresas/:cifNif/perfil-cumplimiento',
    { schema: { tags, params: agencyParams, response }, onRequest: agencyOnly },
    async (request) => {
      const ctx = actorContext(request);
      return complianceProfileView(ctx.services.db, await agencyCompany(ctx, request.params.cifNif));
    },
  );
  app.put(
    '/gestorias/my/empresas/:cifNif/perfil-cumplimiento',
    { schema: { tags, params: agencyParams, body: complianceProfileSchema, response }, onRequest: agencyOnly },
    async (request) => {
      const ctx = actorContext(request);
      return saveComplianceProfile(ctx, await agencyCompany(ctx, request.params.cifNif), request.body);
    },
  );

  const staffParams = z.object({ id: z.coerce.number().int().positive() });
  app.get(
    '/admin/empresas/:id/perfil-cumplimiento',
    { schema: { tags, params: staffParams, response }, onRequest: staff },
    async (request) => {
      const ctx = actorContext(request);
      return complianceProfileView(ctx.services.db, await staffCompany(ctx, request.params.id));
    },
  );
  app.put(
    '/admin/empresas/:id/perfil-cumplimiento',
    { schema: { tags, params: staffParams, body: complianceProfileSchema, response }, onRequest: staff },
    async (request) => {
      const ctx = actorContext(request);
      return saveComplianceProfile(ctx, await staffCompany(ctx, request.params.id), request.body);
    },
  );
};
