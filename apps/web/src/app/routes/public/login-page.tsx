import type { LoginType } from '@cumplia/domain';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { homeAfterLogin, LoginForm } from '../../../features/auth/components/login-form';
import { paths } from '../../../lib/paths';
import { safeReturnPath } from '../../../lib/return-path';

function typeFromQuery(params: URLSearchParams): LoginType | null {
  if (params.get('gestoria') === 'true') return 'G';
  if (params.get('empresa') === 'true') return 'E';
  return null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useLocation().state as { notice?: string; username?: string } | null;
  const notice = state?.notice;
  const otherArea = params.get('motivo') === 'otra-area';
  const homes = {
    agency: paths.agency.home,
    company: paths.company.home,
    superadmin: paths.backoffice.superadminHome,
    worker: paths.backoffice.workerHome,
  };

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            Acceso
          </Title>
          <Text c="dimmed" size="sm">
            Introduzca el NIF y la contraseña de su usuario.
          </Text>
        </Stack>
        {notice && (
          <Alert color="green" mb="md" role="status">
            {notice}
          </Alert>
        )}
        {otherArea && (
          <Alert color="yellow" mb="md" role="status" title="Esa página es de otra área">
            Su usuario no tiene acceso a la página que abrió (por ejemplo, el área de una empresa cliente con el usuario
            de una gestoría). Entre con un usuario de esa área, o vuelva a la suya desde el menú.
          </Alert>
        )}
        <LoginForm
          initialType={typeFromQuery(params)}
          initialUsername={state?.username ?? ''}
          recoveryPath={paths.passwordRecovery}
          onLoggedIn={(destination) =>
            navigate(safeReturnPath(params.get('volver')) ?? homeAfterLogin(destination, homes), { replace: true })
          }
        />
      </Paper>
    </Container>
  );
}
