import {
  IconBuildingPlus,
  IconBuildingStore,
  IconCalendarRepeat,
  IconCalendarStats,
  IconCreditCardRefund,
  IconFileInvoice,
  IconHistory,
  IconReceiptTax,
  IconShieldLock,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import type { HomeMenuItem } from './home-menu';

const icon = { size: 22, stroke: 1.6, color: 'var(--mantine-primary-color-7)', 'aria-hidden': true } as const;

/** The superadmin's areas (part 2 section 2.2), plus the audit log and data-protection requests. */
export const SUPERADMIN_MENU: HomeMenuItem[] = [
  {
    label: 'Añadir empresa',
    description: 'Alta directa con protocolos y precios',
    to: paths.backoffice.addCompany,
    icon: <IconBuildingPlus {...icon} />,
  },
  {
    label: 'Añadir colaborador',
    description: 'Alta de una gestoría',
    to: paths.backoffice.addCollaborator,
    icon: <IconUserPlus {...icon} />,
  },
  {
    label: 'Gestionar usuarios',
    description: 'Accesos de los colaboradores',
    to: paths.backoffice.users,
    icon: <IconUsers {...icon} />,
  },
  {
    label: 'Tus colaboradores',
    description: 'Datos, comisión y empresas',
    to: paths.backoffice.collaborators,
    icon: <IconUsersGroup {...icon} />,
  },
  {
    label: 'Tus empresas',
    description: 'Herramientas, precios y edición',
    to: paths.backoffice.companies,
    icon: <IconBuildingStore {...icon} />,
  },
  {
    label: 'Renovaciones',
    description: 'Aprobar y preparar renovaciones',
    to: paths.backoffice.renewals,
    icon: <IconCalendarRepeat {...icon} />,
  },
  {
    label: 'Facturación',
    description: 'Facturas, remesas y SEPA',
    to: paths.backoffice.invoices,
    icon: <IconFileInvoice {...icon} />,
  },
  {
    label: 'Devoluciones',
    description: 'Adeudos SEPA devueltos por el banco',
    to: paths.backoffice.sepaReturns,
    icon: <IconCreditCardRefund {...icon} />,
  },
  {
    label: 'Cierre mensual',
    description: 'Cobros del mes y comisiones de las gestorías',
    to: paths.backoffice.monthClose,
    icon: <IconCalendarStats {...icon} />,
  },
  {
    label: 'Verifactu',
    description: 'Registros de facturación enviados a la AEAT',
    to: paths.backoffice.verifactu,
    icon: <IconReceiptTax {...icon} />,
  },
  {
    label: 'Registro de cambios',
    description: 'Quién cambió qué y cuándo',
    to: paths.backoffice.audit,
    icon: <IconHistory {...icon} />,
  },
  {
    label: 'Protección de datos',
    description: 'Acceso y supresión de datos personales',
    to: paths.backoffice.privacy,
    icon: <IconShieldLock {...icon} />,
  },
];

/** The worker's areas (part 2 section 2.3). */
export const WORKER_MENU: HomeMenuItem[] = [
  {
    label: 'Añadir empresa',
    description: 'Alta directa con protocolos y precios',
    to: paths.backoffice.workerAddCompany,
    icon: <IconBuildingPlus {...icon} />,
  },
  {
    label: 'Añadir colaborador',
    description: 'Alta de una gestoría',
    to: paths.backoffice.workerAddCollaborator,
    icon: <IconUserPlus {...icon} />,
  },
  {
    label: 'Tus colaboradores',
    description: 'Datos, comisión y empresas',
    to: paths.backoffice.workerCollaborators,
    icon: <IconUsersGroup {...icon} />,
  },
  {
    label: 'Editar empresas',
    description: 'Datos y herramientas',
    to: paths.backoffice.workerCompanies,
    icon: <IconBuildingStore {...icon} />,
  },
  {
    label: 'Renovaciones',
    description: 'Aprobar y preparar renovaciones',
    to: paths.backoffice.workerRenewals,
    icon: <IconCalendarRepeat {...icon} />,
  },
  {
    label: 'Facturación',
    description: 'Buscar facturas',
    to: paths.backoffice.workerInvoices,
    icon: <IconFileInvoice {...icon} />,
  },
  {
    label: 'Verifactu',
    description: 'Registros de facturación enviados a la AEAT',
    to: paths.backoffice.verifactu,
    icon: <IconReceiptTax {...icon} />,
  },
];
