import { Stack } from '@mantine/core';
import { UnverifiedCompanies } from '../../../features/companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';
import { HomeMenu } from './home-menu';
import { WORKER_MENU } from './staff-menus';

export function WorkerHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio del trabajador" />
      <Stack gap="xl">
        <HomeMenu items={WORKER_MENU} />
        <UnverifiedCompanies title="Tus empresas" canVerify={false} />
      </Stack>
    </>
  );
}
