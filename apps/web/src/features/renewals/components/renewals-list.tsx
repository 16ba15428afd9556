import { type AgencyRenewal, type AgencyRenewalSort, formatDateEs, todayInMadrid } from '@cumplia/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useCompanyFilters } from '../../../components/company-filters';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { DetailField } from '../../../components/detail-field';
import { ProblemAlert } from '../../../components/problem-alert';
import { RenewalStatusBadge } from '../../../components/renewal-status-badge';
import { apiErrorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAgencyRenewals, useOptOutOfRenewal } from '../api/list-renewals';
import { renewalOutlook, renewingServices, serviceLabel } from './renewal-outlook';

/**
 * The agency's renewals: filters, table and the 'Detalles de Renovación' dialog, which says what the next period
 * renews, at what price, who approves it and when, and lets the agency pass on its client's 'no renuevo'.
 */
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
    {
      key: 'servicios',
      header: 'Servicios',
      cell: (renewal) => (
        <>
          {renewal.servicios.map((service) => (
            <Text key={service.protocolo} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {serviceLabel(service)}
            </Text>
          ))}
          {renewal.servicios.length > 0 && (
            <Text size="xs" c="dimmed">
              {renewal.impuestos}
            </Text>
          )}
        </>
      ),
    },
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
        minWidth={820}
      />
      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title="Detalles de Renovación"
        centered
        size="lg"
      >
        {selected && <RenewalDetail renewal={selected} onChanged={setSelected} />}
      </Modal>
    </>
  );
}

function RenewalDetail({ renewal, onChanged }: { renewal: AgencyRenewal; onChanged(renewal: AgencyRenewal): void }) {
  const optOut = useOptOutOfRenewal();
  const [asking, setAsking] = useState(false);
  const name = renewal.empresa.razonSocial;

  async function confirmOptOut() {
    try {
      onChanged(await optOut.mutateAsync(renewal.id));
      setAsking(false);
      notifySuccess(
        `${name} no se renovará. Hemos enviado a la empresa un correo con la fecha en que terminan sus servicios.`,
      );
    } catch {
      setAsking(false);
    }
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Empresa" value={name} />
        <DetailField label="CIF/NIF" value={renewal.empresa.nifCif} />
        <DetailField label="Fecha de inicio" value={formatDateEs(renewal.fechaInicio)} />
        <DetailField label="Fecha de fin" value={formatDateEs(renewal.fechaFin)} />
        <DetailField label="Colaborador" value={renewal.gestoria.nombre} />
        <DetailField label="Estado" value={<RenewalStatusBadge status={renewal.estado} />} />
        <DetailField label="Servicios del próximo periodo" value={renewingServices(renewal)} />
        <DetailField label="Última actualización" value={formatDateEs(renewal.ultimaActualizacion)} />
      </SimpleGrid>
      <Alert color="blue" variant="light" my="md">
        {renewalOutlook(renewal, todayInMadrid())}
      </Alert>
      <ProblemAlert
        problem={optOut.error ? apiErrorMessage(optOut.error, 'No se pudo registrar que el cliente no renueva.') : null}
      />
      {renewal.puedeNoRenovar && (
        <Group justify="flex-end" mt="md">
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            El cliente no renueva
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        title="El cliente no renueva"
        busy={optOut.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirmOptOut}
        confirmLabel="Sí, no renovar"
        cancelLabel="Volver"
        danger
      >
        <Text size="sm">
          Los servicios de {name} ({renewingServices(renewal)}) terminarán el {formatDateEs(renewal.fechaFin)} y no se
          emitirá factura de renovación. Enviaremos un correo a la empresa para confirmárselo.
        </Text>
      </ConfirmDialog>
    </>
  );
}
