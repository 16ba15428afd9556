import { z } from 'zod';
import { cnaeField } from '../companies/cnae.js';
import { ROLES, STAFF_ROLES } from '../constants.js';
import { defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { complianceProfileSchema, complianceProfileViewSchema } from './compliance-profile.js';

const agencyCompany = z.object({ cifNif: z.string().trim().min(1).max(32) });
const base = { tag: 'compliance', response: complianceProfileViewSchema } as const;

/** The company's activity as the profile page corrects it: the CNAE its obligations and proposals are read from. */
export const companyCnaeSchema = z.object({ cnae: cnaeField() });
export type CompanyCnae = z.infer<typeof companyCnaeSchema>;

/**
 * The compliance profile ('Perfil de cumplimiento'): the company reads and saves its own, an agency those of its
 * companies (another agency's company is 404), staff any company's. Each can also correct the company's CNAE there.
 */
export const complianceEndpoints = {
  getOwn: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/empresas/my/perfil-cumplimiento',
    audience: [ROLES.company],
  }),
  saveOwn: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/empresas/my/perfil-cumplimiento',
    audience: [ROLES.company],
    body: complianceProfileSchema,
  }),
  getOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento',
    audience: [ROLES.agency],
    params: agencyCompany,
  }),
  saveOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento',
    audience: [ROLES.agency],
    params: agencyCompany,
    body: complianceProfileSchema,
  }),
  getOfAnyCompany: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/perfil-cumplimiento',
    audience: STAFF_ROLES,
    params: idParamsSchema,
  }),
  saveOfAnyCompany: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/admin/empresas/:id/perfil-cumplimiento',
    audience: STAFF_ROLES,
    params: idParamsSchema,
    body: complianceProfileSchema,
  }),
  saveOwnCnae: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/empresas/my/perfil-cumplimiento/cnae',
    audience: [ROLES.company],
    body: companyCnaeSchema,
  }),
  saveCnaeOfAgencyCompany: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/perfil-cumplimiento/cnae',
    audience: [ROLES.agency],
    params: agencyCompany,
    body: companyCnaeSchema,
  }),
  saveCnaeOfAnyCompany: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/cumplia-core/admin/empresas/:id/perfil-cumplimiento/cnae',
    audience: STAFF_ROLES,
    params: idParamsSchema,
    body: companyCnaeSchema,
  }),
};
