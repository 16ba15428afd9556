import { z } from 'zod';

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
