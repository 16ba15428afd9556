import { z } from 'zod';
import { messageResponseSchema } from '../auth/verify-user.js';
import { MESSAGES } from '../messages.js';
import { defineEndpoint } from '../shared/endpoint.js';

const link = z.object({ token: z.string().min(20).max(100) });

/**
 * What the signing page shows about its link. Once signed the link says only that, and when: the company, the
 * representative, the phone and the documents (which carry personal data) are left out (empty).
 */
export const signingRequestSchema = z.object({
  empresa: z.string(),
  /** Masked (maskTaxId) when it is the NIF the identity check asks for (a sole trader's): the signer types it. */
  nifCif: z.string(),
  representante: z.string(),
  /** The agency whose registration the signature confirms (null when the company already holds its NIF/CIF). */
  gestoria: z.string().nullable(),
  telefono: z.string(),
  /** The text the signer accepts with the checkbox before asking for the code (kept with the signature). */
  consentimiento: z.string(),
  firmado: z.boolean(),
  /** When the link was signed (ISO), null while it awaits signature. */
  firmadoEl: z.string().nullable(),
  /** The time zone the company reads its times in (its postal code's: the Canaries are an hour behind). */
  zonaHoraria: z.enum(['Europe/Madrid', 'Atlantic/Canary']),
  /**
   * What the contracts cost a year, as their invoice will charge it (euros), with the tax's name; null for a
   * mandate's amendment or contracts written before their price was kept.
   */
  importeAnual: z
    .object({ base: z.number(), impuestos: z.number(), total: z.number(), impuesto: z.string() })
    .nullable(),
  bloqueado: z.boolean(),
  /** The documents to sign; `abierto` once the signer opened it (each must be opened before the code). */
  contratos: z.array(
    z.object({
      id: z.number().int(),
      protocolo: z.string(),
      titulo: z.string(),
      abierto: z.boolean(),
      /** The contract's yearly price before tax (euros), or null (a mandate, or a price not kept). */
      precio: z.number().nullable(),
    }),
  ),
});
export type SigningRequest = z.infer<typeof signingRequestSchema>;

/** What the signer gives to get the code: the consent ticked, and their name and NIF/NIE as typed. */
export const signingCodeRequestSchema = z.object({
  consentimiento: z.literal(true, { error: MESSAGES.signing.consentRequired }),
  nombre: z
    .string({ error: MESSAGES.signing.signerNameRequired })
    .trim()
    .min(3, MESSAGES.signing.signerNameRequired)
    .max(200),
  nif: z
    .string({ error: MESSAGES.signing.signerNifRequired })
    .trim()
    .min(8, MESSAGES.signing.signerNifRequired)
    .max(16),
});
export type SigningCodeRequest = z.infer<typeof signingCodeRequestSchema>;

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
    summary: 'Sends the signing code by SMS, once every document was opened, the consent given and the signer named',
    params: link,
    body: signingCodeRequestSchema,
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
