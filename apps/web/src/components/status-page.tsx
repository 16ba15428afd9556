import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { sessionHome } from '../lib/session-home';

/** A centred message page: not found, crashed, section not yet available. */
export function StatusPage({
  code,
  title,
  children,
  action,
}: {
  code?: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text fz={72} fw={800} c="cumplia.2" lh={1} aria-hidden="true">
            {code}
          </Text>
        )}
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}

/** 'Volver al inicio': the home of the session's area, or the landing without a session. */
export function HomeButton({ href = sessionHome() ?? '/' }: { href?: string }) {
  return (
    <Button component="a" href={href} mt="sm">
      Volver al inicio
    </Button>
  );
}
