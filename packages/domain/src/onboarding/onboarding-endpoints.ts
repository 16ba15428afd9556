import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { ROLES } from '../constants.js';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  onboardingCompletionResponseSchema,
  onboardingCompletionSchema,
  onboardingDraftSchema,
  onboardingInvitationRequestSchema,
  onboardingProgressSchema,
  onboardingViewSchema,
} from './onboarding.js';

const link = z.object({ token: z.string().min(20).max(100) });
const agencyCompany = z.object({ cifNif: z.string().min(1).max(16) });
const publicPage = { audience: 'public', tag: 'onboarding' } as const;
const agency = { audience: [ROLES.agency], tag: 'onboarding' } as const;

/**
 * Onboarding by SMS: the company's public page (the link is the credential) and the agency's invitation,
 * follow-up, resend and cancel.
 */
export const onboardingEndpoints = {
  describe: defineEndpoint({
    ...publicPage,
    method: 'GET',
    path: '/cumplia-core/alta/:token',
    params: link,
    response: onboardingViewSchema,
  }),
  saveDraft: defineEndpoint({
    ...publicPage,
    method: 'PUT',
    path: '/cumplia-core/alta/:token/borrador',
    summary: 'Saves what the company has typed so far',
    params: link,
    body: onboardingDraftSchema,
    response: messageResponseSchema,
  }),
  complete: defineEndpoint({
    ...publicPage,
    method: 'POST',
    path: '/cumplia-core/alta/:token/completar',
    summary: 'Signs the contracts and the mandate with the SMS code and completes the company',
    params: link,
    body: onboardingCompletionSchema,
    response: onboardingCompletionResponseSchema,
  }),
  invite: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/my/empresas/invitacion',
    summary: 'Registers a company by NIF/CIF and phone and sends it the onboarding SMS',
    body: onboardingInvitationRequestSchema,
    response: z.object({ id: z.number().int(), nifCif: z.string() }),
    status: 201,
  }),
  progress: defineEndpoint({
    ...agency,
    method: 'GET',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/alta',
    params: agencyCompany,
    response: onboardingProgressSchema,
  }),
  resend: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/alta/reenviar',
    params: agencyCompany,
    response: messageResponseSchema,
  }),
  cancel: defineEndpoint({
    ...agency,
    method: 'POST',
    path: '/cumplia-core/gestorias/my/empresas/:cifNif/alta/cancelar',
    params: agencyCompany,
    response: messageResponseSchema,
  }),
};
