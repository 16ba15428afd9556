import { type AgencyInvoice, type AgencyInvoiceSort, formatDateEs, formatEuroAmount } from '@cumplia/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { InvoiceTable, invoiceAmountColumn } from '../../../components/invoice-table';
import { RemittedBadge } from '../../../components/remitted-badge';
import { agencyInvoicesExportUrl, useAgencyInvoices } from '../api/list-invoices';

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
    invoiceAmountColumn('importe', totals?.importeTotalImpuestos),
    {
      key: 'comision',
      header: 'Su comisión',
      amount: true,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          {`${formatEuroAmount(row.comision)} (${row.comisionPorcentaje.toLocaleString('es-ES')} %)`}
          {row.devolucion && (
            <Text size="xs" c="red.9">
              Anulada: adeudo devuelto
            </Text>
          )}
        </Stack>
      ),
      total: totals && formatEuroAmount(totals.comision),
    },
    {
      key: 'facturado',
      header: 'Facturado',
      sortKey: 'facturado',
      cell: (row) => <RemittedBadge facturado={row.facturado} devolucion={row.devolucion} />,
    },
  ];
  return (
    <InvoiceTable
      columns={columns}
      page={data}
      sort={sort}
      onSort={setSort}
      pageIndex={page}
      onPage={setPage}
      isLoading={isLoading}
      failed={Boolean(error)}
      exportUrl={(format) => agencyInvoicesExportUrl(format, sort)}
      minWidth={800}
    />
  );
}
