import { ROLES, type RoleName } from '@cumplia/domain';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { paths } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { requireRole } from './routes/require-role';

/*
 * The pages of the logged-in areas, added to the router's area routes the first time a path matches no public
 * page (see `router.tsx`): public visitors never download this table or the list of files behind its pages.
 */

const companyPages = () => import('./routes/backoffice/company-pages');
const profilePages = () => import('./routes/company/compliance-profile-pages');
const collaboratorPages = () => import('./routes/backoffice/collaborator-pages');
const userPages = () => import('./routes/backoffice/user-pages');

/**
 * A back-office page, optionally for one role only. Staff of the other role are sent to `otherRoleHome` (their
 * own variant of the screen, or their home), never to /acceso as if their session had ended.
 */
function staffPage(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  onlyRole?: RoleName,
  otherRoleHome?: string,
) {
  return {
    ...lazyPage(path, title, load),
    ...(onlyRole ? { loader: requireRole([onlyRole], { missingRoleRedirect: otherRoleHome }) } : {}),
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
    staffPage(b.addCompany, 'Alta de una empresa', () => companyPages().then((m) => m.AddCompanyPage)),
    staffPage(
      b.workerAddCompany,
      'Alta de una empresa',
      () => companyPages().then((m) => m.WorkerAddCompanyPage),
      ROLES.worker,
    ),
    staffPage(b.companies, 'Empresas', () => companyPages().then((m) => m.CompanyListPage)),
    staffPage(b.workerCompanies, 'Empresas', () => companyPages().then((m) => m.WorkerCompanyListPage), ROLES.worker),
    staffPage(b.clientBoard, 'Tablero de clientes', () => companyPages().then((m) => m.ClientBoardPage)),
    staffPage(
      b.workerClientBoard,
      'Tablero de clientes',
      () => companyPages().then((m) => m.WorkerClientBoardPage),
      ROLES.worker,
    ),
    staffPage(b.editCompanyPage, 'Editar empresa', () => companyPages().then((m) => m.EditCompanyPage)),
    staffPage('/empresas/:id/edit', 'Editar empresa', () => companyPages().then((m) => m.EditCompanyByRoutePage)),
    staffPage('/empresas-worker/:id/edit', 'Editar empresa', () =>
      companyPages().then((m) => m.WorkerEditCompanyByRoutePage),
    ),
    staffPage(
      b.workerEditCompanyPage,
      'Editar empresa',
      () => companyPages().then((m) => m.WorkerEditCompanyPage),
      ROLES.worker,
    ),
    staffPage(b.companyDetailPage, 'Ficha de empresa', () => companyPages().then((m) => m.CompanyDetailPage)),
    staffPage(b.assignUserPage, 'Asignar usuario', () => companyPages().then((m) => m.StaffAssignUserPage)),
    staffPage(b.companyProfilePage, 'Perfil de cumplimiento', () =>
      profilePages().then((m) => m.StaffCompanyProfilePage),
    ),
    staffPage(b.companyRegisterPage, 'Registro de actividades', () =>
      profilePages().then((m) => m.StaffCompanyRegisterPage),
    ),
    staffPage(
      b.addCollaborator,
      'Alta de colaborador',
      () => collaboratorPages().then((m) => m.AddCollaboratorPage),
      ROLES.superadmin,
      b.workerAddCollaborator,
    ),
    staffPage(
      b.workerAddCollaborator,
      'Alta de colaborador',
      () => collaboratorPages().then((m) => m.WorkerAddCollaboratorPage),
      ROLES.worker,
    ),
    staffPage(b.collaborators, 'Colaboradores', () => collaboratorPages().then((m) => m.CollaboratorListPage)),
    staffPage(
      b.workerCollaborators,
      'Colaboradores',
      () => collaboratorPages().then((m) => m.WorkerCollaboratorListPage),
      ROLES.worker,
    ),
    staffPage(b.collaboratorDetailPage, 'Datos de colaborador', () =>
      collaboratorPages().then((m) => m.AdminCollaboratorDetailPage),
    ),
    staffPage(
      b.workerCollaboratorDetailPage,
      'Datos de colaborador',
      () => collaboratorPages().then((m) => m.WorkerCollaboratorDetailPage),
      ROLES.worker,
    ),
    staffPage(
      b.users,
      'Usuarios',
      () => userPages().then((m) => m.CollaboratorUsersPage),
      ROLES.superadmin,
      b.workerHome,
    ),
    staffPage(
      b.editUserPage,
      'Datos de usuario',
      () => userPages().then((m) => m.EditUserPage),
      ROLES.superadmin,
      b.workerHome,
    ),
    staffPage(b.audit, 'Auditoría', () => userPages().then((m) => m.AuditPage), ROLES.superadmin, b.workerHome),
    staffPage(
      b.privacy,
      'Protección de datos personales',
      () => userPages().then((m) => m.PrivacyPage),
      ROLES.superadmin,
      b.workerHome,
    ),
    staffPage(
      b.monthClose,
      'Cierre mensual',
      () => import('./routes/backoffice/month-close-page').then((m) => m.MonthClosePage),
      ROLES.superadmin,
      b.workerHome,
    ),
    staffPage(
      b.sepaReturns,
      'Devoluciones',
      () => import('./routes/backoffice/sepa-returns-page').then((m) => m.SepaReturnsPage),
      ROLES.superadmin,
      b.workerHome,
    ),
    redirectPage('/editarformulariosuperadmin', b.collaborators),
    redirectPage('/editargestoriasuperadmin', b.collaborators),
  ];
}

