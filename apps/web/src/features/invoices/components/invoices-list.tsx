import {
  type AgencyInvoice,
  type AgencyInvoiceSort,
  formatDateEs,
  formatEuroAmount,
  SEARCH_DEBOUNCE_MS,
} from '@cumplia/domain';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table-types';
import { useListSort } from '../../../components/data-table/use-list-sort';
import { InvoiceTable, invoiceAmountColumn } from '../../../components/invoice-table';
import { RemittedBadge } from '../../../components/remitted-badge';
import { type AgencyInvoiceFilter, agencyInvoicesExportUrl, useAgencyInvoices } from '../api/list-invoices';

/**
 * The list's client and month, kept in the address (`?cliente=&mes=`) so the client board can link to one client's
 * invoices; the client box follows typing at once and the list 500 ms after it stops.
 */
function useInvoiceFilter(setPage: (page: number) => void) {
  const [params, setParams] = useSearchParams();
  const filter: AgencyInvoiceFilter = { cliente: params.get('cliente') ?? '', mes: params.get('mes') ?? '' };
  const [typed, setTyped] = useState(filter.cliente);
  const set = (key: keyof AgencyInvoiceFilter, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
    setPage(0);
  };
  const commitClient = useDebouncedCallback((value: string) => set('cliente', value.trim()), SEARCH_DEBOUNCE_MS);
  const inputs = (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        label="Cliente"
        placeholder="Nombre o CIF/NIF"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          commitClient(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 300 }}
      />
      <TextInput
        type="month"
        label="Mes de emisión"
        value={filter.mes}
        onChange={(event) => set('mes', event.currentTarget.value)}
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
  return { filter, inputs };
}

/** 'Facturación': the invoices of the agency's companies with its commission on each, and their PDFs. */
export function InvoicesList() {
  const [page, setPage] = useState(0);
  const { sort, setSort } = useListSort<AgencyInvoiceSort>({ sort: 'fecha', dir: 'desc' }, setPage);
  const { filter, inputs } = useInvoiceFilter(setPage);
  const { data, isLoading, error } = useAgencyInvoices(page, sort, filter);
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
          {row.devolucion ? (
            <Text size="xs" c="red.9">
              Revertida: adeudo devuelto
            </Text>
          ) : (
            row.comision === 0 &&
            row.importeTotal > 0 && (
              <Text size="xs" c="dimmed">
                Se genera al cobrarse
              </Text>
            )
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
    <>
      {inputs}
      <InvoiceTable
        columns={columns}
        page={data}
        sort={sort}
        onSort={setSort}
        pageIndex={page}
        onPage={setPage}
        isLoading={isLoading}
        failed={Boolean(error)}
        exportUrl={(format) => agencyInvoicesExportUrl(format, sort, filter)}
        minWidth={800}
      />
    </>
  );
}
