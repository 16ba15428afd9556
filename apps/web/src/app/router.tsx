import { ROLES, type RoleName } from '@cumplia/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, redirect } from 'react-router';
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

const companyPages = () => import('./routes/backoffice/company-pages');
const profilePages = () => import('./routes/company/compliance-profile-pages');
const collaboratorPages = () => import('./routes/backoffice/collaborator-pages');
const userPages = () => import('./routes/backoffice/user-pages');

/**
 * A back-office page, optionally for one role only. Staff of the other role are sent to `otherRoleHome` (their
 * own variant of the screen, or their home), never to /acceso as if their session had ended.
 */
function staffPage(path: string, load: () => Promise<ComponentType>, onlyRole?: RoleName, otherRoleHome?: string) {
  return {
    path: path.slice(1),
    ...(onlyRole ? { loader: requireRole([onlyRole], { missingRoleRedirect: otherRoleHome }) } : {}),
    lazy: async () => ({ Component: await load() }),
  };
}

/** A spec route with no screen of its own (part 2, 2.11: the collaborator edit mock is not reproduced). */
function redirectPage(path: string, to: string) {
  return { path: path.slice(1), loader: () => redirect(to) };
}

/** Companies, collaborators, users and the audit log (part 2 sections 2.1, 2.6-2.15). */
function staffPages() {
  const b = paths.backoffice;
  return [
    staffPage(b.addCompany, () => companyPages().then((m) => m.AddCompanyPage)),
    staffPage(b.workerAddCompany, () => companyPages().then((m) => m.WorkerAddCompanyPage), ROLES.worker),
    staffPage(b.companies, () => companyPages().then((m) => m.CompanyListPage)),
    staffPage(b.workerCompanies, () => companyPages().then((m) => m.WorkerCompanyListPage), ROLES.worker),
    staffPage(b.editCompanyPage, () => companyPages().then((m) => m.EditCompanyPage)),
    staffPage('/empresas/:id/edit', () => companyPages().then((m) => m.EditCompanyByRoutePage)),
    staffPage('/empresas-worker/:id/edit', () => companyPages().then((m) => m.WorkerEditCompanyByRoutePage)),
    staffPage(b.workerEditCompanyPage, () => companyPages().then((m) => m.WorkerEditCompanyPage), ROLES.worker),
    staffPage(b.companyDetailPage, () => companyPages().then((m) => m.CompanyDetailPage)),
    staffPage(b.companyProfilePage, () => profilePages().then((m) => m.StaffCompanyProfilePage)),
    staffPage(
      b.addCollaborator,
      () => collaboratorPages().then((m) => m.AddCollaboratorPage),
      ROLES.superadmin,
      b.workerAddCollaborator,
    ),
    staffPage(
      b.workerAddCollaborator,
      () => collaboratorPages().then((m) => m.WorkerAddCollaboratorPage),
      ROLES.worker,
    ),
    staffPage(b.collaborators, () => collaboratorPages().then((m) => m.CollaboratorListPage)),
    staffPage(b.workerCollaborators, () => collaboratorPages().then((m) => m.WorkerCollaboratorListPage), ROLES.worker),
    staffPage(b.collaboratorDetailPage, () => collaboratorPages().then((m) => m.AdminCollaboratorDetailPage)),
    staffPage(
      b.workerCollaboratorDetailPage,
      () => collaboratorPages().then((m) => m.WorkerCollaboratorDetailPage),
      ROLES.worker,
    ),
    staffPage(b.users, () => userPages().then((m) => m.CollaboratorUsersPage), ROLES.superadmin, b.workerHome),
    staffPage(b.editUserPage, () => userPages().then((m) => m.EditUserPage), ROLES.superadmin, b.workerHome),
    staffPage(b.audit, () => userPages().then((m) => m.AuditPage), ROLES.superadmin, b.workerHome),
    staffPage(b.privacy, () => userPages().then((m) => m.PrivacyPage), ROLES.superadmin, b.workerHome),
    redirectPage('/editarformulariosuperadmin', b.collaborators),
    redirectPage('/editargestoriasuperadmin', b.collaborators),
  ];
}

