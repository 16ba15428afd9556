import { type AgencyRenewal, formatDateEs, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Button, Group, Modal, Paper, SimpleGrid, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { useAgencyRenewals } from '../api/list-renewals';

/** The agency's renewals: filters, table and the 'Detalles de Renovación' dialog. */
export function RenewalsList() {
  const [nombreInput, setNombreInput] = useState('');
  const [nifInput, setNifInput] = useState('');
  const [nombreEmpresa] = useDebouncedValue(nombreInput, SEARCH_DEBOUNCE_MS);
  const [nifCif] = useDebouncedValue(nifInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [nombreEmpresa, nifCif]);
  const { data, isLoading, error } = useAgencyRenewals({ page, nombreEmpresa, nifCif });
  const [selected, setSelected] = useState<AgencyRenewal | null>(null);

  return (
    <>
      <Group gap="sm" mb="md">
        <TextInput
          label="Nombre empresa"
          value={nombreInput}
          onChange={(event) => setNombreInput(event.currentTarget.value)}
          w={280}
        />
        <TextInput
          label="CIF/NIF"
          value={nifInput}
          onChange={(event) => setNifInput(event.currentTarget.value)}
          w={200}
        />
      </Group>
      <ListState
        isLoading={isLoading}
        error={error ? new Error('Error al obtener las renovaciones.') : null}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay renovaciones disponibles."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha de Inicio</Table.Th>
                  <Table.Th>Fecha de Fin</Table.Th>
                  <Table.Th>Nombre Empresa</Table.Th>
                  <Table.Th>CIF/NIF</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((renewal) => (
                  <Table.Tr key={renewal.id}>
                    <Table.Td>{formatDateEs(renewal.fechaInicio)}</Table.Td>
                    <Table.Td>{formatDateEs(renewal.fechaFin)}</Table.Td>
                    <Table.Td>{renewal.empresa.nombreComercial}</Table.Td>
                    <Table.Td>{renewal.empresa.nifCif}</Table.Td>
                    <Table.Td>
                      <RenewalStatusBadge status={renewal.estado} />
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setSelected(renewal)}>
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
      </ListState>
      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title="Detalles de Renovación"
        centered
        size="lg"
      >
        {selected && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Empresa" value={selected.empresa.razonSocial} />
            <DetailField label="CIF/NIF" value={selected.empresa.nifCif} />
            <DetailField label="Fecha de inicio" value={formatDateEs(selected.fechaInicio)} />
            <DetailField label="Fecha de fin" value={formatDateEs(selected.fechaFin)} />
            <DetailField label="Colaborador" value={selected.gestoria.nombre} />
            <DetailField label="Estado" value={selected.estado} />
            <DetailField label="Última actualización" value={formatDateEs(selected.ultimaActualizacion)} />
          </SimpleGrid>
        )}
      </Modal>
    </>
  );
}
