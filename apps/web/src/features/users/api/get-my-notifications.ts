import { usersEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function useMyNotifications() {
  return useQuery({
    queryKey: ['users', 'my', 'notifications'],
    queryFn: () => callEndpoint(usersEndpoints.myNotifications, {}),
    refetchInterval: 120_000,
  });
}
