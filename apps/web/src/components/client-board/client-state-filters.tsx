import { CLIENT_STATE_HINTS, CLIENT_STATES, type ClientState, type ClientStateCounts } from '@cumplia/domain';
import { Alert, Button, Collapse, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';

/** The board's states by topic, in the order a gestoría works through them. */
const GROUPS: { title: string; states: ClientState[] }[] = [
  { title: 'Alta y firma', states: ['firmaPendiente', 'altaEnCurso', 'altaFallida', 'sinVerificar'] },
  { title: 'Cumplimiento', states: ['sinCubrir', 'perfilIncompleto'] },
  { title: 'Cobro', states: ['reciboDevuelto', 'facturaPendiente'] },
  { title: 'Renovación', states: ['renovacion30', 'renovacionPorAprobar', 'renovacionDeshabilitada'] },
];

/**
 * The board's states, each a toggle that narrows the board to them (several narrow to the clients in all), with
 * how many clients are in each when `counts` is given (an agency's whole portfolio, whatever the board shows);
 * `counts: 'none'` shows the toggles alone (the staff's board over every agency is not counted state by state).
 */
export function ClientStateFilters({
  chosen,
  onToggle,
  onClear,
  counts,
}: {
  chosen: ClientState[];
  onToggle(state: ClientState): void;
  onClear(): void;
  counts: { data: ClientStateCounts | undefined; error: Error | null } | 'none';
}) {
  const { data, error } = counts === 'none' ? { data: undefined, error: null } : counts;
  const counted = counts !== 'none';
  // On a phone the eleven figures would push the clients below the fold: they open on demand.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [opened, setOpened] = useState(false);
  if (error) {
    return (
      <Alert color="red" role="alert" mb="md">
        No se pudo obtener el recuento de sus clientes.
      </Alert>
    );
  }
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {GROUPS.map((group) => (
        <Paper key={group.title} withBorder radius="md" p="sm">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
            {group.title}
          </Text>
          <Stack gap={6}>
            {group.states.map((state) =>
              data || !counted ? (
                <Button
                  key={state}
                  size="compact-sm"
                  variant={chosen.includes(state) ? 'filled' : 'light'}
                  color={chosen.includes(state) ? undefined : 'gray'}
                  justify="space-between"
                  fullWidth
                  aria-pressed={chosen.includes(state)}
                  title={CLIENT_STATE_HINTS[state]}
                  rightSection={
                    data && (
                      <Text span fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {data.estados[state].toLocaleString('es-ES')}
                      </Text>
                    )
                  }
                  onClick={() => onToggle(state)}
                >
                  {CLIENT_STATES[state]}
                </Button>
              ) : (
                <Skeleton key={state} height={26} radius="sm" />
              ),
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="xs" mb="md">
      {wide ? (
        grid
      ) : (
        <>
          <Button
            variant="light"
            justify="space-between"
            fullWidth
            aria-expanded={opened}
            rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={() => setOpened((value) => !value)}
          >
            {chosen.length === 0 ? 'Filtrar por estado' : `Filtrar por estado (${chosen.length})`}
          </Button>
          <Collapse expanded={opened}>{grid}</Collapse>
        </>
      )}
      {chosen.length > 0 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {chosen.length === 1
              ? CLIENT_STATE_HINTS[chosen[0] as ClientState]
              : `Clientes en todos estos estados: ${chosen.map((state) => CLIENT_STATES[state].toLowerCase()).join(', ')}.`}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Quitar filtros
          </Button>
        </Group>
      )}
    </Stack>
  );
}
