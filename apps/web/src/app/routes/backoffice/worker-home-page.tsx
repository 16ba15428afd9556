import { Stack } from '@mantine/core';
import { UnverifiedCompanies } from '../../../features/companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';
import { HomeMenu } from './home-menu';
import { WORKER_MENU } from './staff-menus';

export function WorkerHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio del trabajador" />
      {/* The work waiting comes first: on a phone the menu's cards would push it far down. */}
      <Stack gap="xl">
        <UnverifiedCompanies title="Tus empresas" canVerify={false} />
        <HomeMenu items={WORKER_MENU} />
      </Stack>
    </>
  );
}
