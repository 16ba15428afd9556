import { ROLES } from '@cumplia/domain';
import { createBrowserRouter, Outlet, type PatchRoutesOnNavigationFunction } from 'react-router';
import { DocumentTitle, titled } from '../components/document-title';
import { ScrollToTop } from '../components/scroll-to-top';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { ErrorPage } from './routes/error-page';
import { LandingPage } from './routes/public/landing-page';
import { NotFoundPage } from './routes/public/not-found-page';
import { PublicLayout } from './routes/public/public-layout';
import { requireRole } from './routes/require-role';

const NOT_FOUND_TITLE = 'Página no encontrada';

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** The query cache's layout, around the routes that use it (see `ServerStateLayout`). */
const serverState = async () => ({
  Component: (await import('./routes/server-state-layout')).ServerStateLayout,
});

/** The guard runs on every navigation inside a protected area, not only on entering it. */
const alwaysRecheck = () => true;

/**
 * The logged-in areas' pages join their area's route (agency, company, backoffice) when a path matches no public
 * page but the not-found one. A public page with a parameter (a signing link) matches itself and loads nothing.
 */
const addAreaPages: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const deepest = matches.at(-1)?.route;
  if (deepest && deepest.path !== '*') return;
  const areas = await import('./area-routes');
  patch('agency', areas.agencyRoutes);
  patch('company', areas.companyRoutes);
  patch('backoffice', areas.backofficeRoutes);
};

/**
 * Public pages are in the main bundle; each logged-in area, its pages and even their route table are loaded on
 * demand, so visitors never download agency, company or back-office code.
 */
export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <LandingPage /> },
            lazyPage(paths.product, 'Qué es Cumplia', () =>
              import('./routes/public/product-page').then((m) => m.ProductPage),
            ),
            lazyPage(paths.dataProtection, 'Protección de datos', () =>
              import('./routes/public/data-protection-page').then((m) => m.DataProtectionPage),
            ),
            lazyPage(paths.harassment, 'Acoso laboral', () =>
              import('./routes/public/harassment-page').then((m) => m.HarassmentPage),
            ),
            lazyPage(paths.disconnection, 'Desconexión digital', () =>
              import('./routes/public/disconnection-page').then((m) => m.DisconnectionPage),
            ),
            lazyPage(paths.contact, 'Contactar', () =>
              import('./routes/public/contact-page').then((m) => m.ContactPage),
            ),
            lazyPage(paths.legalNotice, 'Aviso legal', () =>
              import('./routes/public/legal-notice-page').then((m) => m.LegalNoticePage),
            ),
            lazyPage(paths.cookiePolicy, 'Política de cookies', () =>
              import('./routes/public/cookie-policy-page').then((m) => m.CookiePolicyPage),
            ),
            lazyPage(paths.training, 'Formación', () =>
              import('./routes/public/training-page').then((m) => m.TrainingPage),
            ),
            lazyPage(paths.trainingPills, 'Píldoras formativas', () =>
              import('./routes/public/training-pills-page').then((m) => m.TrainingPillsPage),
            ),
            lazyPage(paths.register, 'Registro de empresa', () =>
              import('./routes/public/registration-page').then((m) => m.RegistrationPage),
            ),
            lazyPage('/registrarse', 'Registro de empresa', () =>
              import('./routes/public/registration-page').then((m) => m.RegistrationPage),
            ),
            lazyPage(paths.verification, 'Verificación de la cuenta', () =>
              import('./routes/public/verification-page').then((m) => m.VerificationPage),
            ),
            lazyPage(paths.passwordRecovery, 'Recuperar contraseña', () =>
              import('./routes/public/password-recovery-pages').then((m) => m.PasswordRecoveryPage),
            ),
            lazyPage(paths.passwordResetRequest, 'Restablecer contraseña', () =>
              import('./routes/public/password-recovery-pages').then((m) => m.PasswordResetRequestPage),
            ),
            lazyPage(paths.passwordResetConfirm(), 'Nueva contraseña', () =>
              import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
            ),
            lazyPage('/reset-password-confirm', 'Nueva contraseña', () =>
              import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
            ),
            lazyPage(paths.verifyDocument, 'Verificar documento', () =>
              import('./routes/public/verify-document-page').then((m) => m.VerifyDocumentPage),
            ),
            {
              lazy: serverState,
              children: [
                lazyPage('/firma/:token', 'Firma de contratos', () =>
                  import('./routes/public/signing-page').then((m) => m.SigningPage),
                ),
                lazyPage('/confirmar-contacto/:token', 'Confirmar un dato de su empresa', () =>
                  import('./routes/public/contact-confirmation-page').then((m) => m.ContactConfirmationPage),
                ),
                lazyPage('/alta/:token', 'Alta en Cumplia', () =>
                  import('./routes/public/onboarding-page').then((m) => m.OnboardingPage),
                ),
                lazyPage(paths.producerDeclaration, 'Declaración responsable', () =>
                  import('./routes/public/producer-declaration-page').then((m) => m.ProducerDeclarationPage),
                ),
                lazyPage('/newsletter/confirmar', 'Confirmación del boletín', () =>
                  import('./routes/public/newsletter-link-page').then((m) => () => (
                    <m.NewsletterLinkPage action="confirm" />
                  )),
                ),
                lazyPage('/newsletter/baja', 'Baja del boletín', () =>
                  import('./routes/public/newsletter-link-page').then((m) => () => (
                    <m.NewsletterLinkPage action="unsubscribe" />
                  )),
                ),
              ],
            },
            {
              path: 'acceso',
              handle: titled('Acceso'),
              lazy: async () => ({ Component: (await import('./routes/public/login-page')).LoginPage }),
            },
            { path: 'not-found', handle: titled(NOT_FOUND_TITLE), element: <NotFoundPage /> },
            { path: '*', handle: titled(NOT_FOUND_TITLE), element: <NotFoundPage /> },
          ],
        },
        {
          lazy: serverState,
          children: [
            {
              id: 'agency',
              loader: requireRole([ROLES.agency]),
              shouldRevalidate: alwaysRecheck,
              lazy: async () => ({ Component: (await import('./routes/agency/agency-layout')).AgencyLayout }),
              children: [],
            },
            {
              id: 'company',
              loader: requireRole([ROLES.company]),
              shouldRevalidate: alwaysRecheck,
              lazy: async () => ({ Component: (await import('./routes/company/company-layout')).CompanyLayout }),
              children: [],
            },
            {
              id: 'backoffice',
              loader: requireRole([ROLES.superadmin, ROLES.worker]),
              shouldRevalidate: alwaysRecheck,
              lazy: async () => ({
                Component: (await import('./routes/backoffice/backoffice-layout')).BackofficeLayout,
              }),
              children: [],
            },
          ],
        },
      ],
    },
  ],
  { patchRoutesOnNavigation: addAreaPages },
);
