import {
  addDays,
  COMMISSION_EARNING_KINDS,
  COMMISSION_MOVEMENT_LABELS,
  type CommissionMovementKind,
  fileNamePart,
  formatDateEs,
  formatEuros,
  monthLabel,
  monthRange,
} from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { agencies, type StatementTotals } from '../../db/schema/index.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { notFound } from '../../lib/app-error.js';
import { pendingCommissionCents } from '../commissions/index.js';

/** A movement a statement pays, with the invoice it belongs to (none for a carried balance). */
export type StatementLine = {
  /** The movement's id; null on the balance a statement that nets below zero carries (booked when it is sent). */
  id: number | null;
  kind: CommissionMovementKind;
  moved_on: string;
  amount_cents: number;
  numero: string | null;
  fecha: string | null;
  recipient_razon_social: string | null;
  recipient_nif_cif: string | null;
  base_cents: number | null;
  basis_points: number | null;
};

export type CommissionStatementData = {
  agency: { id: number; razonSocial: string; nombreComercial: string; nifCif: string; email: string };
  /** The settlement period 'YYYY-MM': the movements up to its last day that no statement has paid. */
  month: string;
  today: string;
  lines: StatementLine[];
  totals: StatementTotals;
};

/**
 * An agency's statement of a settlement period as it stands on `today`: every movement of its commission ledger
 * dated up to the period's last day that no statement has paid yet (so a late collection or a correction after an
 * earlier statement lands here), and what they pay. Movements that net below zero pay nothing: the balance is
 * carried to the next statement (a line here and its opposite there). The commission still pending on invoices not
 * yet collected is shown, not paid.
 */
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
  const { to } = monthRange(input.month);
  const lines = await rowsOf<StatementLine>(
    db,
    sql`
      select m."id", m."kind", m."moved_on"::text as moved_on, m."amount_cents",
             i."numero", i."fecha"::text as fecha, i."recipient_razon_social", i."recipient_nif_cif",
             i."importe_total_cents" as base_cents, i."agency_commission_basis_points" as basis_points
      from "commission_movements" m
      left join "invoices" i on i."id" = m."invoice_id"
      where m."agency_id" = ${input.agencyId} and m."statement_id" is null and m."moved_on" < ${to}
      order by m."moved_on", m."id"`,
  );
  const net = lines.reduce((total, line) => total + line.amount_cents, 0);
  if (net < 0) lines.push(carriedBalance(input.month, -net));
  const sum = (wanted: (line: StatementLine) => boolean) =>
    lines.filter(wanted).reduce((total, line) => total + line.amount_cents, 0);
  return {
    agency,
    month: input.month,
    today: input.today,
    lines,
    totals: {
      facturas: new Set(lines.filter((line) => line.numero).map((line) => line.numero)).size,
      earned: sum((line) => COMMISSION_EARNING_KINDS.includes(line.kind)),
      reversed: -sum((line) => line.numero !== null && line.amount_cents < 0),
      carried: sum((line) => line.kind === 'SALDO_ANTERIOR'),
      pending: await pendingCommissionCents(db, { agencyId: input.agencyId, today: input.today }),
      due: Math.max(net, 0),
    },
  };
}

/** The line that closes a statement netting below zero: its balance leaves for the next statement. */
function carriedBalance(month: string, cents: number): StatementLine {
  return {
    id: null,
    kind: 'SALDO_TRASLADADO',
    moved_on: addDays(monthRange(month).to, -1),
    amount_cents: cents,
    numero: null,
    fecha: null,
    recipient_razon_social: null,
    recipient_nif_cif: null,
    base_cents: null,
    basis_points: null,
  };
}

const rateOf = (line: StatementLine) =>
  line.basis_points === null ? '' : `${(line.basis_points / 100).toLocaleString('es-ES')} %`;

/** The statement as a PDF: the summary the agency is paid on, then every movement with its invoice, base and rate. */
export function statementPdf(data: CommissionStatementData, provider: Config['provider']): Promise<Buffer> {
  const { totals } = data;
  const count = (wanted: (line: StatementLine) => boolean) => String(data.lines.filter(wanted).length);
  const summary: string[][] = [
    [
      'Generada: facturas cobradas',
      count((line) => COMMISSION_EARNING_KINDS.includes(line.kind)),
      formatEuros(totals.earned),
    ],
    [
      'Revertida: devoluciones, rectificativas y anulaciones',
      count((line) => line.numero !== null && line.amount_cents < 0),
      formatEuros(-totals.reversed),
    ],
  ];
  if (totals.carried) summary.push(['Saldo negativo de la liquidación anterior', '', formatEuros(totals.carried)]);
  const carriedOut = data.lines.find((line) => line.kind === 'SALDO_TRASLADADO');
  if (carriedOut)
    summary.push(['Saldo trasladado a la siguiente liquidación', '', formatEuros(carriedOut.amount_cents)]);
  summary.push(['A liquidar', '', formatEuros(totals.due)]);
  return renderDocument({
    title: 'Liquidación de comisiones',
    subtitle: `${monthLabel(data.month)} · ${data.agency.nombreComercial}`,
    companyData: [
      ['Gestoría', data.agency.razonSocial],
      ['NIF', data.agency.nifCif],
      ['Periodo', `Movimientos hasta el final de ${monthLabel(data.month).toLowerCase()} no liquidados antes`],
      ['Situación de los cobros a', formatDateEs(data.today)],
    ],
    generatedOn: formatDateEs(data.today),
    provider,
    sections: [
      {
        heading: 'Resumen',
        blocks: [
          { kind: 'table', headers: ['Concepto', 'Movimientos', 'Comisión'], widths: [280, 80, 120], rows: summary },
          {
            kind: 'paragraph',
            text: `La comisión se genera el día en que llega el dinero de la factura: vence su adeudo SEPA sin devolución o se registra su pago por transferencia o tarjeta. Una devolución, una factura rectificativa de una cobrada o una anulación la revierten ese día. Cada movimiento se liquida una sola vez, en la primera liquidación tras su fecha; lo que cambie después va en la siguiente. Comisión aún pendiente de facturas por cobrar: ${formatEuros(totals.pending)}, que se liquidará cuando se cobren.`,
          },
        ],
      },
      {
        heading: 'Detalle de movimientos',
        blocks: [
          {
            kind: 'table',
            headers: ['Fecha', 'Concepto', 'Factura', 'Empresa', 'Base', '%', 'Comisión'],
            widths: [52, 86, 76, 102, 56, 34, 56],
            rows: data.lines.map((line) => [
              formatDateEs(line.moved_on),
              COMMISSION_MOVEMENT_LABELS[line.kind],
              line.numero ?? '',
              line.recipient_razon_social ?? '',
              line.base_cents === null ? '' : formatEuros(line.base_cents),
              rateOf(line),
              formatEuros(line.amount_cents),
            ]),
          },
        ],
      },
    ],
  });
}

/** 'liquidacion_comisiones_gestoria_atlantica_2026-11.pdf': the agency named, so its files are told apart. */
export const statementFileName = (agency: string, month: string, format: 'pdf' | 'xlsx') =>
  `liquidacion_comisiones_${fileNamePart(agency)}_${month}.${format}`;
