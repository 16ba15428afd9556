import { type CollaboratorListItem, formatDateEs, MESSAGES } from '@cumplia/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useSearchFilters } from '../../../components/search-filters';
import type { StaffArea } from '../../../lib/staff-area';
import { useCollaborators } from '../api/collaborators-api';
import { PageJump } from './page-jump';

const COLLABORATOR_FIELDS = [
  { key: 'nombre', label: 'Nombre', width: 280 },
  { key: 'nifCif', label: 'NIF/CIF', width: 200 },
] as const;

const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** 'Tus colaboradores': search by name and NIF/CIF, 10 per page with a page jump, and 'Ver detalle'. */
export function CollaboratorList({ area, detailHref }: { area: StaffArea; detailHref(id: number): string }) {
  const { values, page, setPage, inputs } = useSearchFilters(COLLABORATOR_FIELDS);
  const { data, isLoading, error } = useCollaborators(area, { page, size: 10, ...values });
  const columns: DataColumn<CollaboratorListItem>[] = [
    { key: 'fecha', header: 'Fecha Creación', cell: (collaborator) => formatDateEs(collaborator.createdAt) },
    {
      key: 'nombre',
      header: 'Nombre',
      card: 'title',
      cell: (collaborator) => (
        <>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {collaborator.nombreComercial}
            </Text>
            {collaborator.superColaborador && (
              <Badge size="xs" variant="light" tt="none">
                Supercolaborador
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {collaborator.razonSocial}
          </Text>
        </>
      ),
    },
    { key: 'nifCif', header: 'NIF/CIF', cell: (collaborator) => collaborator.nifCif },
    {
      key: 'comision',
      header: 'Comisión (%)',
      amount: true,
      cell: (collaborator) => percent.format(collaborator.comision),
    },
  ];

  return (
    <>
      {inputs}
      <DataTable
        label="Colaboradores"
        columns={columns}
        rows={data?.content}
        rowKey={(collaborator) => collaborator.id}
        actions={(collaborator) => (
          <Button component={Link} to={detailHref(collaborator.id)} size="xs" variant="light">
            Ver detalle
          </Button>
        )}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error(MESSAGES.collaborators.loadError) : null}
        emptyText="No hay colaboradores."
        minWidth={680}
      />
      {(data?.totalPages ?? 0) > 1 && <PageJump totalPages={data?.totalPages ?? 0} onJump={setPage} />}
    </>
  );
}
