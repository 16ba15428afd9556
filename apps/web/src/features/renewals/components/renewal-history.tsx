import { formatDateEs, MESSAGES, type Renewal, type RenewalHistorySort } from '@cumplia/domain';
import { Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { useRenewalHistory } from '../api/staff-renewals-api';

const columns: DataColumn<Renewal, RenewalHistorySort>[] = [
  {
    key: 'inicio',
    header: 'Inicio',
    sortKey: 'fechaInicio',
    firstDir: 'desc',
    card: 'title',
    cell: (row) => formatDateEs(row.fechaInicio),
  },
  { key: 'fin', header: 'Fin', sortKey: 'fechaFin', firstDir: 'desc', cell: (row) => formatDateEs(row.fechaFin) },
  {
    key: 'renovacion',
    header: 'Fecha de renovación',
    sortKey: 'fechaRenovacion',
    firstDir: 'desc',
    cell: (row) => formatDateEs(row.fechaRenovacion),
  },
  { key: 'estado', header: 'Estado', cell: (row) => <RenewalStatusBadge status={row.estado} /> },
];

/** 'Historial de Renovaciones': every period of the company, 5 per page. */
export function RenewalHistory({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<RenewalHistorySort>({ sort: 'fechaInicio', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useRenewalHistory(companyId, page, sort);
  return (
    <section aria-label="Historial de Renovaciones">
      <Title order={2} size="h4" mb="sm">
        Historial de Renovaciones
      </Title>
      <DataTable
        label="Renovaciones de la empresa"
        columns={columns}
        rows={data?.content}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error(MESSAGES.renewals.loadError) : null}
        emptyText="La empresa aún no tiene renovaciones."
        minWidth={560}
      />
    </section>
  );
}
