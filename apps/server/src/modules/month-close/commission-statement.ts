import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { formatDateEs, formatEuros, monthLabel } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { agencies, type StatementTotals } from '../../db/schema/index.js';
import { type ExportColumn, writeTableExport } from '../../generators/export/table-export.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { notFound } from '../../lib/app-error.js';
import {
  commissionEarned,
  commissionPending,
  commissionReversed,
  type MonthInvoiceRow,
  monthInvoices,
} from './money-standing.js';

const COMMISSION_CLASSES = { GENERADA: 'Generada', REVERTIDA: 'Revertida', PENDIENTE: 'Pendiente' } as const;
type CommissionClass = keyof typeof COMMISSION_CLASSES;

const MONEY_STATES: Record<string, string> = {
  COBRADA: 'Cobrada por adeudo',
  EN_CURSO: 'Remesada, cargo por vencer',
  DEVUELTA: 'Devuelta por el banco',
  PAGADA_OTRO: 'Cobrada por transferencia o tarjeta',
  PENDIENTE: 'Pendiente de cobro',
  ANULADA: 'Anulada',
};

type StatementLine = MonthInvoiceRow & { state: string | null; commission_class: CommissionClass | null };

export type CommissionStatementData = {
  agency: { id: number; razonSocial: string; nombreComercial: string; nifCif: string; email: string };
  month: string;
  today: string;
  lines: StatementLine[];
  totals: StatementTotals;
};

/** An agency's invoices of a month with the commission each earns, reverses or leaves pending, read on `today`. */
export async function statementData(
  db: Queryable,
  input: { agencyId: number; month: string; today: string },
): Promise<CommissionStatementData> {
  const [agency] = await db
    .select({
      id: agencies.id,
      razonSocial: agencies.razonSocial,
      nombreComercial: agencies.nombreComercial,
      nifCif: agencies.nifCif,
      email: agencies.email,
    })
    .from(agencies)
    .where(eq(agencies.id, input.agencyId));
  if (!agency) throw notFound('No existe esa gestoría.');
  const lines = await rowsOf<StatementLine>(
    db,
    sql`
      select m.*,
             case when m.state = 'ANULADA' then null
                  when ${commissionEarned} then 'GENERADA'
                  when ${commissionReversed} then 'REVERTIDA'
                  when ${commissionPending} then 'PENDIENTE'
             end as commission_class
      from (${monthInvoices({ mes: input.month }, input.today)}) m
      where m.agency_id = ${input.agencyId} and m.state is distinct from 'ANULADA'
      order by m."fecha", m."id"`,
  );
  const sum = (wanted: CommissionClass) =>
    lines
      .filter((line) => line.commission_class === wanted)
      .reduce((total, line) => total + Number(line.commission), 0);
  const earned = sum('GENERADA');
  return {
    agency,
    month: input.month,
    today: input.today,
    lines,
    totals: { facturas: lines.length, earned, reversed: sum('REVERTIDA'), pending: sum('PENDIENTE'), due: earned },
  };
}

const moneyStateOf = (line: StatementLine) =>
  line.state ? (MONEY_STATES[line.state] ?? line.state) : 'Rectificada o abono';

/** The statement as a PDF: the summary the agency is paid on, then every invoice with its commission. */
export function statementPdf(data: CommissionStatementData, provider: Config['provider']): Promise<Buffer> {
  const { totals } = data;
  const count = (wanted: CommissionClass) => data.lines.filter((line) => line.commission_class === wanted).length;
  return renderDocument({
    title: 'Liquidación de comisiones',
    subtitle: `${monthLabel(data.month)} · ${data.agency.nombreComercial}`,
    companyData: [
      ['Gestoría', data.agency.razonSocial],
      ['NIF', data.agency.nifCif],
      ['Periodo', `Facturas de ${monthLabel(data.month).toLowerCase()}`],
      ['Situación de los cobros a', formatDateEs(data.today)],
    ],
    generatedOn: formatDateEs(data.today),
    provider,
    sections: [
      {
        heading: 'Resumen',
        blocks: [
          {
            kind: 'table',
            headers: ['Concepto', 'Facturas', 'Comisión'],
            widths: [260, 90, 130],
            rows: [
              ['Generada: facturas cobradas', String(count('GENERADA')), formatEuros(totals.earned)],
              ['Revertida: adeudos devueltos', String(count('REVERTIDA')), formatEuros(totals.reversed)],
              ['Pendiente: aún por cobrar', String(count('PENDIENTE')), formatEuros(totals.pending)],
              ['A liquidar', '', formatEuros(totals.due)],
            ],
          },
          {
            kind: 'paragraph',
            text: 'La comisión se genera cuando el dinero de la factura llega: el adeudo SEPA vence sin devolución o se registra el pago por transferencia o tarjeta. Un adeudo devuelto revierte su comisión hasta que se cobra; las facturas aún no cobradas la dejan pendiente para la liquidación en que se cobren.',
          },
        ],
      },
      {
        heading: 'Detalle por factura',
        blocks: [
          {
            kind: 'table',
            headers: ['Factura', 'Fecha', 'Empresa', 'Importe', 'Cobro', 'Comisión'],
            widths: [70, 58, 128, 62, 100, 62],
            rows: data.lines.map((line) => [
              line.numero,
              formatDateEs(line.fecha),
              line.recipient_razon_social,
              formatEuros(Number(line.amount)),
              moneyStateOf(line),
              line.commission_class
                ? `${formatEuros(Number(line.commission))} (${COMMISSION_CLASSES[line.commission_class].toLowerCase()})`
                : '—',
            ]),
          },
        ],
      },
    ],
  });
}

const statementColumns: ExportColumn<StatementLine>[] = [
  { header: 'Factura', kind: 'text', width: 14, value: (line) => line.numero },
  { header: 'Fecha', kind: 'date', width: 12, value: (line) => line.fecha },
  { header: 'Empresa', kind: 'text', width: 36, value: (line) => line.recipient_razon_social },
  { header: 'NIF/CIF', kind: 'text', width: 12, value: (line) => line.recipient_nif_cif },
  { header: 'Importe', kind: 'euros', width: 12, value: (line) => Number(line.amount) / 100 },
  { header: 'Cobro', kind: 'text', width: 32, value: moneyStateOf },
  { header: 'Comisión', kind: 'euros', width: 12, value: (line) => Number(line.commission) / 100 },
  {
    header: 'Situación de la comisión',
    kind: 'text',
    width: 22,
    value: (line) => (line.commission_class ? COMMISSION_CLASSES[line.commission_class] : ''),
  },
];

/** The statement as a workbook: one row per invoice, typed cells, for the agency's own accounts. */
export async function statementXlsx(data: CommissionStatementData): Promise<Buffer> {
  const out = new PassThrough();
  const written = buffer(out);
  async function* batches() {
    yield data.lines;
  }
  await writeTableExport({
    format: 'xlsx',
    sheetName: `Comisiones ${data.month}`,
    columns: statementColumns,
    batches: batches(),
    out,
  });
  return written;
}

export const statementFileName = (month: string, format: 'pdf' | 'xlsx') => `liquidacion_comisiones_${month}.${format}`;
