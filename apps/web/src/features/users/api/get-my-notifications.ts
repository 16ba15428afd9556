import { myNotificationsResponseSchema } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useMyNotifications() {
  return useQuery({
    queryKey: ['users', 'my', 'notifications'],
    queryFn: () => apiRequest('/cumplia-core/users/my/notifications', myNotificationsResponseSchema),
    refetchInterval: 120_000,
  });
}
