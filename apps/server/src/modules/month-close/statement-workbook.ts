import { COMMISSION_MOVEMENT_LABELS, monthLabel } from '@cumplia/domain';
import type { CommissionStatementData } from './commission-statement.js';

const EURO_FORMAT = '#,##0.00 "€"';
const HEADERS = ['Fecha', 'Concepto', 'Factura', 'Fecha factura', 'Empresa', 'NIF/CIF', 'Base', '%', 'Comisión'];
const WIDTHS = [12, 44, 14, 13, 36, 12, 12, 8, 12];

const dateCell = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/**
 * The statement as a workbook for the agency's own accounts: the agency and the period on top, one row per
 * movement with typed cells (dates, euros), then the totals the statement pays.
 */
export async function statementXlsx(data: CommissionStatementData): Promise<Buffer> {
  // Loaded on the first workbook: the library costs about half a second of every server's start otherwise.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(`Comisiones ${data.month}`);
  sheet.columns = WIDTHS.map((width) => ({ width }));
  sheet.addRow([`Liquidación de comisiones · ${monthLabel(data.month)}`]).font = { bold: true, size: 13 };
  sheet.addRow([`${data.agency.razonSocial} (${data.agency.nombreComercial}) · NIF ${data.agency.nifCif}`]);
  sheet.addRow([]);
  const header = sheet.addRow(HEADERS);
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const line of data.lines) {
    sheet.addRow([
      dateCell(line.moved_on),
      COMMISSION_MOVEMENT_LABELS[line.kind],
      line.numero ?? '',
      dateCell(line.fecha),
      line.recipient_razon_social ?? '',
      line.recipient_nif_cif ?? '',
      line.base_cents === null ? null : line.base_cents / 100,
      line.basis_points === null ? null : line.basis_points / 10_000,
      line.amount_cents / 100,
    ]);
  }
  const { totals } = data;
  sheet.addRow([]);
  const summary: [string, number][] = [
    ['Generada', totals.earned],
    ['Revertida', -totals.reversed],
    ...(totals.carried ? [['Saldo de la liquidación anterior', totals.carried] as [string, number]] : []),
    ['A liquidar', totals.due],
    ['Pendiente de facturas por cobrar (no se liquida)', totals.pending],
  ];
  for (const [label, cents] of summary) {
    const row = sheet.addRow([null, label, null, null, null, null, null, null, cents / 100]);
    row.font = { bold: label === 'A liquidar' };
  }
  for (const column of [1, 4]) sheet.getColumn(column).numFmt = 'dd/mm/yyyy';
  for (const column of [7, 9]) sheet.getColumn(column).numFmt = EURO_FORMAT;
  sheet.getColumn(8).numFmt = '0.00%';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
