import { Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The public site's menu on small screens. Mounted only while open. */
export function MobileMenu({ onClose, children }: { onClose(): void; children: ReactNode }) {
  return (
    <Drawer opened onClose={onClose} title="Menú" position="right" size="xs">
      <Stack gap="md" component="nav" aria-label="Secciones">
        {children}
        <Button component={Link} to={paths.login('gestoria')} variant="light" onClick={onClose}>
          Soy colaborador
        </Button>
      </Stack>
    </Drawer>
  );
}
