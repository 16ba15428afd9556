import { usersEndpoints } from '@cumplia/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { cacheUser, getCachedUser } from '../../../lib/session-storage';

/** The logged-in user: read from the local cache when present (spec), fetched once otherwise. */
export function useMyUser() {
  return useQuery({
    queryKey: ['users', 'my'],
    queryFn: async () => {
      const user = await callEndpoint(usersEndpoints.myUser, {});
      cacheUser(user);
      return user;
    },
    initialData: () => getCachedUser() ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
