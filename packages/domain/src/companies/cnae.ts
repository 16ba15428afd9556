import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/** A class of the official activity classification CNAE-2025 (RD 10/2025), as the CNAE search offers it. */
export const cnaeOptionSchema = z.object({
  /** The class's four digits ('4752'), what a company's CNAE field keeps. */
  codigo: z.string(),
  titulo: z.string(),
  /** The CNAE-2009 class it was found from, when the search was a code of the old classification. */
  cnae2009: z.string().nullable(),
});
export type CnaeOption = z.infer<typeof cnaeOptionSchema>;

/** GET /cumplia-core/public/cnae?q=: activity words ('ferreter') or a code, of CNAE-2025 or CNAE-2009. */
export const cnaeSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const cnaeEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/cumplia-core/public/cnae',
    audience: 'public',
    tag: 'companies',
    summary: 'CNAE-2025 classes by activity words or code (a CNAE-2009 code gives its CNAE-2025 classes)',
    query: cnaeSearchQuerySchema,
    response: z.object({ resultados: z.array(cnaeOptionSchema) }),
  }),
};
