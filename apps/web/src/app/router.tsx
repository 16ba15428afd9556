import { ROLES } from '@cumplia/domain';
import { createBrowserRouter, Outlet } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { paths } from './paths';
import { ErrorPage } from './routes/error-page';
import { LandingPage } from './routes/public/landing-page';
import { NotFoundPage } from './routes/public/not-found-page';
import { PublicLayout } from './routes/public/public-layout';
import { requireRole } from './routes/require-role';

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** The guard runs on every navigation inside a protected area, not only on entering it. */
const alwaysRecheck = () => true;

/**
 * Public pages are in the main bundle; each logged-in area is loaded on demand, so visitors never download
 * agency, company or back-office code.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'acceso',
            lazy: async () => ({ Component: (await import('./routes/public/login-page')).LoginPage }),
          },
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        id: 'agency',
        loader: requireRole([ROLES.agency]),
        shouldRevalidate: alwaysRecheck,
        lazy: async () => ({ Component: (await import('./routes/agency/agency-layout')).AgencyLayout }),
        children: [
          {
            path: paths.agency.home.slice(1),
            lazy: async () => ({ Component: (await import('./routes/agency/agency-home-page')).AgencyHomePage }),
          },
        ],
      },
      {
        id: 'company',
        loader: requireRole([ROLES.company]),
        shouldRevalidate: alwaysRecheck,
        lazy: async () => ({ Component: (await import('./routes/company/company-layout')).CompanyLayout }),
        children: [
          {
            path: paths.company.home.slice(1),
            lazy: async () => ({ Component: (await import('./routes/company/company-home-page')).CompanyHomePage }),
          },
        ],
      },
      {
        id: 'backoffice',
        loader: requireRole([ROLES.superadmin, ROLES.worker]),
        shouldRevalidate: alwaysRecheck,
        lazy: async () => ({ Component: (await import('./routes/backoffice/backoffice-layout')).BackofficeLayout }),
        children: [
          {
            path: paths.backoffice.superadminHome.slice(1),
            loader: requireRole([ROLES.superadmin], { missingRoleRedirect: paths.backoffice.workerHome }),
            lazy: async () => ({
              Component: (await import('./routes/backoffice/superadmin-home-page')).SuperadminHomePage,
            }),
          },
          {
            path: paths.backoffice.workerHome.slice(1),
            loader: requireRole([ROLES.worker]),
            lazy: async () => ({ Component: (await import('./routes/backoffice/worker-home-page')).WorkerHomePage }),
          },
        ],
      },
    ],
  },
]);
