import { formatDateEs, formatEuroAmount, type Invoice, MESSAGES, PAGE_SIZES } from '@cumplia/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { InvoiceStandingBadge } from '../../../components/invoice-standing-badge';
import { useCompanyInvoiceHistory } from '../api/staff-companies-api';

const columns: DataColumn<Invoice>[] = [
  {
    key: 'factura',
    header: 'Factura',
    card: 'title',
    cell: (invoice) => <span style={{ whiteSpace: 'nowrap' }}>{invoice.facturaId}</span>,
  },
  { key: 'fecha', header: 'Fecha', cell: (invoice) => formatDateEs(invoice.fecha) },
  {
    key: 'conceptos',
    header: 'Conceptos',
    cell: (invoice) => invoice.facturaDetalles.map((line) => line.nombreProducto).join(', '),
  },
  {
    key: 'importe',
    header: 'Importe',
    amount: true,
    card: 'amount',
    cell: (invoice) => formatEuroAmount(invoice.importeTotalImpuestos),
  },
  {
    key: 'estado',
    header: 'Estado',
    cell: (invoice) => <InvoiceStandingBadge invoice={invoice} />,
  },
];

/** 'Historial de Facturas': the company's invoices, 5 per page, with status and PDF. */
export function CompanyInvoiceHistory({ nifCif }: { nifCif: string }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, error } = useCompanyInvoiceHistory(nifCif, page, PAGE_SIZES.history);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Historial de Facturas
        </Title>
        <DataTable
          label="Historial de Facturas"
          columns={columns}
          rows={data?.content}
          rowKey={(invoice) => invoice.id}
          actions={(invoice) => (
            <InvoicePdfButton
              invoiceId={invoice.id}
              facturaId={invoice.facturaId}
              empresa={invoice.empresa.razonSocial}
            />
          )}
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPage={setPage}
          isLoading={isLoading}
          loadingText={MESSAGES.invoices.loading}
          error={error ? new Error(MESSAGES.invoices.loadError) : null}
          emptyText={MESSAGES.invoices.empty}
          minWidth={620}
        />
      </Stack>
    </Paper>
  );
}
