import { z } from 'zod';
import { productLineSchema } from '../companies/company.js';
import { STAFF_ROLES } from '../constants.js';
import { bothStaffScopes, defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import { pagedSchema } from '../shared/paged.js';
import { renewalSchema } from './renewal.js';
import {
  newRenewalSchema,
  RENEWAL_TOOLS,
  renewalHistoryQuerySchema,
  renewalProductsSchema,
  staffRenewalQuerySchema,
} from './staff-renewals.js';

const staff = { audience: STAFF_ROLES, tag: 'renewals' } as const;

/** Renewals administration for both staff roles (part 2 sections 2.16, 4 and 7). */
export const renewalsEndpoints = {
  list: bothStaffScopes('/renovaciones', {
    ...staff,
    method: 'GET',
    query: staffRenewalQuerySchema,
    response: pagedSchema(renewalSchema),
  }),
  products: bothStaffScopes('/renovaciones/:id/productos', {
    ...staff,
    method: 'GET',
    params: idParamsSchema,
    response: z.array(productLineSchema),
  }),
  saveProducts: bothStaffScopes('/renovaciones/:id/productos', {
    ...staff,
    method: 'POST',
    params: idParamsSchema,
    body: renewalProductsSchema,
    response: z.array(productLineSchema),
  }),
  confirm: bothStaffScopes('/empresas/:id/renovaciones/confirm', {
    ...staff,
    method: 'POST',
    params: idParamsSchema,
    response: renewalSchema,
  }),
  disable: bothStaffScopes('/empresas/:id/renovaciones/disable', {
    ...staff,
    method: 'POST',
    params: idParamsSchema,
    response: renewalSchema,
  }),
  toggleTool: bothStaffScopes('/empresas/:id/renovaciones/:tool', {
    ...staff,
    method: 'POST',
    params: idParamsSchema.extend({ tool: z.enum(RENEWAL_TOOLS) }),
    response: renewalSchema,
  }),
  toggleApproval: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/cumplia-core/admin/empresas/:id/renovaciones',
    params: idParamsSchema,
    response: renewalSchema,
  }),
  create: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/cumplia-core/admin/empresas/:id/renovaciones/completa',
    params: idParamsSchema,
    body: newRenewalSchema,
    response: renewalSchema,
  }),
  current: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/renovaciones/current',
    params: idParamsSchema,
    response: renewalSchema,
  }),
  history: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/cumplia-core/admin/empresas/:id/renovaciones/all',
    params: idParamsSchema,
    query: renewalHistoryQuerySchema,
    response: pagedSchema(renewalSchema),
  }),
};