/** A page loaded on demand, so each screen carries only its own code. */
function lazyPage(path: string, load: () => Promise<ComponentType>) {
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
          lazyPage(paths.product, () => import('./routes/public/product-page').then((m) => m.ProductPage)),
          lazyPage(paths.dataProtection, () =>
            import('./routes/public/data-protection-page').then((m) => m.DataProtectionPage),
          ),
          lazyPage(paths.harassment, () => import('./routes/public/harassment-page').then((m) => m.HarassmentPage)),
          lazyPage(paths.disconnection, () =>
            import('./routes/public/disconnection-page').then((m) => m.DisconnectionPage),
          ),
          lazyPage(paths.contact, () => import('./routes/public/contact-page').then((m) => m.ContactPage)),
          lazyPage(paths.legalNotice, () => import('./routes/public/legal-notice-page').then((m) => m.LegalNoticePage)),
          lazyPage(paths.cookiePolicy, () =>
            import('./routes/public/cookie-policy-page').then((m) => m.CookiePolicyPage),
          ),
          lazyPage(paths.training, () => import('./routes/public/training-page').then((m) => m.TrainingPage)),
          lazyPage(paths.trainingPills, () =>
            import('./routes/public/training-pills-page').then((m) => m.TrainingPillsPage),
          ),
          lazyPage(paths.register, () => import('./routes/public/registration-page').then((m) => m.RegistrationPage)),
          lazyPage('/registrarse', () => import('./routes/public/registration-page').then((m) => m.RegistrationPage)),
          lazyPage(paths.verification, () =>
            import('./routes/public/verification-page').then((m) => m.VerificationPage),
          ),
          lazyPage(paths.passwordRecovery, () =>
            import('./routes/public/password-recovery-pages').then((m) => m.PasswordRecoveryPage),
          ),
          lazyPage(paths.passwordResetRequest, () =>
            import('./routes/public/password-recovery-pages').then((m) => m.PasswordResetRequestPage),
          ),
          lazyPage(paths.passwordResetConfirm(), () =>
            import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
          lazyPage('/reset-password-confirm', () =>
            import('./routes/public/reset-password-page').then((m) => m.ResetPasswordPage),
          ),
          lazyPage('/firma/:token', () => import('./routes/public/signing-page').then((m) => m.SigningPage)),
          lazyPage(paths.verifyDocument, () =>
            import('./routes/public/verify-document-page').then((m) => m.VerifyDocumentPage),
          ),
          lazyPage('/newsletter/confirmar', () =>
            import('./routes/public/newsletter-link-page').then((m) => () => <m.NewsletterLinkPage action="confirm" />),
          ),
          lazyPage('/newsletter/baja', () =>
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
          lazyPage(paths.agency.addCompany, () =>
            import('./routes/agency/add-company-page').then((m) => m.AddCompanyPage),
          ),
          lazyPage(paths.agency.companies, () =>
            import('./routes/agency/company-list-page').then((m) => m.CompanyListPage),
          ),
          lazyPage('/editarclienteempresa', () =>
            import('./routes/agency/edit-company-page').then((m) => m.EditCompanyPage),
          ),
          lazyPage(paths.agency.withoutUser, () =>
            import('./routes/agency/companies-without-user-page').then((m) => m.CompaniesWithoutUserPage),
          ),
          lazyPage('/asignar-usuario-empresa', () =>
            import('./routes/agency/assign-user-page').then((m) => m.AssignUserPage),
          ),
          lazyPage(paths.agency.renewals, () => import('./routes/agency/renewals-page').then((m) => m.RenewalsPage)),
          lazyPage(paths.agency.billing, () => import('./routes/agency/billing-page').then((m) => m.BillingPage)),
          lazyPage(paths.agency.massSignup, () =>
            import('./routes/agency/mass-signup-page').then((m) => m.MassSignupPage),
          ),
          lazyPage(paths.agency.profilePage, () => profilePages().then((m) => m.AgencyCompanyProfilePage)),
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
          lazyPage(paths.company.billing, () =>
            import('./routes/company/company-billing-page').then((m) => m.CompanyBillingPage),
          ),
          lazyPage(paths.company.profile, () => profilePages().then((m) => m.CompanyProfilePage)),
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
            path: paths.backoffice.renewals.slice(1),
            lazy: async () => ({ Component: (await import('./routes/backoffice/renewals-page')).RenewalsPage }),
          },
          {
            path: paths.backoffice.workerRenewals.slice(1),
            loader: requireRole([ROLES.worker]),
            lazy: async () => ({
              Component: (await import('./routes/backoffice/worker-renewals-page')).WorkerRenewalsPage,
            }),
          },
          {
            path: paths.backoffice.invoices.slice(1),
            lazy: async () => ({ Component: (await import('./routes/backoffice/invoices-page')).InvoicesPage }),
          },
          {
            path: paths.backoffice.workerInvoices.slice(1),
            loader: requireRole([ROLES.worker]),
            lazy: async () => ({
              Component: (await import('./routes/backoffice/worker-invoices-page')).WorkerInvoicesPage,
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
          ...staffPages(),
        ],
      },
    ],
  },
]);
