import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { CNAE_2009_SUCCESSORS, CNAE_2025_CLASSES } from './cnae-classes.js';

const v = MESSAGES.validation;

/** A code as people write it ('47.52', '4752') as its four digits; anything else as typed. */
const asCode = (typed: string) => (/^\d{2}[.\s]?\d{2}$/.test(typed) ? typed.replace(/\D/g, '') : typed);

/**
 * A company's or agency's CNAE: one CNAE-2025 class, kept as its four digits. A CNAE-2009 class that became exactly
 * one class is read as that class (INE's correspondence: 4520 is now 9531); one that was split is refused naming the
 * classes to choose from, as is anything that is not a class (a title, a group, a typo).
 */
export function cnaeField() {
  return z
    .string({ error: v.cnaeRequired })
    .trim()
    .min(1, { error: v.cnaeRequired, abort: true })
    .transform((typed, ctx) => {
      const code = asCode(typed);
      if (CNAE_2025_CLASSES.has(code)) return code;
      const successors = CNAE_2009_SUCCESSORS.get(code);
      if (successors?.length === 1) return successors[0] ?? code;
      ctx.addIssue({
        code: 'custom',
        message: successors ? v.cnaeFormerClass(code, successors) : v.cnaeNotAClass(typed.slice(0, 60)),
      });
      return z.NEVER;
    });
}

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
