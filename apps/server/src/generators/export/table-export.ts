import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportFormat } from '@cumplia/domain';
import { formatDateEs } from '@cumplia/domain';
import type ExcelJS from 'exceljs';
import { safeCsvCell } from '../csv/csv-safety.js';

/**
 * How a column's values are written: text, a calendar date ('YYYY-MM-DD'), euros, a percentage (10 = 10 %; a real
 * percentage cell in Excel, 0.1 shown as 10,00 %) or a count.
 */
type CellKind = 'text' | 'date' | 'euros' | 'percent' | 'integer';
type CellValue = string | number | null;

export type ExportColumn<Row> = { header: string; kind: CellKind; width: number; value(row: Row): CellValue };

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const euroFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormat: Record<CellKind, string | undefined> = {
  text: undefined,
  date: 'dd/mm/yyyy',
  euros: '#,##0.00 "€"',
  percent: '0.00%',
  integer: '0',
};

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (kind === 'date') return formatDateEs(String(value));
  // Our own numbers: a minus sign here is a negative amount (a rectifying invoice), not a formula.
  if (kind === 'euros' || kind === 'percent') return euroFormat.format(Number(value));
  if (kind === 'integer') return String(value);
  return safeCsvCell(String(value));
}

function xlsxCell(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (kind === 'percent') return Number(value) / 100;
  // A text cell is a string to Excel, never a formula, so it needs no neutralising.
  return value;
}

async function write(out: Writable, chunk: Buffer | string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

async function writeCsv<Row>(columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>, out: Writable) {
  await write(out, BOM);
  await write(out, `${columns.map((column) => safeCsvCell(column.header)).join(';')}\r\n`);
  for await (const batch of batches) {
    const lines = batch.map((row) => columns.map((column) => csvCell(column.kind, column.value(row))).join(';'));
    await write(out, `${lines.join('\r\n')}\r\n`);
  }
  out.end();
}

async function writeXlsx<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  out: Writable,
) {
  // Loaded on the first workbook: the library costs about half a second of every server's start otherwise.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: numberFormat[column.kind] ? { numFmt: numberFormat[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Writes a list's rows into `out` as an Excel workbook (one sheet, typed cells: dates, euros) or a CSV (UTF-8
 * with BOM, ';', Spanish number format, what Spanish Excel opens). Rows arrive in batches and leave as they
 * come, so an export of any size holds one batch in memory.
 */
export async function writeTableExport<Row>(options: {
  format: ExportFormat;
  sheetName: string;
  columns: ExportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  out: Writable;
}): Promise<void> {
  if (options.format === 'csv') return writeCsv(options.columns, options.batches, options.out);
  return writeXlsx(options.sheetName, options.columns, options.batches, options.out);
}
