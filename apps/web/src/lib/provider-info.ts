import { useQuery } from '@tanstack/react-query';
import { pageData } from './page-data';

/**
 * The provider's identity (address, phone, links) for the public pages; it changes only with configuration. The
 * server writes it into the page, so the public pages show it at once without the API client; where the page was
 * not served by our server it is asked of the API.
 */
export function useProviderInfo() {
  return useQuery({
    queryKey: ['public', 'provider'],
    queryFn: () => import('./provider-info-request').then((module) => module.requestProviderInfo()),
    initialData: pageData().provider,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
