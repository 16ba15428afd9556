import { renewalsEndpoints as endpoints } from '@cumplia/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../platform/register-endpoint.js';
import { companyRenewalHistory, createCompanyRenewal, currentCompanyRenewal } from './company-renewals.js';
import { listStaffRenewals } from './list-staff-renewals.js';
import { confirmRenewal, disableRenewal, toggleRenewalApproval, toggleRenewalTool } from './renewal-decisions.js';
import { listRenewalProducts, saveRenewalProducts } from './renewal-products.js';

/** Renewals administration for both staff roles (part 2 sections 2.16, 4 and 7). */
export const renewalsRoutes: FastifyPluginAsync = async (app) => {
  for (const scope of ['admin', 'worker'] as const) {
    registerEndpoint(app, endpoints.list[scope], ({ ctx, query }) => listStaffRenewals({ ctx, input: query }));
    registerEndpoint(app, endpoints.products[scope], ({ ctx, params }) =>
      listRenewalProducts({ ctx, input: { renewalId: params.id } }),
    );
    registerEndpoint(app, endpoints.saveProducts[scope], ({ ctx, params, body }) =>
      saveRenewalProducts({ ctx, input: { renewalId: params.id, products: body } }),
    );
    registerEndpoint(app, endpoints.confirm[scope], ({ ctx, params }) => confirmRenewal({ ctx, companyId: params.id }));
    registerEndpoint(app, endpoints.disable[scope], ({ ctx, params }) => disableRenewal({ ctx, companyId: params.id }));
    registerEndpoint(app, endpoints.toggleTool[scope], ({ ctx, params }) =>
      toggleRenewalTool({ ctx, input: { companyId: params.id, tool: params.tool } }),
    );
  }
  registerEndpoint(app, endpoints.toggleApproval, ({ ctx, params }) =>
    toggleRenewalApproval({ ctx, companyId: params.id }),
  );
  registerEndpoint(app, endpoints.create, ({ ctx, params, body }) =>
    createCompanyRenewal({ ctx, input: { ...body, companyId: params.id } }),
  );
  registerEndpoint(app, endpoints.current, ({ ctx, params }) =>
    currentCompanyRenewal({ ctx, input: { companyId: params.id } }),
  );
  registerEndpoint(app, endpoints.history, ({ ctx, params, query }) =>
    companyRenewalHistory({ ctx, input: { ...query, companyId: params.id } }),
  );
};
