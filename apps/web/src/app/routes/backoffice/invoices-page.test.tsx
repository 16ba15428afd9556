// @vitest-environment happy-dom
import { type Invoice, MESSAGES, ROLES, type StaffInvoicePage } from '@cumplia/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ANSWER, recordingApiServer } from '../../../test-support/api-test-server';
import { renderBackofficePage } from '../../../test-support/render-router';
import { testInvoice } from '../../../test-support/test-invoice';
import { storeTestSession } from '../../../test-support/test-session';
import { InvoicesPage } from './invoices-page';
import { WorkerInvoicesPage } from './worker-invoices-page';

/** An unpaid SEPA invoice of the demo bakery, not remitted yet: every superadmin action applies to it. */
const bakeryInvoice: Invoice = testInvoice({
  facturaId: 'F2026-000012',
  metodoDePago: 'SEPA',
  empresa: {
    id: 4,
    razonSocial: 'Panadería La Laguna S.L.',
    nombreComercial: 'Panadería La Laguna',
    nifCif: 'B38567897',
    metodoDePago: 'SEPA',
    numCuenta: 'ES7620770024003102575766',
  },
});

const pageOf = (invoices: Invoice[]): StaffInvoicePage => ({
  content: invoices,
  number: 0,
  size: 10,
  totalPages: invoices.length > 0 ? 1 : 0,
  totalElements: invoices.length,
  totales: {
    facturas: invoices.length,
    importeTotal: invoices.reduce((sum, invoice) => sum + invoice.importeTotal, 0),
    impuestos: 0,
    importeTotalImpuestos: invoices.reduce((sum, invoice) => sum + invoice.importeTotalImpuestos, 0),
  },
});

/** The URLs the API received. */
const requests = recordingApiServer(({ url }) => {
  const { pathname, searchParams } = new URL(url, 'http://api.test');
  if (pathname.endsWith('/facturas/sepa/cuentas')) return { status: 200, body: ['ES9121000418450200051332'] };
  if (pathname.endsWith('/download')) return { status: 200, body: { pdf: true } };
  if (pathname.endsWith('/facturas')) {
    const found = [bakeryInvoice].filter((invoice) =>
      invoice.empresa.nifCif.includes(searchParams.get('cifNif') ?? ''),
    );
    return { status: 200, body: pageOf(found) };
  }
  return NOT_FOUND_ANSWER;
});
beforeAll(() => storeTestSession());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bakeryRow = async () =>
  within(await screen.findByRole('table', { name: 'Facturas' })).findByRole('row', {
    name: /Panadería La Laguna/,
  });

describe("the worker's invoices (/worker-facturacion)", () => {
  it('lists the invoices with their PDF, without remittance, SEPA or selection', async () => {
    renderBackofficePage(ROLES.worker, <WorkerInvoicesPage />);
    const row = await bakeryRow();
    expect(within(row).getByRole('button', { name: 'Descargar PDF de la factura F2026-000012' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cambiar fecha de facturación/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /SEPA individual/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rectificar la factura/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generar SEPA' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Seleccionar/ })).toBeNull();
    // It asks the worker's endpoints, never the superadmin's SEPA accounts.
    expect(requests.every((url) => url.startsWith('/cumplia-core/worker/'))).toBe(true);
  });

  it('searches by NIF/CIF and says when nothing matches', async () => {
    renderBackofficePage(ROLES.worker, <WorkerInvoicesPage />);
    await bakeryRow();
    fireEvent.change(screen.getByLabelText('NIF/CIF'), { target: { value: 'X0000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.invoices.emptySearch)).toBeTruthy();
    expect(requests.at(-1)).toContain('cifNif=X0000000');
  });

  it('downloads the PDF from the worker endpoint as Factura_<number>.pdf', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderBackofficePage(ROLES.worker, <WorkerInvoicesPage />);
    fireEvent.click(
      within(await bakeryRow()).getByRole('button', { name: 'Descargar PDF de la factura F2026-000012' }),
    );
    await waitFor(() => expect(saved).toEqual(['Factura_F2026-000012.pdf']));
    expect(requests).toContain(`/cumplia-core/worker/facturas/${bakeryInvoice.id}/download`);
  });
});

describe("the superadmin's invoices (/facturacionsuperadmin)", () => {
  it('offers remittance, SEPA and selection on the same invoice', async () => {
    renderBackofficePage(ROLES.superadmin, <InvoicesPage />);
    const row = await bakeryRow();
    expect(within(row).getByRole('button', { name: 'Marcar como remesada la factura F2026-000012' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'SEPA individual de la factura F2026-000012' })).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: /^Seleccionar la factura F2026-000012/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar SEPA' })).toBeTruthy();
  });

  it('shows a worker who opens it the invoices without those actions', async () => {
    renderBackofficePage(ROLES.worker, <InvoicesPage />);
    await bakeryRow();
    expect(screen.queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generar SEPA' })).toBeNull();
  });
});
