import { Container, Grid, NavLink, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

const ITEMS = [
  { label: 'Formación', to: paths.training },
  { label: 'Píldoras formativas', to: paths.trainingPills },
  { label: 'Otros cursos', to: `${paths.training}#otros-cursos` },
];

/** The training pages share a side menu: Formación / Píldoras formativas / Otros cursos (spec 2.17). */
export function TrainingLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const current = `${location.pathname}${location.hash}`;
  return (
    <Container size="lg" py={48}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label="Formación">
            {ITEMS.map((item) => (
              <NavLink key={item.to} component={Link} to={item.to} label={item.label} active={current === item.to} />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}
