import { complianceEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { getComplianceProfile, saveComplianceProfile } from './compliance-profile.js';

/** The compliance profile of the company itself, of an agency's company, or of any company for staff. Saving is audited. */
export const complianceRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.getOwn, ({ ctx }) => getComplianceProfile({ ctx, owner: { own: true } }));
  registerEndpoint(app, endpoints.saveOwn, ({ ctx, body }) =>
    saveComplianceProfile({ ctx, owner: { own: true }, input: body }),
  );
  registerEndpoint(app, endpoints.getOfAgencyCompany, ({ ctx, params }) =>
    getComplianceProfile({ ctx, owner: { agencyCompanyNifCif: params.cifNif } }),
  );
  registerEndpoint(app, endpoints.saveOfAgencyCompany, ({ ctx, params, body }) =>
    saveComplianceProfile({ ctx, owner: { agencyCompanyNifCif: params.cifNif }, input: body }),
  );
  registerEndpoint(app, endpoints.getOfAnyCompany, ({ ctx, params }) =>
    getComplianceProfile({ ctx, owner: { companyId: params.id } }),
  );
  registerEndpoint(app, endpoints.saveOfAnyCompany, ({ ctx, params, body }) =>
    saveComplianceProfile({ ctx, owner: { companyId: params.id }, input: body }),
  );
};
