import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { STORAGE_KEYS } from '../lib/session-storage';

/** Shown at the bottom until the visitor accepts or rejects; the choice is remembered in local storage. */
export function CookieBanner() {
  const [choice, setChoice] = useState(() => window.localStorage.getItem(STORAGE_KEYS.cookieConsent));
  if (choice) return null;

  const choose = (value: 'accepted' | 'rejected') => {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, value);
    setChoice(value);
  };

  return (
    <Paper
      component="section"
      aria-label="Aviso de cookies"
      shadow="lg"
      p="md"
      radius={0}
      withBorder
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 300 }}
    >
      <Group justify="space-between" gap="md" maw={1100} mx="auto">
        <Text size="sm" maw={720}>
          Usamos cookies técnicas necesarias para el funcionamiento del sitio y, si nos lo permite, cookies de análisis
          para mejorarlo. Más información en nuestra{' '}
          <Anchor component={Link} to={paths.cookiePolicy} underline="always">
            política de cookies
          </Anchor>
          .
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => choose('rejected')}>
            Rechazar
          </Button>
          <Button onClick={() => choose('accepted')}>Aceptar</Button>
        </Group>
      </Group>
    </Paper>
  );
}
