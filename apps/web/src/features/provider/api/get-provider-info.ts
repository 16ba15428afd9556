import { providerInfoSchema } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The provider's identity (address, phone, links) for the public pages; it changes only with configuration. */
export function useProviderInfo() {
  return useQuery({
    queryKey: ['public', 'provider'],
    queryFn: () => apiRequest('/cumplia-core/public/provider', providerInfoSchema, { authenticated: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
