import { type AgencyRenewal, type AgencyRenewalSort, formatDateEs } from '@cumplia/domain';
import { Button, Modal, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useCompanyFilters } from '../../../components/company-filters';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { DetailField } from '../../../components/detail-field';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { useAgencyRenewals } from '../api/list-renewals';

/** The agency's renewals: filters, table and the 'Detalles de Renovación' dialog. */
export function RenewalsList() {
  const { query, setPage, inputs } = useCompanyFilters();
  const { sort, setSort } = useListSort<AgencyRenewalSort>({ sort: 'fechaFin', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useAgencyRenewals({ ...query, sort });
  const [selected, setSelected] = useState<AgencyRenewal | null>(null);
  const columns: DataColumn<AgencyRenewal, AgencyRenewalSort>[] = [
    {
      key: 'inicio',
      header: 'Fecha de Inicio',
      sortKey: 'fechaInicio',
      firstDir: 'desc',
      cell: (renewal) => formatDateEs(renewal.fechaInicio),
    },
    {
      key: 'fin',
      header: 'Fecha de Fin',
      sortKey: 'fechaFin',
      firstDir: 'desc',
      cell: (renewal) => formatDateEs(renewal.fechaFin),
    },
    {
      key: 'empresa',
      header: 'Nombre Empresa',
      sortKey: 'empresa',
      card: 'title',
      cell: (renewal) => renewal.empresa.nombreComercial,
    },
    { key: 'nifCif', header: 'CIF/NIF', cell: (renewal) => renewal.empresa.nifCif },
    { key: 'estado', header: 'Estado', cell: (renewal) => <RenewalStatusBadge status={renewal.estado} /> },
  ];

  return (
    <>
      {inputs}
      <DataTable
        label="Renovaciones"
        columns={columns}
        rows={data?.content}
        rowKey={(renewal) => renewal.id}
        actions={(renewal) => (
          <Button size="xs" variant="light" onClick={() => setSelected(renewal)}>
            Ver detalle
          </Button>
        )}
        sort={sort}
        onSort={setSort}
        page={query.page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        isLoading={isLoading}
        error={error ? new Error('Error al obtener las renovaciones.') : null}
        emptyText="No hay renovaciones disponibles."
        minWidth={640}
      />
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
