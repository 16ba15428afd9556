import { agencyEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function useAgencySummary() {
  return useQuery({
    queryKey: ['agency', 'summary'],
    queryFn: () => callEndpoint(agencyEndpoints.summary, {}),
  });
}
