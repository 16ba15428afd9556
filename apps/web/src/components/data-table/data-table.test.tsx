// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { DataTable, type DataTableProps } from './data-table';
import type { DataColumn } from './data-table-types';

type Invoice = { id: number; numero: string; empresa: string; importe: string };
type Sort = 'numero' | 'importe';

const rows: Invoice[] = [
  { id: 1, numero: 'C26-0001', empresa: 'Panadería Teide', importe: '121,00 €' },
  { id: 2, numero: 'C26-0002', empresa: 'Talleres Anaga', importe: '60,50 €' },
];
const columns: DataColumn<Invoice, Sort>[] = [
  { key: 'numero', header: 'Factura', sortKey: 'numero', cell: (row) => row.numero },
  { key: 'empresa', header: 'Empresa', card: 'title', cell: (row) => row.empresa },
  {
    key: 'importe',
    header: 'Importe (€)',
    sortKey: 'importe',
    firstDir: 'desc',
    amount: true,
    card: 'amount',
    cell: (row) => row.importe,
    total: '181,50 €',
  },
];

function renderTable(overrides: Partial<DataTableProps<Invoice, Sort>> = {}) {
  const onSort = vi.fn();
  const onPage = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <DataTable<Invoice, Sort>
        label="Facturas"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        actions={(row) => <button type="button">PDF {row.numero}</button>}
        sort={{ sort: 'numero', dir: 'asc' }}
        onSort={onSort}
        page={0}
        totalPages={3}
        onPage={onPage}
        totalsLabel="2 facturas"
        isLoading={false}
        error={null}
        emptyText="No hay facturas disponibles."
        {...overrides}
      />
    </MantineProvider>,
  );
  return { onSort, onPage };
}

/** The viewport the table is laid out for (happy-dom evaluates media queries against it). */
function viewport(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height: 800 });
}

afterEach(() => {
  cleanup();
  viewport(1366);
});

describe('DataTable', () => {
  it('marks the sorted column and asks the server for the other direction or another column', () => {
    viewport(1366);
    const { onSort } = renderTable();
    const table = screen.getByRole('table', { name: 'Facturas' });
    const [numero, empresa, importe] = within(table).getAllByRole('columnheader').slice(0, 3);
    expect(numero?.getAttribute('aria-sort')).toBe('ascending');
    expect(importe?.getAttribute('aria-sort')).toBe('none');
    expect(within(empresa as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(within(numero as HTMLElement).getByRole('button', { name: 'Factura' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'numero', dir: 'desc' });
    fireEvent.click(within(importe as HTMLElement).getByRole('button', { name: 'Importe (€)' }));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'importe', dir: 'desc' });
  });

  it('shows the totals row under the amount columns and the actions of each row', () => {
    viewport(1366);
    renderTable();
    const table = screen.getByRole('table', { name: 'Facturas' });
    const totals = table.querySelector('tfoot tr') as HTMLElement;
    expect([...totals.children].map((cell) => cell.textContent)).toEqual(['2 facturas', '', '181,50 €', '']);
    expect(within(table).getByRole('button', { name: 'PDF C26-0002' })).toBeTruthy();
  });

  it('leaves the totals row out when the list has no amounts', () => {
    viewport(1366);
    renderTable({ totalsLabel: undefined });
    expect(screen.getByRole('table').querySelector('tfoot')).toBeNull();
  });

  it('turns the rows into cards on a 390 px screen, with the amount, the actions and a sort selector', () => {
    viewport(390);
    const { onSort } = renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Facturas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Panadería Teide')).toBeTruthy();
    expect(within(first).getByText('121,00 €')).toBeTruthy();
    expect(within(first).getByText('C26-0001')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'PDF C26-0001' })).toBeTruthy();
    expect(screen.getByText('2 facturas')).toBeTruthy();
    expect(screen.getByDisplayValue('Factura (ascendente)')).toBeTruthy();
    expect(onSort).not.toHaveBeenCalled();
  });

  it('pages through the pager and shows the empty, loading and error states instead of the table', () => {
    viewport(1366);
    const { onPage } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage).toHaveBeenCalledWith(1);
    cleanup();
    renderTable({ rows: [] });
    expect(screen.getByText('No hay facturas disponibles.')).toBeTruthy();
    cleanup();
    renderTable({ rows: undefined, isLoading: true, loadingText: 'Cargando facturas...' });
    expect(screen.getByText('Cargando facturas...')).toBeTruthy();
    cleanup();
    renderTable({ rows: undefined, error: new Error('Error al obtener las facturas.') });
    expect(screen.getByRole('alert').textContent).toBe('Error al obtener las facturas.');
  });

  it('selects rows one by one or the whole page, and shows the bulk actions only while some are selected', () => {
    viewport(1366);
    const onChange = vi.fn();
    const lastSelection = () => [...((onChange.mock.lastCall?.[0] as Set<number>) ?? [])];
    const selection = (selected: number[]) => ({
      selected: new Set<number | string>(selected),
      onChange,
      rowLabel: (row: Invoice) => row.numero,
      actions: <button type="button">Marcar remesadas</button>,
    });
    renderTable({ selection: selection([]) });
    expect(screen.queryByRole('button', { name: 'Marcar remesadas' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar C26-0002' }));
    expect(lastSelection()).toEqual([2]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' }));
    expect(lastSelection().sort()).toEqual([1, 2]);
    cleanup();

    renderTable({ selection: selection([1]) });
    expect(screen.getByText('1 seleccionada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar remesadas' })).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    cleanup();

    renderTable({ selection: selection([1, 2]) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' }));
    expect(lastSelection()).toEqual([]);
    cleanup();

    viewport(390);
    renderTable({ selection: selection([]) });
    const card = within(screen.getByRole('list', { name: 'Facturas' })).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Seleccionar C26-0002' }));
    expect(lastSelection()).toEqual([2]);
  });
});
