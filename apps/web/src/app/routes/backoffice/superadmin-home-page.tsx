import { Stack } from '@mantine/core';
import { PreparingNotice } from '../../../components/preparing-notice';
import { UnverifiedCompanies } from '../../../features/backoffice-companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';

export function SuperadminHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio de superadministración" />
      <Stack gap="xl">
        <UnverifiedCompanies title="Nuevas empresas" canVerify />
        <PreparingNotice
          sections={['Añadir empresa y colaborador', 'Gestionar usuarios', 'Tus colaboradores y tus empresas']}
        />
      </Stack>
    </>
  );
}
