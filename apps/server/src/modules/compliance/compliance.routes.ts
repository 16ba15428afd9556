import { complianceEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { getComplianceProfile, saveComplianceProfile } from './profile-actions.js';

const PROFILE_SAVES_PER_MINUTE = 20;

/** The compliance profile of the company itself, of an agency's company, or of any company for staff. Saving is audited. */
export const complianceRoutes: FastifyPluginAsync = async (app) => {
  // Each save is a new version of the profile: a person saves a few times a minute, a script thousands.
  const saveLimited = { config: { rateLimit: { max: PROFILE_SAVES_PER_MINUTE, timeWindow: '1 minute' } } };
  registerEndpoint(app, endpoints.getOwn, ({ ctx }) => getComplianceProfile({ ctx, input: { owner: { own: true } } }));
  registerEndpoint(
    app,
    endpoints.saveOwn,
    ({ ctx, body }) => saveComplianceProfile({ ctx, input: { ...body, owner: { own: true } } }),
    saveLimited,
  );
  registerEndpoint(app, endpoints.getOfAgencyCompany, ({ ctx, params }) =>
    getComplianceProfile({ ctx, input: { owner: { agencyCompanyNifCif: params.cifNif } } }),
  );
  registerEndpoint(
    app,
    endpoints.saveOfAgencyCompany,
    ({ ctx, params, body }) =>
      saveComplianceProfile({ ctx, input: { ...body, owner: { agencyCompanyNifCif: params.cifNif } } }),
    saveLimited,
  );
  registerEndpoint(app, endpoints.getOfAnyCompany, ({ ctx, params }) =>
    getComplianceProfile({ ctx, input: { owner: { companyId: params.id } } }),
  );
  registerEndpoint(
    app,
    endpoints.saveOfAnyCompany,
    ({ ctx, params, body }) => saveComplianceProfile({ ctx, input: { ...body, owner: { companyId: params.id } } }),
    saveLimited,
  );
};
