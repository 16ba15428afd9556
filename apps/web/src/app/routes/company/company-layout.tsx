import { IconHome, IconReceipt } from '@tabler/icons-react';
import { CompanySwitcher } from '../../../features/companies/components/company-switcher';
import { paths } from '../../../lib/paths';
import { AppLayout, type NavItem } from '../app-layout';

const NAV: NavItem[] = [
  { label: 'Inicio', to: paths.company.home, icon: <IconHome size={18} aria-hidden="true" /> },
  { label: 'Mi facturación', to: paths.company.billing, icon: <IconReceipt size={18} aria-hidden="true" /> },
];

/**
 * 'Mi facturación' is there from the signature on, before the provider verifies the company: its invoice, and how
 * to pay it by transfer, came with the signature (docs/decisions/013). A person who runs several companies picks
 * one in the top bar.
 */
export function CompanyLayout() {
  return <AppLayout nav={NAV} areaLabel="Área de cliente" headerControl={<CompanySwitcher />} />;
}
