import { ROLES } from '@cumplia/domain';
import {
  IconAlertOctagon,
  IconBuildingStore,
  IconCalendarRepeat,
  IconCalendarStats,
  IconCreditCardRefund,
  IconFileInvoice,
  IconHistory,
  IconHome,
  IconLayoutKanban,
  IconMail,
  IconReceiptTax,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { paths } from '../../../lib/paths';
import { AppLayout, type NavItem } from '../app-layout';

const icon = { size: 18, 'aria-hidden': true } as const;

export function BackofficeLayout() {
  const data = useRouteLoaderData('backoffice') as { roles: string[] } | undefined;
  const isSuperadmin = data?.roles.includes(ROLES.superadmin) ?? false;
  const b = paths.backoffice;
  const nav: NavItem[] = isSuperadmin
    ? [
        { label: 'Inicio', to: b.superadminHome, icon: <IconHome {...icon} /> },
        { label: 'Empresas', to: b.companies, icon: <IconBuildingStore {...icon} /> },
        { label: 'Tablero de clientes', to: b.clientBoard, icon: <IconLayoutKanban {...icon} /> },
        { label: 'Colaboradores', to: b.collaborators, icon: <IconUsersGroup {...icon} /> },
        { label: 'Usuarios', to: b.users, icon: <IconUsers {...icon} /> },
        { label: 'Renovaciones', to: b.renewals, icon: <IconCalendarRepeat {...icon} /> },
        { label: 'Facturación', to: b.invoices, icon: <IconFileInvoice {...icon} /> },
        { label: 'Devoluciones', to: b.sepaReturns, icon: <IconCreditCardRefund {...icon} /> },
        { label: 'Cierre mensual', to: b.monthClose, icon: <IconCalendarStats {...icon} /> },
        { label: 'Verifactu', to: b.verifactu, icon: <IconReceiptTax {...icon} /> },
        { label: 'Registro de cambios', to: b.audit, icon: <IconHistory {...icon} /> },
        { label: 'Protección de datos', to: b.privacy, icon: <IconShieldLock {...icon} /> },
        { label: 'Mensajes', to: b.outbox, icon: <IconMail {...icon} /> },
        { label: 'Trabajos detenidos', to: b.stoppedWork, icon: <IconAlertOctagon {...icon} /> },
      ]
    : [
        { label: 'Inicio', to: b.workerHome, icon: <IconHome {...icon} /> },
        { label: 'Empresas', to: b.workerCompanies, icon: <IconBuildingStore {...icon} /> },
        { label: 'Tablero de clientes', to: b.workerClientBoard, icon: <IconLayoutKanban {...icon} /> },
        { label: 'Colaboradores', to: b.workerCollaborators, icon: <IconUsersGroup {...icon} /> },
        { label: 'Renovaciones', to: b.workerRenewals, icon: <IconCalendarRepeat {...icon} /> },
        { label: 'Facturación', to: b.workerInvoices, icon: <IconFileInvoice {...icon} /> },
        { label: 'Verifactu', to: b.verifactu, icon: <IconReceiptTax {...icon} /> },
        { label: 'Mensajes', to: b.outbox, icon: <IconMail {...icon} /> },
        { label: 'Trabajos detenidos', to: b.stoppedWork, icon: <IconAlertOctagon {...icon} /> },
      ];
  return <AppLayout nav={nav} areaLabel={isSuperadmin ? 'Superadministración' : 'Equipo Cumplia'} />;
}
