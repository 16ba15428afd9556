import { Stack } from '@mantine/core';
import { PreparingNotice } from '../../../components/preparing-notice';
import { UnverifiedCompanies } from '../../../features/backoffice-companies/components/unverified-companies';
import { WelcomeTitle } from '../welcome-title';

export function WorkerHomePage() {
  return (
    <>
      <WelcomeTitle title="Inicio del trabajador" />
      <Stack gap="xl">
        <UnverifiedCompanies title="Tus empresas" canVerify={false} />
        <PreparingNotice sections={['Añadir empresa y colaborador', 'Tus colaboradores', 'Editar empresas']} />
      </Stack>
    </>
  );
}
