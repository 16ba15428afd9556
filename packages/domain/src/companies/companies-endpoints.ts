import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { assignCompanyUserRequestSchema } from './agency-companies.js';
import { registerCompanyRequestSchema, registerCompanyResponseSchema } from './company-form.js';

export const companiesEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/empresas/register',
    audience: 'public',
    tag: 'companies',
    summary: 'Public registration of a company and its administrator login (captcha in X-CAPTCHA-AUTH)',
    body: registerCompanyRequestSchema,
    response: registerCompanyResponseSchema,
    status: 201,
  }),
  assignUser: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/empresas/:id/asignar-usuario',
    audience: [ROLES.agency, ROLES.superadmin, ROLES.worker],
    tag: 'companies',
    summary: 'Give a company without login its administrator user (agency: own companies; staff: any)',
    params: idParamsSchema,
    body: assignCompanyUserRequestSchema,
    response: messageResponseSchema,
    status: 201,
  }),
};
