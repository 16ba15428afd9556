import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type HomeMenuItem = { label: string; description: string; to: string; icon: ReactNode };

/** The staff homes' menu: one card per area of work. */
export function HomeMenu({ items }: { items: HomeMenuItem[] }) {
  return (
    <nav aria-label="Menú">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {items.map((item) => (
          <UnstyledButton key={item.to} component={Link} to={item.to}>
            <Paper withBorder radius="md" p="md" h="100%">
              {item.icon}
              <Text fw={600} mt={6}>
                {item.label}
              </Text>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  );
}
