import { formatDateEs } from '@cumplia/domain';
import { Paper, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { toolNames } from '../../../components/tool-names';
import { useAgencyCompanies } from '../api/agency-companies-api';

const REDIRECT_AFTER_ERROR_MS = 3000;

/**
 * The agency home's table: its companies, 5 per page (Fecha, Empresa, Tools, CIF). If they cannot be loaded,
 * the spec sends the user back to the login after 3 seconds.
 */
export function RecentCompanies({ onLoadError }: { onLoadError(): void }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useAgencyCompanies({ page, size: 5, nombreEmpresa: '', nifCif: '' });
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(onLoadError, REDIRECT_AFTER_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error, onLoadError]);
  return (
    <ListState
      isLoading={isLoading}
      error={error ? new Error('Error al obtener las empresas. Redirigiendo al acceso.') : null}
      isEmpty={data?.totalElements === 0}
      emptyText="No hay empresas disponibles."
    >
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Tools</Table.Th>
                <Table.Th>CIF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.content.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>{formatDateEs(company.createdAt)}</Table.Td>
                  <Table.Td>{company.nombreComercial}</Table.Td>
                  <Table.Td>{toolNames(company) || '—'}</Table.Td>
                  <Table.Td>{company.nifCif}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </ListState>
  );
}
