import { AUDIT_COUNT_CAP, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Badge, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { type AuditFilters, useAuditLog } from '../api/audit-api';
import { AuditChanges } from './audit-changes';
import { actionLabel, ENTITY_LABELS } from './audit-labels';

const dateTime = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Madrid',
});

/** The audit log for the superadmin: who changed what and when, with the fields before and after. */
export function AuditLog() {
  const [entityType, setEntityType] = useState('');
  const [usuarioInput, setUsuarioInput] = useState('');
  const [usuario] = useDebouncedValue(usuarioInput, SEARCH_DEBOUNCE_MS);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const filters: AuditFilters = { entityType, usuario, desde, hasta };
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [entityType, usuario, desde, hasta]);
  const { data, isLoading, error } = useAuditLog(filters, page);

  return (
    <>
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label="Entidad"
          data={[
            { value: '', label: 'Todas' },
            ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          value={entityType}
          onChange={(value) => setEntityType(value ?? '')}
          allowDeselect={false}
          w={180}
        />
        <TextInput
          label="Usuario (NIF)"
          value={usuarioInput}
          onChange={(event) => setUsuarioInput(event.currentTarget.value)}
          w={180}
        />
        <TextInput
          label="Desde"
          type="date"
          value={desde}
          onChange={(event) => setDesde(event.currentTarget.value)}
          w={170}
        />
        <TextInput
          label="Hasta"
          type="date"
          value={hasta}
          onChange={(event) => setHasta(event.currentTarget.value)}
          w={170}
        />
      </Group>
      <ListState
        isLoading={isLoading}
        error={error}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay cambios registrados con estos filtros."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha y hora</Table.Th>
                  <Table.Th>Quién</Table.Th>
                  <Table.Th>Acción</Table.Th>
                  <Table.Th>Entidad</Table.Th>
                  <Table.Th>Cambios</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {dateTime.format(new Date(entry.at))}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      {entry.actorRole?.startsWith('SYSTEM') ? (
                        <Badge variant="light" color="gray" tt="none">
                          Sistema
                        </Badge>
                      ) : (
                        <>
                          <Text size="sm">{entry.actorName ?? 'Usuario eliminado'}</Text>
                          <Text size="xs" c="dimmed">
                            {entry.actorUsername ?? ''}
                          </Text>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>{actionLabel(entry.action)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {ENTITY_LABELS[entry.entityType] ?? entry.entityType} #{entry.entityId}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <AuditChanges before={entry.before} after={entry.after} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
        {data?.totalCapped && (
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            Más de {AUDIT_COUNT_CAP.toLocaleString('es-ES')} cambios: filtre por entidad, usuario o fechas para verlos
            todos.
          </Text>
        )}
      </ListState>
    </>
  );
}
