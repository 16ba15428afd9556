import { type ExportFormat, formatEuroAmount, type SortDirection } from '@cumplia/domain';
import { Group } from '@mantine/core';
import { countLabel } from './data-table/count-label';
import { DataTable } from './data-table/data-table';
import type { DataColumn } from './data-table/data-table-types';
import { ExportButtons } from './data-table/export-buttons';
import { InvoicePdfButton } from './invoice-pdf-button';

type InvoiceRow = { id: number; facturaId: string; empresa: { nombreComercial: string } };

type InvoiceTableProps<Row extends InvoiceRow, S extends string> = {
  columns: DataColumn<Row, S>[];
  page: { content: Row[]; totalPages: number; totales: { facturas: number } } | undefined;
  sort: { sort: S; dir: SortDirection };
  onSort(sort: { sort: S; dir: SortDirection }): void;
  pageIndex: number;
  onPage(page: number): void;
  isLoading: boolean;
  failed: boolean;
  exportUrl(format: ExportFormat): string;
  minWidth: number;
};

/**
 * The invoice's amount with taxes, sorted by the list's `importe` key (largest first), with the whole filter's
 * total in the totals row.
 */
export function invoiceAmountColumn<Row extends { importeTotalImpuestos: number }, S extends string>(
  sortKey: S,
  filterTotal: number | undefined,
): DataColumn<Row, S> {
  return {
    key: 'importe',
    header: 'Importe (€)',
    sortKey,
    firstDir: 'desc',
    amount: true,
    card: 'amount',
    cell: (row) => formatEuroAmount(row.importeTotalImpuestos),
    total: filterTotal === undefined ? undefined : formatEuroAmount(filterTotal),
  };
}

/**
 * The invoice list of an agency's or a company's area: its export buttons, the sortable table with each invoice's
 * PDF and the count of the whole filter. The columns are the caller's.
 */
export function InvoiceTable<Row extends InvoiceRow, S extends string>(props: InvoiceTableProps<Row, S>) {
  const { page } = props;
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <ExportButtons fileName="facturas" url={props.exportUrl} />
      </Group>
      <DataTable
        label="Facturas"
        columns={props.columns}
        rows={page?.content}
        rowKey={(row) => row.id}
        actions={(row) => (
          <InvoicePdfButton
            invoiceId={row.id}
            facturaId={row.facturaId}
            empresa={row.empresa.nombreComercial}
            withLabel
          />
        )}
        sort={props.sort}
        onSort={props.onSort}
        page={props.pageIndex}
        totalPages={page?.totalPages ?? 0}
        onPage={props.onPage}
        totalsLabel={page && countLabel(page.totales.facturas, 'factura', 'facturas')}
        isLoading={props.isLoading}
        error={props.failed ? new Error('Error al obtener las facturas.') : null}
        emptyText="No hay facturas disponibles."
        minWidth={props.minWidth}
      />
    </>
  );
}