/** The agency's area (part 1). */
export const agencyRoutes: RouteObject[] = [
  lazyPage(paths.agency.home, 'Inicio', () => import('./routes/agency/agency-home-page').then((m) => m.AgencyHomePage)),
  lazyPage(paths.agency.addCompany, 'Alta de una empresa', () =>
    import('./routes/agency/add-company-page').then((m) => m.AddCompanyPage),
  ),
  lazyPage(paths.agency.companies, 'Empresas', () =>
    import('./routes/agency/company-list-page').then((m) => m.CompanyListPage),
  ),
  lazyPage('/editarclienteempresa', 'Editar empresa', () =>
    import('./routes/agency/edit-company-page').then((m) => m.EditCompanyPage),
  ),
  lazyPage(paths.agency.withoutUser, 'Empresas sin usuario', () =>
    import('./routes/agency/companies-without-user-page').then((m) => m.CompaniesWithoutUserPage),
  ),
  lazyPage('/asignar-usuario-empresa', 'Asignar usuario', () =>
    import('./routes/agency/assign-user-page').then((m) => m.AssignUserPage),
  ),
  lazyPage(paths.agency.renewals, 'Renovaciones', () =>
    import('./routes/agency/renewals-page').then((m) => m.RenewalsPage),
  ),
  lazyPage(paths.agency.billing, 'Facturación', () =>
    import('./routes/agency/billing-page').then((m) => m.BillingPage),
  ),
  lazyPage(paths.agency.uploads, 'Alta masiva', () =>
    import('./routes/agency/uploads-page').then((m) => m.UploadsPage),
  ),
  lazyPage(paths.agency.profilePage, 'Perfil de cumplimiento', () =>
    profilePages().then((m) => m.AgencyCompanyProfilePage),
  ),
  lazyPage(paths.agency.registerPage, 'Registro de actividades', () =>
    profilePages().then((m) => m.AgencyCompanyRegisterPage),
  ),
];

/** The client company's area (part 1). */
export const companyRoutes: RouteObject[] = [
  lazyPage(paths.company.home, 'Mi empresa', () =>
    import('./routes/company/company-home-page').then((m) => m.CompanyHomePage),
  ),
  lazyPage(paths.company.billing, 'Mi facturación', () =>
    import('./routes/company/company-billing-page').then((m) => m.CompanyBillingPage),
  ),
  lazyPage(paths.company.profile, 'Perfil de cumplimiento', () => profilePages().then((m) => m.CompanyProfilePage)),
  lazyPage(paths.company.register, 'Registro de actividades', () => profilePages().then((m) => m.CompanyRegisterPage)),
];

/** The provider staff's back office (part 2). */
export const backofficeRoutes: RouteObject[] = [
  staffPage(
    paths.backoffice.superadminHome,
    'Inicio',
    () => import('./routes/backoffice/superadmin-home-page').then((m) => m.SuperadminHomePage),
    ROLES.superadmin,
    paths.backoffice.workerHome,
  ),
  staffPage(paths.backoffice.renewals, 'Renovaciones', () =>
    import('./routes/backoffice/renewals-page').then((m) => m.RenewalsPage),
  ),
  staffPage(
    paths.backoffice.workerRenewals,
    'Renovaciones',
    () => import('./routes/backoffice/worker-renewals-page').then((m) => m.WorkerRenewalsPage),
    ROLES.worker,
  ),
  staffPage(paths.backoffice.invoices, 'Facturación', () =>
    import('./routes/backoffice/invoices-page').then((m) => m.InvoicesPage),
  ),
  staffPage(
    paths.backoffice.workerInvoices,
    'Facturación',
    () => import('./routes/backoffice/worker-invoices-page').then((m) => m.WorkerInvoicesPage),
    ROLES.worker,
  ),
  staffPage(paths.backoffice.outbox, 'Mensajes', () =>
    import('./routes/backoffice/outbox-page').then((m) => m.OutboxPage),
  ),
  staffPage(paths.backoffice.stoppedWork, 'Trabajos detenidos', () =>
    import('./routes/backoffice/stopped-work-page').then((m) => m.StoppedWorkPage),
  ),
  staffPage(paths.backoffice.verifactu, 'Verifactu', () =>
    import('./routes/backoffice/verifactu-page').then((m) => m.VerifactuPage),
  ),
  staffPage(
    paths.backoffice.workerHome,
    'Inicio',
    () => import('./routes/backoffice/worker-home-page').then((m) => m.WorkerHomePage),
    ROLES.worker,
  ),
  ...staffPages(),
];
