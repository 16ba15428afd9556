import { contactConfirmationEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What a contact confirmation link asks the company to confirm. */
export function useContactConfirmation(token: string) {
  return useQuery({
    queryKey: ['contact-confirmation', token],
    queryFn: () => callEndpoint(contactConfirmationEndpoints.view, { params: { token } }),
    retry: false,
  });
}

export const confirmContact = (token: string) =>
  callEndpoint(contactConfirmationEndpoints.confirm, { params: { token } });
