import { endpointUrl, type SigningCodeRequest, signingEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function useSigningRequest(token: string) {
  return useQuery({
    queryKey: ['signing', token],
    queryFn: () => callEndpoint(signingEndpoints.describe, { params: { token } }),
    retry: false,
  });
}

export const contractUrl = (token: string, contractId: number) =>
  endpointUrl(signingEndpoints.contract, { params: { token, contractId } });

export const requestSigningCode = (token: string, body: SigningCodeRequest) =>
  callEndpoint(signingEndpoints.sendCode, { params: { token }, body });

export const signWithCode = (token: string, codigo: string) =>
  callEndpoint(signingEndpoints.sign, { params: { token }, body: { codigo } });
