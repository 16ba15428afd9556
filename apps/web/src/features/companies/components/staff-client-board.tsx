import { formatDateEs, type StaffClientBoardItem } from '@cumplia/domain';
import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExposureCell, ProtocolBadges } from '../../../components/client-board/client-board-cells';
import { clientBoardColumns } from '../../../components/client-board/client-board-columns';
import { ClientStateFilters } from '../../../components/client-board/client-state-filters';
import { useBoardParams } from '../../../components/client-board/use-board-params';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import { paths } from '../../../lib/paths';
import type { StaffArea } from '../../../lib/staff-area';
import { staffClientBoardExportUrl, useCollaboratorOptions, useStaffClientBoard } from '../api/staff-companies-api';

/** 'Gestoría': every agency, or one chosen by name (searched on the server). */
function AgencyFilter({
  area,
  value,
  onChange,
}: {
  area: StaffArea;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data } = useCollaboratorOptions(area, debounced);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = [
    ...(chosen && !data?.some((option) => option.value === chosen.value) ? [chosen] : []),
    ...(data ?? []),
  ];
  return (
    <Select
      label="Gestoría"
      placeholder="Todas las gestorías"
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onSearchChange={setSearch}
      nothingFoundMessage="Ninguna gestoría con ese nombre"
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next === null ? null : Number(next));
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/**
 * The agencies' client board for staff: every client of every agency (and the direct ones), or one agency's,
 * with the same states, search and sort as the agency's own board and its agency on each row. It reads; the
 * record behind each row is where staff act; the board exports as filtered. States are not counted here: over
 * every agency that would read every client's profile, sign-up and contracts on each visit.
 */
export function StaffClientBoard({ area }: { area: StaffArea }) {
  const board = useBoardParams();
  const filters = { q: board.q, estado: board.states, sort: board.sort, gestoriaId: board.agency };
  const { data, isLoading, error, isFetching } = useStaffClientBoard(area, { ...filters, page: board.page });
  const columns = clientBoardColumns<StaffClientBoardItem>({
    client: (client) => (
      <div>
        <Anchor component={Link} to={paths.backoffice.companyDetail(client.id)} size="sm" fw={600} data-client-name>
          {client.nombreComercial}
        </Anchor>
        <Text size="xs" c="gray.7">
          {client.nifCif} · alta {formatDateEs(client.createdAt)}
        </Text>
        <Text size="xs" c="gray.7">
          {client.gestoria ? client.gestoria.nombre : 'Cliente directo'}
        </Text>
      </div>
    ),
    protocols: (client) => (
      <Stack gap={6}>
        <ProtocolBadges client={client} />
        <ExposureCell client={client} />
      </Stack>
    ),
  });
  const filtered = board.q !== '' || board.states.length > 0 || board.agency !== null;
  return (
    <>
      <ClientStateFilters
        chosen={board.states}
        onToggle={board.toggleState}
        onClear={board.clearStates}
        counts="none"
      />
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Buscar"
            placeholder="Nombre, CIF/NIF o localidad"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={board.typed}
            onChange={(event) => board.setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <AgencyFilter area={area} value={board.agency} onChange={board.setAgency} />
        </Group>
        <Group gap="sm" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? countLabel(data.totalElements, 'cliente', 'clientes') : ''}
            {isFetching && !isLoading ? ' · actualizando…' : ''}
          </Text>
          <ExportButtons
            fileName="tablero-clientes"
            url={(format) => staffClientBoardExportUrl(area, format, filters)}
          />
        </Group>
      </Group>
      <DataTable
        label="Clientes"
        columns={columns}
        rows={data?.content}
        rowKey={(client) => client.id}
        sort={board.sort}
        onSort={board.setSort}
        page={board.page}
        totalPages={data?.totalPages ?? 0}
        onPage={board.setPage}
        isLoading={isLoading}
        error={error}
        emptyText={filtered ? 'Ningún cliente cumple estos filtros.' : 'Todavía no hay clientes.'}
        minWidth={1040}
      />
    </>
  );
}
