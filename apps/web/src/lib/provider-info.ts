import { providerEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/** The provider's identity (address, phone, links) for the public pages; it changes only with configuration. */
export function useProviderInfo() {
  return useQuery({
    queryKey: ['public', 'provider'],
    queryFn: () => callEndpoint(providerEndpoints.publicInfo, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
