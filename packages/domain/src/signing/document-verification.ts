import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/** What 'Verificar documento' answers about an uploaded PDF. */
export const DOCUMENT_STATES = ['INTACTO', 'ALTERADO', 'AJENO', 'SIN_SELLO'] as const;

export const documentVerificationSchema = z.object({
  /**
   * INTACTO: byte for byte a document the provider sealed, its one seal sound; ALTERADO: a seal that does not
   * hold (changed, appended to, a second signature, content outside the sealed part, re-saved); AJENO: a sound
   * seal on a document the provider did not seal (another certificate, or none of the provider's documents);
   * SIN_SELLO: no seal.
   */
  estado: z.enum(DOCUMENT_STATES),
  /** Whether the document is one the provider sealed (INTACTO only). */
  selladoPorProveedor: z.boolean(),
  /** The common name of the sealing certificate of a sound seal (null otherwise). */
  certificado: z.string().nullable(),
  /** Why the document is reported ALTERADO or AJENO (null otherwise). */
  motivo: z.string().nullable(),
  /** The signature the document belongs to, when it is INTACTO. */
  firma: z
    .object({
      empresa: z.string(),
      nifCif: z.string(),
      contrato: z.string(),
      firmante: z.string(),
      firmadoEl: z.string(),
    })
    .nullable(),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

export const documentsEndpoints = {
  verify: defineEndpoint({
    method: 'POST',
    path: '/cumplia-core/documentos/verificar',
    audience: 'public',
    tag: 'documents',
    summary: 'Checks the seal of an uploaded contract PDF (multipart, one file)',
    multipart: true,
    response: documentVerificationSchema,
  }),
};
