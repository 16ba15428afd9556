import {
  companyToolsRequestSchema,
  staffCompaniesEndpoints as endpoints,
  workerUpdateCompanyRequestSchema,
} from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../lib/parse-body.js';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { createStaffCompany } from './create-staff-company.js';
import { getStaffCompany } from './get-staff-company.js';
import { resendCompanyVerification } from './resend-verification.js';
import { setStaffCompanyToolPrices, setStaffCompanyTools } from './staff-company-tools.js';
import { updateStaffCompany } from './update-staff-company.js';
import { switchWorkerCompanyTools, workerToolPrices } from './worker-company-tools.js';

/**
 * Company creation, detail, edit, tools and verification e-mail for staff (part 2 sections 2.12-2.15 and 7).
 * Worker paths take an id or a NIF/CIF; the worker's PUT carries either the whole company or only its tools.
 */
export const staffCompaniesRoutes: FastifyPluginAsync = async (app) => {
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.create[scope], ({ ctx, body }) => createStaffCompany({ ctx, input: body }));
  }
  registerEndpoint(app, endpoints.adminDetail, ({ ctx, params }) =>
    getStaffCompany({ ctx, input: { ref: String(params.id) } }),
  );
  registerEndpoint(app, endpoints.adminUpdate, ({ ctx, params, body }) =>
    updateStaffCompany({ ctx, input: { ...body, ref: String(params.id) } }),
  );
  registerEndpoint(app, endpoints.workerDetail, ({ ctx, params }) =>
    getStaffCompany({ ctx, input: { ref: params.ref } }),
  );
  registerEndpoint(
    app,
    endpoints.workerUpdate,
    ({ ctx, params, body }) => {
      if ('razonSocial' in body) {
        return updateStaffCompany({
          ctx,
          input: { ...parseBody(workerUpdateCompanyRequestSchema, body), ref: params.ref },
        });
      }
      return switchWorkerCompanyTools({
        ctx,
        input: { ref: params.ref, tools: parseBody(companyToolsRequestSchema, body) },
      });
    },
    // Which of the two bodies it is decides the checks, so each is parsed in the handler with its own messages.
    { serverBody: z.looseObject({}) },
  );
  registerEndpoint(app, endpoints.workerToolPrices, ({ ctx, params }) =>
    workerToolPrices({ ctx, input: { ref: params.ref } }),
  );
  registerEndpoint(app, endpoints.setTools, ({ ctx, params, body }) =>
    setStaffCompanyTools({ ctx, input: { ...body, nifCif: params.id } }),
  );
  registerEndpoint(app, endpoints.setToolPrices, ({ ctx, params, body }) =>
    setStaffCompanyToolPrices({ ctx, input: { ...body, nifCif: params.id } }),
  );
  registerEndpoint(app, endpoints.resendVerification, ({ ctx, params }) =>
    resendCompanyVerification({ ctx, input: { companyId: params.id } }),
  );
};
