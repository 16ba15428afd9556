import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';

/** What 'Verificar documento' answers about an uploaded PDF. */
export const DOCUMENT_STATES = ['INTACTO', 'ALTERADO', 'SIN_SELLO'] as const;

export const documentVerificationSchema = z.object({
  /** INTACTO: the seal covers the whole file and matches it; ALTERADO: changed after sealing; SIN_SELLO: no seal. */
  estado: z.enum(DOCUMENT_STATES),
  /** Whether the seal was made with the provider's certificate. */
  selladoPorProveedor: z.boolean(),
  /** The common name of the sealing certificate (null without a readable seal). */
  certificado: z.string().nullable(),
  /** Why the document is reported altered (null otherwise). */
  motivo: z.string().nullable(),
  /** The signature the document belongs to, when it is an intact contract sealed by the provider. */
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
