import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { STORAGE_KEYS } from '../lib/session-storage';

/**
 * Shown at the bottom until the visitor accepts or rejects; the choice is remembered in local storage. The page
 * keeps room of the banner's height below its content, so the end of a form can always be scrolled above it.
 */
export function CookieBanner() {
  const [choice, setChoice] = useState(() => window.localStorage.getItem(STORAGE_KEYS.cookieConsent));
  const { ref, height } = useElementSize();
  if (choice) return null;

  const choose = (value: 'accepted' | 'rejected') => {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
  };

  return (
    <>
      <Box h={height} aria-hidden="true" />
      {/* Measured from this unpadded box, so the room kept is the banner's whole height. */}
      <Box ref={ref} style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 300 }}>
        <Paper
          component="section"
          aria-label="Aviso de cookies"
          shadow="lg"
          p={{ base: 'sm', sm: 'md' }}
          radius={0}
          withBorder
        >
          <Group justify="space-between" gap="sm" maw={1100} mx="auto">
            <Text fz={{ base: 'xs', sm: 'sm' }} maw={720}>
              Usamos cookies técnicas necesarias para el funcionamiento del sitio y, si nos lo permite, cookies de
              análisis para mejorarlo. Más información en nuestra{' '}
              <Anchor component={Link} to={paths.cookiePolicy} underline="always" inherit>
                política de cookies
              </Anchor>
              .
            </Text>
            {/* Buttons share a phone's width and keep their own on a desktop, never cut ('Rechaza'). */}
            <Group gap="sm" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
              <Button
                variant="default"
                size="compact-md"
                flex={{ base: 1, sm: 'none' }}
                onClick={() => choose('rejected')}
              >
                Rechazar
              </Button>
              <Button size="compact-md" flex={{ base: 1, sm: 'none' }} onClick={() => choose('accepted')}>
                Aceptar
              </Button>
            </Group>
          </Group>
        </Paper>
      </Box>
    </>
  );
}
