import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { CookieBanner } from '../../../components/cookie-banner';
import { Logo, LogoLink } from '../../../components/logo';
import { paths } from '../../paths';

export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} bg="white">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <LogoLink />
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={paths.login('gestoria')} variant="subtle" visibleFrom="xs">
                Soy colaborador
              </Button>
              <Button component={Link} to={paths.login('empresa')}>
                Acceder
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" bg="cumplia.9" c="white" py="xl">
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Logo size={26} inverted />
            <Group gap="lg">
              <Anchor component={Link} to={paths.cookiePolicy} c="white" size="sm">
                Política de cookies
              </Anchor>
              <Text size="sm">© {new Date().getFullYear()} Cumplia. Todos los derechos reservados.</Text>
            </Group>
          </Group>
        </Container>
      </Box>
      <CookieBanner />
    </Box>
  );
}
