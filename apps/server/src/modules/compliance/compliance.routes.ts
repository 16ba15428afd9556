import { complianceEndpoints } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type ActionContext, requireStaff } from '../../actor.js';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { agencyIdOf, getCompanyOfAgency } from '../companies/agency-scope.js';
import { myCompany } from '../companies/company-scope.js';
import { loadCompany } from '../companies/load-company.js';
import { complianceProfileView, saveComplianceProfile } from './compliance-profile.js';

async function staffCompany(ctx: ActionContext, companyId: number) {
  requireStaff(ctx);
  const company = await loadCompany(ctx.services.db, eq(companies.id, companyId));
  if (!company) throw new AppError('EMPRESA_NOT_FOUND', 404);
  return company;
}

const agencyCompany = (ctx: ActionContext, cifNif: string) =>
  getCompanyOfAgency(ctx.services.db, agencyIdOf(ctx), cifNif);

/** The compliance profile of the company itself, of an agency's company, or of any company for staff. Saving is audited. */
export const complianceRoutes: FastifyPluginAsync = async (app) => {
  const endpoints = complianceEndpoints;
  registerEndpoint(app, endpoints.getOwn, async ({ ctx }) =>
    complianceProfileView(ctx.services.db, await myCompany(ctx)),
  );
  registerEndpoint(app, endpoints.saveOwn, async ({ ctx, body }) =>
    saveComplianceProfile(ctx, await myCompany(ctx), body),
  );
  registerEndpoint(app, endpoints.getOfAgencyCompany, async ({ ctx, params }) =>
    complianceProfileView(ctx.services.db, await agencyCompany(ctx, params.cifNif)),
  );
  registerEndpoint(app, endpoints.saveOfAgencyCompany, async ({ ctx, params, body }) =>
    saveComplianceProfile(ctx, await agencyCompany(ctx, params.cifNif), body),
  );
  registerEndpoint(app, endpoints.getOfAnyCompany, async ({ ctx, params }) =>
    complianceProfileView(ctx.services.db, await staffCompany(ctx, params.id)),
  );
  registerEndpoint(app, endpoints.saveOfAnyCompany, async ({ ctx, params, body }) =>
    saveComplianceProfile(ctx, await staffCompany(ctx, params.id), body),
  );
};
