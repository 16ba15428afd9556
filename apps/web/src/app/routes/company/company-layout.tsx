import { IconHome, IconReceipt } from '@tabler/icons-react';
import { paths } from '../../paths';
import { AppLayout, type NavItem } from '../app-layout';

const NAV: NavItem[] = [
  { label: 'Inicio', to: paths.company.home, icon: <IconHome size={18} aria-hidden="true" /> },
  { label: 'Mi facturación', to: paths.company.billing, icon: <IconReceipt size={18} aria-hidden="true" /> },
];

export function CompanyLayout() {
  return <AppLayout nav={NAV} areaLabel="Área de cliente" />;
}
