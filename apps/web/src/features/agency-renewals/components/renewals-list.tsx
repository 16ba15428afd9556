import { type AgencyRenewal, formatDateEs } from '@cumplia/domain';
import { Button, Modal, Paper, SimpleGrid, Table } from '@mantine/core';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { useCompanyFilters } from '../../agency-companies/components/company-filters';
import { useAgencyRenewals } from '../api/list-renewals';

/** The agency's renewals: filters, table and the 'Detalles de Renovación' dialog. */
export function RenewalsList() {
  const { query, setPage, inputs } = useCompanyFilters();
  const { data, isLoading, error } = useAgencyRenewals(query);
  const [selected, setSelected] = useState<AgencyRenewal | null>(null);

  return (
    <>
      {inputs}
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
        <Pager page={query.page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
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
