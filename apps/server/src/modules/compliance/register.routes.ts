import { registerEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { activityLibrary } from '../../generators/legal/activity-library.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { confirmRegister } from './confirm-register.js';
import { getRegister } from './get-register.js';
import { saveRegister } from './save-register.js';

const REGISTER_SAVES_PER_MINUTE = 30;

/** The register of processing activities of the company itself, of an agency's company, or of any company for staff. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  // Each save is a new version: a person saves a few times a minute while reviewing, a script thousands.
  const saveLimited = { config: { rateLimit: { max: REGISTER_SAVES_PER_MINUTE, timeWindow: '1 minute' } } };
  const own = { own: true } as const;
  registerEndpoint(app, endpoints.getOwn, ({ ctx }) => getRegister({ ctx, input: { owner: own } }));
  registerEndpoint(
    app,
    endpoints.saveOwn,
    ({ ctx, body }) => saveRegister({ ctx, input: { ...body, owner: own } }),
    saveLimited,
  );
  registerEndpoint(
    app,
    endpoints.confirmOwn,
    ({ ctx, body }) => confirmRegister({ ctx, input: { ...body, owner: own } }),
    saveLimited,
  );
  const ofAgencyCompany = (cifNif: string) => ({ agencyCompanyNifCif: cifNif });
  registerEndpoint(app, endpoints.getOfAgencyCompany, ({ ctx, params }) =>
    getRegister({ ctx, input: { owner: ofAgencyCompany(params.cifNif) } }),
  );
  registerEndpoint(
    app,
    endpoints.saveOfAgencyCompany,
    ({ ctx, params, body }) => saveRegister({ ctx, input: { ...body, owner: ofAgencyCompany(params.cifNif) } }),
    saveLimited,
  );
  registerEndpoint(
    app,
    endpoints.confirmOfAgencyCompany,
    ({ ctx, params, body }) => confirmRegister({ ctx, input: { ...body, owner: ofAgencyCompany(params.cifNif) } }),
    saveLimited,
  );
  registerEndpoint(app, endpoints.getOfAnyCompany, ({ ctx, params }) =>
    getRegister({ ctx, input: { owner: { companyId: params.id } } }),
  );
  registerEndpoint(app, endpoints.library, async () => ({ modelos: activityLibrary() }));
};
