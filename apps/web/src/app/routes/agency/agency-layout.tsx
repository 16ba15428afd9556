import {
  IconBuildingPlus,
  IconCalendarRepeat,
  IconFileSpreadsheet,
  IconHome,
  IconList,
  IconReceipt,
  IconUserQuestion,
} from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { AppLayout, type NavItem } from '../app-layout';

const NAV: NavItem[] = [
  { label: 'Inicio', to: paths.agency.home, icon: <IconHome size={18} aria-hidden="true" /> },
  {
    label: 'Alta de una empresa',
    to: paths.agency.addCompany,
    icon: <IconBuildingPlus size={18} aria-hidden="true" />,
  },
  { label: 'Tus empresas', to: paths.agency.companies, icon: <IconList size={18} aria-hidden="true" /> },
  { label: 'Alta masiva', to: paths.agency.uploads, icon: <IconFileSpreadsheet size={18} aria-hidden="true" /> },
  {
    label: 'Empresas sin usuario',
    to: paths.agency.withoutUser,
    icon: <IconUserQuestion size={18} aria-hidden="true" />,
  },
  { label: 'Renovaciones', to: paths.agency.renewals, icon: <IconCalendarRepeat size={18} aria-hidden="true" /> },
  { label: 'Facturación', to: paths.agency.billing, icon: <IconReceipt size={18} aria-hidden="true" /> },
];

export function AgencyLayout() {
  return <AppLayout nav={NAV} areaLabel="Área de colaborador" />;
}
