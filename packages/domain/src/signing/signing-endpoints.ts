import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { defineEndpoint } from '../shared/endpoint.js';

const link = z.object({ token: z.string().min(20).max(100) });

/** What the signing page shows about its link. */
export const signingRequestSchema = z.object({
  empresa: z.string(),
  nifCif: z.string(),
  representante: z.string(),
  /** The agency whose registration the signature confirms (null when the company already holds its NIF/CIF). */
  gestoria: z.string().nullable(),
  telefono: z.string(),
  /** The consent the signer gives by entering the code (stored with the signature as evidence). */
  consentimiento: z.string(),
  firmado: z.boolean(),
  bloqueado: z.boolean(),
  contratos: z.array(z.object({ id: z.number().int(), protocolo: z.string(), titulo: z.string() })),
});
export type SigningRequest = z.infer<typeof signingRequestSchema>;

const base = { audience: 'public', tag: 'signing' } as const;

/** The public signing page's calls: the link is the credential, the SMS code the signature. */
export const signingEndpoints = {
  describe: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/firma/:token',
    params: link,
    response: signingRequestSchema,
  }),
  contract: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/cumplia-core/firma/:token/contratos/:contractId',
    summary: 'A contract of the link, as the PDF to read before signing',
    params: link.extend({ contractId: z.coerce.number().int().positive() }),
    response: 'file',
  }),
  sendCode: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-core/firma/:token/codigo',
    summary: 'Sends the signing code by SMS',
    params: link,
    response: messageResponseSchema,
  }),
  sign: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/cumplia-core/firma/:token/firmar',
    summary: 'Signs every contract of the link with the SMS code',
    params: link,
    body: z.object({ codigo: z.string().regex(/^\d{6}$/, { error: 'El código tiene 6 dígitos.' }) }),
    response: messageResponseSchema,
  }),
};
