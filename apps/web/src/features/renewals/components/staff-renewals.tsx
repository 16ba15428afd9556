import {
  formatDateEs,
  type Renewal,
  renewalListStatus,
  SEARCH_DEBOUNCE_MS,
  type StaffRenewalSort,
} from '@cumplia/domain';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
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
  const { sort, setSort } = useListSort<StaffRenewalSort>({ sort: 'diasRestantes', dir: 'asc' }, setPage);
  const { data, isLoading, error } = useStaffRenewals(scope, debounced, page, sort);
  const [managed, setManaged] = useState<Renewal | null>(null);
  const variant = scope === 'admin' ? 'superadmin' : 'worker';
  const columns: DataColumn<Renewal, StaffRenewalSort>[] = [
    {
      key: 'dias',
      header: 'Días Restantes',
      sortKey: 'diasRestantes',
      cell: (renewal) => (
        <>
          {renewal.diasRestantes}
          {renewal.prioritaria && (
            <Badge ml="xs" color="orange" variant="light" tt="none">
              Prioritaria
            </Badge>
          )}
        </>
      ),
    },
    { key: 'fin', header: 'Fecha Fin', cell: (renewal) => formatDateEs(renewal.fechaFin) },
    {
      key: 'empresa',
      header: 'Empresa',
      card: 'title',
      cell: (renewal) => (
        <Anchor component={Link} to={companyHref(renewal.empresa.id)}>
          {renewal.empresa.razonSocial || renewal.empresa.nombreComercial}
        </Anchor>
      ),
    },
    { key: 'nif', header: 'CIF/NIF', cell: (renewal) => renewal.empresa.nifCif },
    {
      key: 'estado',
      header: 'Estado',
      cell: (renewal) => <RenewalStatusBadge status={renewalListStatus(renewal, debounced.estado, variant)} />,
    },
  ];

  return (
    <Stack gap="md">
      <RenewalFiltersForm
        scope={scope}
        value={filters}
        onChange={(patch: Partial<RenewalFilters>) => setFilters((current) => ({ ...current, ...patch }))}
      />
      <DataTable
        label="Renovaciones"
        columns={columns}
        rows={data?.content}
        rowKey={(row) => row.id}
        actions={(renewal) => {
          const name = renewal.empresa.razonSocial || renewal.empresa.nombreComercial;
          return (
            <Button
              size="xs"
              variant="light"
              onClick={() => setManaged(renewal)}
              aria-label={`Gestionar la renovación de ${name}`}
              disabled={renewal.procesada}
            >
              Gestionar
            </Button>
          );
        }}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error('Error al obtener las renovaciones.') : null}
        emptyText="No hay renovaciones con estos filtros."
      />
      <ManageRenewalDialog scope={scope} renewal={managed} onClose={() => setManaged(null)} />
    </Stack>
  );
}
