import {
  formatDateEs,
  formatEuroAmount,
  type MonthCloseInvoice,
  type MonthCloseRow,
  PAYMENT_METHOD_LABELS,
  SEPA_RETURN_REASONS,
} from '@cumplia/domain';
import { useState } from 'react';
import { countLabel } from '../../../components/data-table/count-label';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useMonthCloseInvoices } from '../api/month-close-api';

const PAGE_SIZE = 20;

const columns: DataColumn<MonthCloseInvoice>[] = [
  { key: 'factura', header: 'Factura', cell: (row) => row.facturaId, card: 'title' },
  { key: 'fecha', header: 'Fecha', cell: (row) => formatDateEs(row.fecha) },
  { key: 'empresa', header: 'Empresa', cell: (row) => `${row.empresa} (${row.nifCif})` },
  { key: 'gestoria', header: 'Gestoría', cell: (row) => row.gestoria ?? '—' },
  {
    key: 'metodo',
    header: 'Pago',
    cell: (row) => PAYMENT_METHOD_LABELS[row.metodoDePago as keyof typeof PAYMENT_METHOD_LABELS] ?? row.metodoDePago,
  },
  { key: 'importe', header: 'Importe', amount: true, card: 'amount', cell: (row) => formatEuroAmount(row.importe) },
  {
    key: 'cobro',
    header: 'Cargo o cobro',
    cell: (row) =>
      row.devolucion
        ? `Devuelta: ${row.devolucion} ${SEPA_RETURN_REASONS[row.devolucion]?.motivo ?? ''}`
        : row.fechaCobro
          ? formatDateEs(row.fechaCobro)
          : '—',
  },
];

/** The invoices one row of the close counts, by date. */
export function CloseInvoices({ mes, cuenta, row }: { mes: string; cuenta: string | null; row: MonthCloseRow }) {
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState(row);
  if (shown !== row) {
    setShown(row);
    setPage(0);
  }
  const { data, isLoading, error } = useMonthCloseInvoices(mes, cuenta, row, page, PAGE_SIZE);
  return (
    <DataTable
      label="Facturas del cierre"
      columns={columns}
      rows={data?.content}
      rowKey={(invoice) => invoice.id}
      page={page}
      totalPages={data?.totalPages ?? 0}
      onPage={setPage}
      totalsLabel={data ? countLabel(data.totalElements, 'factura', 'facturas') : undefined}
      isLoading={isLoading}
      error={error}
      emptyText="No hay facturas en este apartado."
      minWidth={860}
    />
  );
}
