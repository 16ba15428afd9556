import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES, STAFF_ROLES } from '../constants.js';
import { bothStaffScopes, defineEndpoint, idParamsSchema } from '../shared/endpoint.js';
import {
  producerDeclarationSchema,
  verifactuRecordsPageSchema,
  verifactuRecordsQuerySchema,
  verifactuStatusSchema,
} from './verifactu-records.js';

const staff = { audience: STAFF_ROLES, tag: 'verifactu' } as const;
const superadmin = { audience: [ROLES.superadmin], tag: 'verifactu' } as const;

/** Verifactu: the records sent to the AEAT, the sender's state, corrections, and the producer's declaration. */
export const verifactuEndpoints = {
  records: bothStaffScopes('/verifactu/registros', {
    ...staff,
    method: 'GET',
    query: verifactuRecordsQuerySchema,
    response: verifactuRecordsPageSchema,
  }),
  status: bothStaffScopes('/verifactu/estado', { ...staff, method: 'GET', response: verifactuStatusSchema }),
  recordXml: bothStaffScopes('/verifactu/registros/:id/xml', {
    ...staff,
    method: 'GET',
    params: idParamsSchema,
    response: 'file',
  }),
  retryNow: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/verifactu/reintentar',
    summary: 'Send the waiting records as soon as the AEAT allows, without the back-off after failures',
    response: messageResponseSchema,
  }),
  correct: defineEndpoint({
    ...superadmin,
    method: 'POST',
    path: '/cumplia-core/admin/verifactu/registros/:id/subsanar',
    summary: 'A new record that corrects a rejected one, or one accepted with errors (subsanación)',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  declaration: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/public/declaracion-responsable',
    audience: 'public',
    tag: 'public',
    summary: "The billing system producer's declaration (declaración responsable)",
    response: producerDeclarationSchema,
  }),
};
