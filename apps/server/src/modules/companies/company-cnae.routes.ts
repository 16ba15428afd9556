import { complianceEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { correctCompanyCnae } from './correct-company-cnae.js';

/** The CNAE correction of the 'Perfil de cumplimiento' page: the company's own, an agency's company's, any for staff. */
export const companyCnaeRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, endpoints.saveOwnCnae, ({ ctx, body }) =>
    correctCompanyCnae({ ctx, input: { ...body, owner: { own: true } } }),
  );
  registerEndpoint(app, endpoints.saveCnaeOfAgencyCompany, ({ ctx, params, body }) =>
    correctCompanyCnae({ ctx, input: { ...body, owner: { agencyCompanyNifCif: params.cifNif } } }),
  );
  registerEndpoint(app, endpoints.saveCnaeOfAnyCompany, ({ ctx, params, body }) =>
    correctCompanyCnae({ ctx, input: { ...body, owner: { companyId: params.id } } }),
  );
};
