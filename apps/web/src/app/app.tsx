import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { useNotificationsWanted } from '../lib/notifications-host';
import { router } from './router';
import { cssVariablesResolver, datesSettings, theme } from './theme';

// Loaded only where a page can show a toast (lib/notifications-host.ts): its transitions and scroll handling would
// otherwise weigh on every public page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function App() {
  const notificationsWanted = useNotificationsWanted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={datesSettings}>
        {/* Each corner's container is a polite live region present before any toast, so a new toast is read out. */}
        {notificationsWanted && (
          <Suspense fallback={null}>
            <Notifications position="bottom-right" autoClose={6000} aria-live="polite" />
          </Suspense>
        )}
        <RouterProvider router={router} />
      </DatesProvider>
    </MantineProvider>
  );
}
