import { messageResponseSchema } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const signingRequestSchema = z.object({
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
  contratos: z.array(z.object({ id: z.number(), protocolo: z.string(), titulo: z.string() })),
});

const base = (token: string) => `/cumplia-core/firma/${encodeURIComponent(token)}`;

export function useSigningRequest(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: () => apiRequest(base(token), signingRequestSchema, { authenticated: false }),
    retry: false,
  });
}

export const contractUrl = (token: string, contractId: number) => `${base(token)}/contratos/${contractId}`;

export const requestSigningCode = (token: string) =>
  apiRequest(`${base(token)}/codigo`, messageResponseSchema, { method: 'POST', body: {}, authenticated: false });

export const signWithCode = (token: string, codigo: string) =>
  apiRequest(`${base(token)}/firmar`, messageResponseSchema, {
    method: 'POST',
    body: { codigo },
    authenticated: false,
  });
