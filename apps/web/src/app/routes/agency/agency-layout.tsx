import { IconHome } from '@tabler/icons-react';
import { paths } from '../../paths';
import { AppLayout, type NavItem } from '../app-layout';

const NAV: NavItem[] = [{ label: 'Inicio', to: paths.agency.home, icon: <IconHome size={18} aria-hidden="true" /> }];

export function AgencyLayout() {
  return <AppLayout nav={NAV} areaLabel="Área de colaborador" />;
}
