import { bulkSepaRequestSchema, exportFormatSchema, staffInvoiceFilterSchema } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { type InvoiceFilters, selectionSepaRequestOf, staffInvoicesExportUrl } from './staff-invoices-api';

const filters: InvoiceFilters = {
  razonSocial: '  talleres & hijos ',
  cifNif: '',
  facturado: false,
  fechaInicio: '2026-09-01',
  fechaFin: '2026-11-21',
};

describe('the staff invoice export', () => {
  it('asks for the applied filters and sort, which the server schema reads back unchanged', () => {
    const url = staffInvoicesExportUrl('worker', 'csv', filters, { sort: 'importe', dir: 'asc' });
    const [path, query] = url.split('?');
    expect(path).toBe('/cumplia-core/worker/facturas/export');
    const parsed = staffInvoiceFilterSchema
      .extend(exportFormatSchema.shape)
      .parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual({
      razonSocial: 'talleres & hijos',
      facturado: false,
      fechaInicio: '2026-09-01',
      fechaFin: '2026-11-21',
      sort: 'importe',
      dir: 'asc',
      formato: 'csv',
    });
  });

  it('leaves out the filters not set: every invoice, in any remitted state', () => {
    const url = staffInvoicesExportUrl(
      'admin',
      'xlsx',
      { ...filters, razonSocial: '', facturado: null, fechaInicio: '', fechaFin: '' },
      { sort: 'fecha', dir: 'desc' },
    );
    expect(url).toBe('/cumplia-core/admin/facturas/export?sort=fecha&dir=desc&formato=xlsx');
  });
});

describe("'SEPA de la selección'", () => {
  it('asks for exactly the selected invoices, without the filters', () => {
    const request = selectionSepaRequestOf([7, 3], { cuentaIBAN: 'ES9121000418450200051332', incluirFacturadas: true });
    expect(bulkSepaRequestSchema.parse(request)).toEqual({
      facturaIds: [7, 3],
      cuentaIBAN: 'ES9121000418450200051332',
      incluirFacturadas: true,
    });
  });
});
