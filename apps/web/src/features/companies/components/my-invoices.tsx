import { type CompanyInvoiceSort, formatDateEs, formatEuroAmount, formatIban, type Invoice } from '@cumplia/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { InvoiceStandingBadge } from '../../../components/invoice-standing-badge';
import { InvoiceTable, invoiceAmountColumn } from '../../../components/invoice-table';
import { myInvoicesExportUrl, useMyInvoices } from '../api/company-area-api';

/** /facturacion: the company's invoices, each with its PDF, sortable, with their totals and export. */
export function MyInvoices() {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<CompanyInvoiceSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { data, isLoading, error } = useMyInvoices(page, sort);
  const columns: DataColumn<Invoice, CompanyInvoiceSort>[] = [
    { key: 'fecha', header: 'Fecha', sortKey: 'fecha', firstDir: 'desc', cell: (row) => formatDateEs(row.fecha) },
    {
      key: 'factura',
      header: 'Factura',
      sortKey: 'factura',
      card: 'title',
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.facturaId}</span>,
    },
    {
      key: 'conceptos',
      header: 'Conceptos',
      cell: (row) => row.facturaDetalles.map((line) => line.nombreProducto).join(', '),
    },
    invoiceAmountColumn('importe', data?.totales.importeTotalImpuestos),
    {
      key: 'estado',
      header: 'Estado',
      sortKey: 'facturado',
      cell: (row) => <InvoiceStandingBadge invoice={row} />,
    },
  ];
  const owed = data?.devueltas;
  const byTransfer = data?.porTransferencia;
  return (
    <Stack gap="md">
      {byTransfer && byTransfer.facturas.length > 0 && (
        <Alert
          color="blue"
          title={
            byTransfer.facturas.length === 1
              ? 'Tiene una factura pendiente de pago por transferencia'
              : `Tiene ${byTransfer.facturas.length} facturas pendientes de pago por transferencia`
          }
        >
          <Text size="sm">
            Páguelas por transferencia a la cuenta <strong>{formatIban(byTransfer.cuenta)}</strong> de{' '}
            {byTransfer.beneficiario}, indicando como concepto el número de factura:
          </Text>
          <List size="sm" mt={4}>
            {byTransfer.facturas.map((invoice) => (
              <List.Item key={invoice.facturaId}>
                {invoice.facturaId}: <strong>{formatEuroAmount(invoice.importe)}</strong>, antes del{' '}
                {formatDateEs(invoice.fechaLimite)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {owed && owed.facturas > 0 && (
        <Alert
          color="red"
          title={
            owed.facturas === 1
              ? 'Tiene una factura devuelta por su banco'
              : `Tiene ${owed.facturas} facturas devueltas por su banco`
          }
        >
          Su banco devolvió el adeudo de {formatEuroAmount(owed.importe)}. Puede pagarlo por transferencia a la cuenta{' '}
          <strong>{formatIban(owed.cuentaTransferencia)}</strong>, indicando el número de factura, o esperar al nuevo
          cargo que le avisaremos por correo.
        </Alert>
      )}
      <InvoiceTable
        columns={columns}
        page={data}
        sort={sort}
        onSort={setSort}
        pageIndex={page}
        onPage={setPage}
        isLoading={isLoading}
        failed={Boolean(error)}
        exportUrl={(format) => myInvoicesExportUrl(format, sort)}
        minWidth={640}
      />
    </Stack>
  );
}
