import { Stack } from '@mantine/core';
import { UnverifiedCompanies } from '../../../features/companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';
import { HomeMenu } from './home-menu';
import { SUPERADMIN_MENU } from './staff-menus';

export function SuperadminHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio de superadministración" />
      <Stack gap="xl">
        <HomeMenu items={SUPERADMIN_MENU} />
        <UnverifiedCompanies title="Nuevas empresas" canVerify />
      </Stack>
    </>
  );
}
