import { Anchor, Box, Burger, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useMatch } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { CookieBanner } from '../../../components/cookie-banner';
import { Logo, LogoLink } from '../../../components/logo';
import { paths } from '../../../lib/paths';
import { sessionHome } from '../../../lib/session-home';

const NAV = [
  { label: 'Cumplia', to: paths.product },
  { label: 'Protección de datos', to: paths.dataProtection },
  { label: 'Acoso laboral', to: paths.harassment },
  { label: 'Desconexión digital', to: paths.disconnection },
  { label: 'Contactar', to: paths.contact },
];

const blocks = () => import('./provider-blocks');
// The drawer brings focus-trapping code that only phones opening the menu need.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const TimeTrackingLink = lazy(() => blocks().then((m) => ({ default: m.TimeTrackingLink })));
const FooterContact = lazy(() => blocks().then((m) => ({ default: m.FooterContact })));
const FooterCopyright = lazy(() => blocks().then((m) => ({ default: m.FooterCopyright })));
const WhatsAppButton = lazy(() => blocks().then((m) => ({ default: m.WhatsAppButton })));

function HeaderLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {NAV.map((item) => (
        <Anchor
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onNavigate}
          c="gray.8"
          fw={500}
          size="sm"
          style={({ isActive }: { isActive: boolean }) =>
            isActive ? { color: 'var(--mantine-color-cumplia-8)' } : undefined
          }
        >
          {item.label}
        </Anchor>
      ))}
      <AfterFirstPaint>
        <TimeTrackingLink onNavigate={onNavigate} />
      </AfterFirstPaint>
    </>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" tt="uppercase" c="cumplia.1">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="white" size="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function PublicLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  // A logged-in user on a public page (or the not-found page) goes back to their area, not to the login.
  const home = sessionHome();
  // On a phone the floating contact button would sit on the signing code boxes; the signing page has its own help.
  const onSigningPage = useMatch('/firma/:token') !== null;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <LogoLink />
            <Group gap="lg" visibleFrom="md" component="nav" aria-label="Secciones">
              <HeaderLinks />
            </Group>
            <Group gap="xs" wrap="nowrap">
              {home ? (
                <Button component={Link} to={home}>
                  Mi área
                </Button>
              ) : (
                <>
                  <Button component={Link} to={paths.login('gestoria')} variant="subtle" visibleFrom="sm">
                    Soy colaborador
                  </Button>
                  <Button component={Link} to={paths.login('empresa')}>
                    Acceder
                  </Button>
                </>
              )}
              <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="md" aria-label="Abrir menú" />
            </Group>
          </Group>
        </Container>
      </Box>
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu onClose={menu.close}>
            <HeaderLinks onNavigate={menu.close} />
          </MobileMenu>
        </Suspense>
      )}

      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>

      <Box component="footer" bg="cumplia.9" c="white" py={48}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
            <Stack gap="sm">
              <Logo size={28} inverted />
              <Text size="sm" c="cumplia.1">
                Cumplia, tu framework inteligente de cumplimiento normativo.
              </Text>
            </Stack>
            <FooterColumn
              title="Enlaces directos"
              links={[
                { label: 'Home', to: paths.landing },
                { label: 'Protección de datos', to: paths.dataProtection },
                { label: 'Acoso laboral', to: paths.harassment },
                { label: 'Desconexión digital', to: paths.disconnection },
                { label: 'Contactar', to: paths.contact },
              ]}
            />
            <FooterColumn
              title="Más información"
              links={[
                { label: 'Política de cookies', to: paths.cookiePolicy },
                { label: 'Aviso legal', to: paths.legalNotice },
                { label: 'Verificar documento', to: paths.verifyDocument },
                { label: 'Declaración responsable (VERI*FACTU)', to: paths.producerDeclaration },
                { label: 'Formación', to: paths.training },
              ]}
            />
            <AfterFirstPaint>
              <FooterContact />
            </AfterFirstPaint>
          </SimpleGrid>
          <AfterFirstPaint>
            <FooterCopyright />
          </AfterFirstPaint>
        </Container>
      </Box>

      {!onSigningPage && (
        <AfterFirstPaint>
          <WhatsAppButton />
        </AfterFirstPaint>
      )}
      <CookieBanner />
    </Box>
  );
}
