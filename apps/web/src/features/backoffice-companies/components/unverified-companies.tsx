import { Alert, Button, LoadingOverlay, Paper, Table, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { UNVERIFIED_COMPANIES_KEY, useUnverifiedCompanies, verifyCompany } from '../api/staff-companies-api';

const PAGE_SIZE = 7;

/** The staff homes' table of unverified companies; the superadmin variant has a 'Verificar' button per row. */
export function UnverifiedCompanies({ title, canVerify }: { title: string; canVerify: boolean }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, isFetching, error } = useUnverifiedCompanies(
    canVerify ? 'admin' : 'worker',
    page,
    PAGE_SIZE,
  );
  const lastPage = Math.max(0, (data?.totalPages ?? 1) - 1);
  if (data && page > lastPage) setPage(lastPage);
  const queryClient = useQueryClient();
  const [verifyingId, setVerifyingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function verify(companyId: number, name: string) {
    setVerifyingId(companyId);
    setOutcome(null);
    try {
      await verifyCompany(companyId);
      setOutcome({ ok: true, text: `${name} ha quedado verificada.` });
      await queryClient.invalidateQueries({ queryKey: UNVERIFIED_COMPANIES_KEY });
    } catch (failure) {
      setOutcome({ ok: false, text: (failure as Error).message });
    } finally {
      setVerifyingId(null);
    }
  }

  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {outcome && (
        <Alert
          color={outcome.ok ? 'green' : 'red'}
          role="status"
          mb="sm"
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {outcome.text}
        </Alert>
      )}
      <ListState
        isLoading={isLoading}
        error={error}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay empresas pendientes de verificar."
      >
        <Paper withBorder radius="md" pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching && !isLoading} overlayProps={{ blur: 0.5 }} />
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Teléfono</Table.Th>
                  <Table.Th>CIF/NIF</Table.Th>
                  <Table.Th>Nombre Empresa</Table.Th>
                  <Table.Th>Administrador</Table.Th>
                  {canVerify && <Table.Th>Acciones</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((company) => (
                  <Table.Tr key={company.id}>
                    <Table.Td>{company.telefono}</Table.Td>
                    <Table.Td>{company.nifCif}</Table.Td>
                    <Table.Td>{company.nombreComercial}</Table.Td>
                    <Table.Td>{company.nombre || '—'}</Table.Td>
                    {canVerify && (
                      <Table.Td>
                        <Button
                          size="xs"
                          loading={verifyingId === company.id}
                          disabled={verifyingId !== null && verifyingId !== company.id}
                          onClick={() => verify(company.id, company.nombreComercial)}
                          aria-label={`Verificar ${company.nombreComercial}`}
                        >
                          Verificar
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        {data && <Pager page={page} totalPages={data.totalPages} onChange={setPage} />}
      </ListState>
    </section>
  );
}
