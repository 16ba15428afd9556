import { formatDateEs, MESSAGES, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import type { StaffArea } from '../../backoffice-companies/api/staff-companies-api';
import { useCollaborators } from '../api/collaborators-api';
import { PageJump } from './page-jump';

const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** 'Tus colaboradores': search by name and NIF/CIF, 10 per page with a page jump, and 'Ver detalle'. */
export function CollaboratorList({ area, detailHref }: { area: StaffArea; detailHref(id: number): string }) {
  const [nombreInput, setNombreInput] = useState('');
  const [nifInput, setNifInput] = useState('');
  const [nombre] = useDebouncedValue(nombreInput, SEARCH_DEBOUNCE_MS);
  const [nifCif] = useDebouncedValue(nifInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [nombre, nifCif]);
  const { data, isLoading, error } = useCollaborators(area, { page, size: 10, nombre, nifCif });

  return (
    <>
      <Group gap="sm" mb="md">
        <TextInput
          label="Nombre"
          value={nombreInput}
          onChange={(event) => setNombreInput(event.currentTarget.value)}
          w={280}
        />
        <TextInput
          label="NIF/CIF"
          value={nifInput}
          onChange={(event) => setNifInput(event.currentTarget.value)}
          w={200}
        />
      </Group>
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
