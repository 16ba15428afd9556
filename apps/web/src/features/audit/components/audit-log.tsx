import {
  AUDIT_COUNT_CAP,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
  auditActionLabel,
  dateTimeToTheSecond,
  SEARCH_DEBOUNCE_MS,
} from '@cumplia/domain';
import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { DateField } from '../../../components/date-field';
import { type AuditFilters, useAuditLog } from '../api/audit-api';
import { AuditChanges } from './audit-changes';

/** The whole year, and the seconds that order entries of one minute. */
const dateTime = dateTimeToTheSecond('Europe/Madrid');

const columns: DataColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'Fecha y hora',
    cell: (entry) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(entry.at))}</span>,
  },
  {
    key: 'actor',
    header: 'Quién',
    card: 'title',
    cell: (entry) =>
      entry.actorRole?.startsWith('SYSTEM') ? (
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
      ),
  },
  { key: 'action', header: 'Acción', cell: (entry) => auditActionLabel(entry.action) },
  {
    key: 'entity',
    header: 'Entidad',
    cell: (entry) => `${AUDIT_ENTITY_LABELS[entry.entityType] ?? entry.entityType} #${entry.entityId}`,
  },
  { key: 'changes', header: 'Cambios', cell: (entry) => <AuditChanges before={entry.before} after={entry.after} /> },
];

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
            ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
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
        <DateField label="Desde" value={desde} onChange={setDesde} clearable w={170} />
        <DateField label="Hasta" value={hasta} onChange={setHasta} clearable w={170} />
      </Group>
      <DataTable
        label="Registro de cambios"
        columns={columns}
        rows={data?.content}
        rowKey={(entry) => entry.id}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error}
        emptyText="No hay cambios registrados con estos filtros."
        minWidth={900}
      />
      {data?.totalCapped && (
        <Text size="sm" c="dimmed" ta="center" mt="xs">
          Más de {AUDIT_COUNT_CAP.toLocaleString('es-ES')} cambios: filtre por entidad, usuario o fechas para verlos
          todos.
        </Text>
      )}
    </>
  );
}
