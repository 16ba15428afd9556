import { ROLES } from '@cumplia/domain';
import type { ComponentType } from 'react';
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

/** A public page loaded on demand, so the landing page carries only its own code. */
function publicPage(path: string, load: () => Promise<ComponentType>) {
  return { path: path.slice(1), lazy: async () => ({ Component: await load() }) };
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
          publicPage(paths.product, () => import('./routes/public/product-page').then((m) => m.ProductPage)),
          publicPage(paths.dataProtection, () =>
            import('./routes/public/data-protection-page').then((m) => m.DataProtectionPage),
          ),
          publicPage(paths.harassment, () => import('./routes/public/harassment-page').then((m) => m.HarassmentPage)),
          publicPage(paths.disconnection, () =>
            import('./routes/public/disconnection-page').then((m) => m.DisconnectionPage),
          ),
          publicPage(paths.contact, () => import('./routes/public/contact-page').then((m) => m.ContactPage)),
          publicPage(paths.legalNotice, () =>
            import('./routes/public/legal-notice-page').then((m) => m.LegalNoticePage),
          ),
          publicPage(paths.cookiePolicy, () =>
            import('./routes/public/cookie-policy-page').then((m) => m.CookiePolicyPage),
          ),
          publicPage(paths.training, () => import('./routes/public/training-page').then((m) => m.TrainingPage)),
          publicPage(paths.trainingPills, () =>
            import('./routes/public/training-pills-page').then((m) => m.TrainingPillsPage),
          ),
          publicPage(paths.register, () => import('./routes/public/registration-page').then((m) => m.RegistrationPage)),
          publicPage('/registrarse', () => import('./routes/public/registration-page').then((m) => m.RegistrationPage)),
          publicPage(paths.verification, () =>
            import('./routes/public/verification-page').then((m) => m.VerificationPage),
          ),
          publicPage(paths.passwordRecovery, () =>
            import('./routes/public/password-recovery-pages').then((m) => m.PasswordRecoveryPage),
          ),
          publicPage(paths.passwordResetRequest, () =>
            import('./routes/public/password-recovery-pages').then((m) => m.PasswordResetRequestPage),
          ),
          publicPage(paths.passwordResetConfirm(), () =>
            import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
          publicPage('/reset-password-confirm', () =>
            import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
          publicPage('/newsletter/confirmar', () =>
            import('./routes/public/newsletter-link-page').then((m) => () => <m.NewsletterLinkPage action="confirm" />),
          ),
          publicPage('/newsletter/baja', () =>
            import('./routes/public/newsletter-link-page').then((m) => () => (
              <m.NewsletterLinkPage action="unsubscribe" />
            )),
          ),
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
            path: paths.backoffice.outbox.slice(1),
            lazy: async () => ({ Component: (await import('./routes/backoffice/outbox-page')).OutboxPage }),
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
