import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/** GET /cumplia-core/public/provider: the provider's public identity for the footer and legal notice. */
export const providerInfoSchema = z.object({
  legalName: z.string(),
  nif: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  registry: z.string(),
  links: z.object({ linkedin: z.string(), instagram: z.string(), whatsapp: z.string(), timeTracking: z.string() }),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const providerEndpoints = {
  publicInfo: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/public/provider',
    audience: 'public',
    tag: 'public',
    summary: 'Provider identity for the public site',
    response: providerInfoSchema,
  }),
};
