import { IconHome, IconReceipt } from '@tabler/icons-react';
import { useMyCompany } from '../../../features/companies/api/company-area-api';
import { CompanySwitcher } from '../../../features/companies/components/company-switcher';
import { paths } from '../../../lib/paths';
import { AppLayout, type NavItem } from '../app-layout';

const NAV: NavItem[] = [
  { label: 'Inicio', to: paths.company.home, icon: <IconHome size={18} aria-hidden="true" /> },
  { label: 'Mi facturación', to: paths.company.billing, icon: <IconReceipt size={18} aria-hidden="true" /> },
];

/**
 * 'Mi facturación' appears once the provider has verified the company (part 1, company home). A person who runs
 * several companies picks one in the top bar.
 */
export function CompanyLayout() {
  const { data: company } = useMyCompany();
  const nav = company?.verificado ? NAV : NAV.filter((item) => item.to !== paths.company.billing);
  return <AppLayout nav={nav} areaLabel="Área de cliente" headerControl={<CompanySwitcher />} />;
}
