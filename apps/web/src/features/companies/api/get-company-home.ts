import { companyAreaEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function useCompanyHome() {
  return useQuery({
    queryKey: ['company', 'home'],
    queryFn: () => callEndpoint(companyAreaEndpoints.home, {}),
  });
}
