import { formatDateEs, MESSAGES } from '@cumplia/domain';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { useSearchFilters } from '../../../components/search-filters';
import type { StaffArea } from '../../backoffice-companies/api/staff-companies-api';
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

  return (
    <>
      {inputs}
      <ListState
        isLoading={isLoading}
        error={error ? new Error(MESSAGES.collaborators.loadError) : null}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay colaboradores."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={680}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha Creación</Table.Th>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>NIF/CIF</Table.Th>
                  <Table.Th ta="right">Comisión (%)</Table.Th>
                  <Table.Th aria-label="Acciones" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((collaborator) => (
                  <Table.Tr key={collaborator.id}>
                    <Table.Td>{formatDateEs(collaborator.createdAt)}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{collaborator.nifCif}</Table.Td>
                    <Table.Td ta="right">{percent.format(collaborator.comision)}</Table.Td>
                    <Table.Td ta="right">
                      <Button component={Link} to={detailHref(collaborator.id)} size="xs" variant="light">
                        Ver detalle
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
        {(data?.totalPages ?? 0) > 1 && <PageJump totalPages={data?.totalPages ?? 0} onJump={setPage} />}
      </ListState>
    </>
  );
}
