import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';

/** Renders `router` as the app does: a query cache of its own and the theme around it. */
export function renderRouter<Router extends ReturnType<typeof createMemoryRouter>>(router: Router): Router {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A back-office page as the logged-in `role` sees it (the back-office layout's loader gives the roles). */
export function renderBackofficePage(role: string, page: ReactNode, otherRoutes: RouteObject[] = []) {
  return renderRouter(
    createMemoryRouter([
      {
        id: 'backoffice',
        path: '/',
        loader: () => ({ roles: [role] }),
        hydrateFallbackElement: <p>Cargando…</p>,
        children: [{ index: true, element: page }],
      },
      ...otherRoutes,
    ]),
  );
}
