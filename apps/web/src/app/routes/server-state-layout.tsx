import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/**
 * The query cache for the routes below: the logged-in areas and the public pages that read or send through it
 * (signing, onboarding, the newsletter links, the producer's declaration). It loads with the first of them, so
 * the landing, information and form pages do without TanStack Query.
 */
export function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
