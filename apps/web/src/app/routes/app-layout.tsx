import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Group,
  Indicator,
  NavLink,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { LogoLink } from '../../components/logo';
import { logout } from '../../features/auth/api/logout';
import { useMyNotifications } from '../../features/users/api/get-my-notifications';
import { useMyUser } from '../../features/users/api/get-my-user';
import { refreshSession, secondsUntilRefresh, setSessionExpiredHandler } from '../../lib/api-client';
import { useNotificationsHost } from '../../lib/notifications-host';
import { paths } from '../../lib/paths';
import { clearTokens, getAccessToken } from '../../lib/session-storage';

export type NavItem = { label: string; to: string; icon: ReactNode };

const REFRESH_CHECK_MS = 20_000;

/** While a protected page is open, refresh the access token shortly before it expires. */
function useKeepSessionFresh() {
  const navigate = useNavigate();
  useEffect(() => {
    // Back to the page that was open once the user logs in again.
    const toLogin = () =>
      navigate(paths.loginReturningTo(`${window.location.pathname}${window.location.search}`), { replace: true });
    setSessionExpiredHandler(toLogin);
    const check = async () => {
      const wait = secondsUntilRefresh(getAccessToken());
      if (wait === null || wait > REFRESH_CHECK_MS / 1000) return;
      if ((await refreshSession()) === 'rejected') {
        clearTokens();
        void toLogin();
      }
    };
    const timer = window.setInterval(check, REFRESH_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
}

function UserName() {
  const { data: user, isError } = useMyUser();
  if (isError) return null;
  return (
    <Text size="sm" fw={600} truncate="end" maw={{ base: 160, sm: 320 }} visibleFrom="xs" data-testid="user-name">
      {user ? [user.name, user.surname].filter(Boolean).join(' ') : ''}
    </Text>
  );
}

function NotificationsDot() {
  const { data: hasNotifications } = useMyNotifications();
  const label = hasNotifications ? 'Hay renovaciones que requieren atención' : 'Sin notificaciones';
  const bell = (
    <Indicator color="red" size={10} offset={4} disabled={!hasNotifications} processing={hasNotifications}>
      <IconBell size={20} stroke={1.6} aria-hidden="true" />
    </Indicator>
  );
  return (
    <Tooltip label={label}>
      {hasNotifications ? (
        <ActionIcon
          component={Link}
          to={paths.backoffice.renewals}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          {bell}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-disabled>
          {bell}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/**
 * The shell of every logged-in area: top bar (logo, the area's own control such as the company switcher, user,
 * notifications, logout), side navigation, content.
 */
export function AppLayout({
  nav,
  areaLabel,
  headerControl,
}: {
  nav: NavItem[];
  areaLabel: string;
  headerControl?: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useKeepSessionFresh();
  useNotificationsHost();

  const handleLogout = async () => {
    await logout();
    queryClient.clear();
    void navigate(paths.login(), { replace: true });
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menú" />
            {/* On a phone, a header control (the company switcher) takes the wordmark's room. */}
            <LogoLink to={nav[0]?.to ?? '/'} {...(headerControl ? { wordmarkFrom: 'xs' as const } : {})} />
            <VisuallyHidden>{areaLabel}</VisuallyHidden>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerControl}
            <UserName />
            <NotificationsDot />
            <Button
              variant="light"
              visibleFrom="sm"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={handleLogout}
            >
              Cerrar sesión
            </Button>
            {/* On a phone the label does not fit beside the user's name: the icon alone, named for readers. */}
            <ActionIcon variant="light" size="lg" hiddenFrom="sm" onClick={handleLogout} aria-label="Cerrar sesión">
              <IconLogout size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={`Menú de ${areaLabel}`}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" py="xs">
          {areaLabel}
        </Text>
        {nav.map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
