import { formatDateEs, MESSAGES } from '@cumplia/domain';
import { Paper, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { useRenewalHistory } from '../api/staff-renewals-api';

/** 'Historial de Renovaciones': every period of the company, 5 per page. */
export function RenewalHistory({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useRenewalHistory(companyId, page);
  return (
    <section aria-label="Historial de Renovaciones">
      <Title order={2} size="h4" mb="sm">
        Historial de Renovaciones
      </Title>
      <ListState
        isLoading={isLoading}
        error={error ? new Error(MESSAGES.renewals.loadError) : null}
        isEmpty={data?.totalElements === 0}
        emptyText="La empresa aún no tiene renovaciones."
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Inicio</Table.Th>
                  <Table.Th>Fin</Table.Th>
                  <Table.Th>Fecha de renovación</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((renewal) => (
                  <Table.Tr key={renewal.id}>
                    <Table.Td>{formatDateEs(renewal.fechaInicio)}</Table.Td>
                    <Table.Td>{formatDateEs(renewal.fechaFin)}</Table.Td>
                    <Table.Td>{formatDateEs(renewal.fechaRenovacion)}</Table.Td>
                    <Table.Td>
                      <RenewalStatusBadge status={renewal.estado} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      </ListState>
    </section>
  );
}
