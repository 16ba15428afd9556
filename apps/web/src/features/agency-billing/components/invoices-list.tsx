import { type AgencyInvoice, type AgencyInvoiceSort, eurosToCents, formatDateEs, formatEuros } from '@cumplia/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { RemittedBadge } from '../../../components/remitted-badge';
import { agencyInvoicesExportUrl, useAgencyInvoices } from '../api/list-invoices';

const euros = (amount: number) => formatEuros(eurosToCents(amount));

/** 'Facturación': the invoices of the agency's companies with its commission on each, and their PDFs. */
export function InvoicesList() {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<AgencyInvoiceSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useAgencyInvoices(page, sort);
  const totals = data?.totales;
  const columns: DataColumn<AgencyInvoice, AgencyInvoiceSort>[] = [
    { key: 'fecha', header: 'Fecha', sortKey: 'fecha', firstDir: 'desc', cell: (row) => formatDateEs(row.fecha) },
    { key: 'factura', header: 'Factura', sortKey: 'factura', cell: (row) => row.facturaId },
    {
      key: 'empresa',
      header: 'Empresa',
      sortKey: 'empresa',
      card: 'title',
      cell: (row) => row.empresa.nombreComercial,
    },
    {
      key: 'importe',
      header: 'Importe (€)',
      sortKey: 'importe',
      firstDir: 'desc',
      amount: true,
      card: 'amount',
      cell: (row) => euros(row.importeTotalImpuestos),
      total: totals && euros(totals.importeTotalImpuestos),
    },
    {
      key: 'comision',
      header: 'Su comisión',
      amount: true,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          {`${euros(row.comision)} (${row.comisionPorcentaje.toLocaleString('es-ES')} %)`}
          {row.devolucion && (
            <Text size="xs" c="red.9">
              Anulada: adeudo devuelto
            </Text>
          )}
        </Stack>
      ),
      total: totals && euros(totals.comision),
    },
    {
      key: 'facturado',
      header: 'Facturado',
      sortKey: 'facturado',
      cell: (row) => <RemittedBadge facturado={row.facturado} devolucion={row.devolucion} />,
    },
  ];
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <ExportButtons fileName="facturas" url={(format) => agencyInvoicesExportUrl(format, sort)} />
      </Group>
      <DataTable
        label="Facturas"
        columns={columns}
        rows={data?.content}
        rowKey={(row) => row.id}
        actions={(row) => (
          <InvoicePdfButton
            invoiceId={row.id}
            facturaId={row.facturaId}
            empresa={row.empresa.nombreComercial}
            withLabel
          />
        )}
        sort={sort}
        onSort={setSort}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={setPage}
        totalsLabel={totals && countLabel(totals.facturas, 'factura', 'facturas')}
        isLoading={isLoading}
        error={error ? new Error('Error al obtener las facturas.') : null}
        emptyText="No hay facturas disponibles."
        minWidth={800}
      />
    </>
  );
}
