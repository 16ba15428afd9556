import { Stack } from '@mantine/core';
import { UnverifiedCompanies } from '../../../features/companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';
import { HomeMenu } from './home-menu';
import { SUPERADMIN_MENU } from './staff-menus';

export function SuperadminHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio de superadministración" />
      {/* The work waiting comes first: on a phone the menu's cards would push it far down. */}
      <Stack gap="xl">
        <UnverifiedCompanies title="Nuevas empresas" canVerify />
        <HomeMenu items={SUPERADMIN_MENU} />
      </Stack>
    </>
  );
}
