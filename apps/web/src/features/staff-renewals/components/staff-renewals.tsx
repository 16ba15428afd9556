import { formatDateEs, type Renewal, renewalListStatus, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Anchor, Badge, Button, LoadingOverlay, Paper, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../../components/list-state';
import { Pager } from '../../../components/pager';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import {
  defaultRenewalFilters,
  type RenewalFilters,
  type RenewalScope,
  useStaffRenewals,
} from '../api/staff-renewals-api';
import { ManageRenewalDialog } from './manage-renewal-dialog';
import { RenewalFiltersForm } from './renewal-filters';

/** /renovacionesadmin and /worker-renovaciones: filters (debounced), the renewals table and the manage dialog. */
export function StaffRenewals({ scope, companyHref }: { scope: RenewalScope; companyHref(id: number): string }) {
  const [filters, setFilters] = useState(defaultRenewalFilters);
  const [debounced] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [debounced]);
  const { data, isLoading, isFetching, error } = useStaffRenewals(scope, debounced, page);
  const [managed, setManaged] = useState<Renewal | null>(null);
  const variant = scope === 'admin' ? 'superadmin' : 'worker';

  return (
    <Stack gap="md">
      <RenewalFiltersForm
        scope={scope}
        value={filters}
        onChange={(patch: Partial<RenewalFilters>) => setFilters((current) => ({ ...current, ...patch }))}
      />
      <ListState
        isLoading={isLoading}
        error={error ? new Error('Error al obtener las renovaciones.') : null}
        isEmpty={data?.totalElements === 0}
        emptyText="No hay renovaciones con estos filtros."
      >
        <Paper withBorder radius="md" pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching && !isLoading} overlayProps={{ blur: 0.5 }} />
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Renovaciones">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Días Restantes</Table.Th>
                  <Table.Th>Fecha Fin</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>CIF/NIF</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.content.map((renewal) => {
                  const estado = renewalListStatus(renewal, debounced.estado, variant);
                  const name = renewal.empresa.razonSocial || renewal.empresa.nombreComercial;
                  return (
                    <Table.Tr key={renewal.id}>
                      <Table.Td>
                        {renewal.diasRestantes}
                        {renewal.prioritaria && (
                          <Badge ml="xs" color="orange" variant="light" tt="none">
                            Prioritaria
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDateEs(renewal.fechaFin)}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={companyHref(renewal.empresa.id)}>
                          {name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{renewal.empresa.nifCif}</Table.Td>
                      <Table.Td>
                        <RenewalStatusBadge status={estado} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setManaged(renewal)}
                          aria-label={`Gestionar la renovación de ${name}`}
                          disabled={renewal.procesada}
                        >
                          Gestionar
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      </ListState>
      <ManageRenewalDialog scope={scope} renewal={managed} onClose={() => setManaged(null)} />
    </Stack>
  );
}
