import { ROLES } from '@cumplia/domain';
import { IconCalendarRepeat, IconFileInvoice, IconHome, IconMail } from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { paths } from '../../paths';
import { AppLayout, type NavItem } from '../app-layout';

export function BackofficeLayout() {
  const data = useRouteLoaderData('backoffice') as { roles: string[] } | undefined;
  const isSuperadmin = data?.roles.includes(ROLES.superadmin) ?? false;
  const nav: NavItem[] = [
    {
      label: 'Inicio',
      to: isSuperadmin ? paths.backoffice.superadminHome : paths.backoffice.workerHome,
      icon: <IconHome size={18} aria-hidden="true" />,
    },
    {
      label: 'Renovaciones',
      to: isSuperadmin ? paths.backoffice.renewals : paths.backoffice.workerRenewals,
      icon: <IconCalendarRepeat size={18} aria-hidden="true" />,
    },
    {
      label: 'Facturación',
      to: isSuperadmin ? paths.backoffice.invoices : paths.backoffice.workerInvoices,
      icon: <IconFileInvoice size={18} aria-hidden="true" />,
    },
    { label: 'Mensajes', to: paths.backoffice.outbox, icon: <IconMail size={18} aria-hidden="true" /> },
  ];
  return <AppLayout nav={nav} areaLabel={isSuperadmin ? 'Superadministración' : 'Back-office'} />;
}
