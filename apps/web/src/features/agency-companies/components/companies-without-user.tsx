import { formatDateEs } from '@cumplia/domain';
import { Alert, Anchor, Loader, LoadingOverlay, Paper, Table } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { useAgencyCompanies } from '../api/agency-companies-api';
import { useCompanyFilters } from './company-filters';

/** 'Empresas Sin Usuario': the agency's companies that have no login yet, with the assign-user action. */
export function CompaniesWithoutUser({ assignPath }: { assignPath(cifNif: string): string }) {
  const { query, setPage, inputs } = useCompanyFilters();
  const { data, isLoading, isFetching, error } = useAgencyCompanies({ ...query, size: 10 }, { withoutUser: true });
  return (
    <>
      <Alert color="cumplia" variant="light" mb="md" title="Empresas sin usuario asignado">
        Estas empresas aún no tienen usuario de acceso. Asígnelo para que su administrador reciba el correo de
        activación.
      </Alert>
      {inputs}
      <LoadingOverlay
        visible={isLoading}
        zIndex={300}
        overlayProps={{ blur: 1 }}
        loaderProps={{ children: <Loader aria-label="Cargando" /> }}
      />
      <ListState
        isLoading={false}
        error={error}
        isEmpty={!isLoading && data?.totalElements === 0}
        emptyText="No hay empresas sin usuario disponibles."
      >
        <Paper withBorder radius="md" pos="relative">
          <LoadingOverlay visible={isFetching && !isLoading} overlayProps={{ blur: 0.5 }} />
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Cif/Nif</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((company) => (
                  <Table.Tr key={company.id}>
                    <Table.Td>{formatDateEs(company.createdAt)}</Table.Td>
                    <Table.Td>{company.nombreComercial}</Table.Td>
                    <Table.Td>{company.nifCif}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={assignPath(company.nifCif)}
                        aria-label={`Asignar usuario a ${company.nombreComercial}`}
                      >
                        <IconUserPlus size={18} />
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        {data && <Pager page={query.page} totalPages={data.totalPages} onChange={setPage} />}
      </ListState>
    </>
  );
}
