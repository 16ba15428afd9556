import {
  COMMISSION_EARNING_KINDS,
  MONTH_CLOSE_ROWS,
  type MonthClose,
  type MonthCloseInvoice,
  type MonthCloseQuery,
  type MonthCloseRow,
  monthRange,
  type Paged,
  todayInMadrid,
} from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { commissionPending, type MonthInvoiceRow, monthInvoices, rowFilter } from './money-standing.js';

const euros = (cents: string | number | null) => Number(cents ?? 0) / 100;

const earningKinds = sql`(${sql.join(
  COMMISSION_EARNING_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

/** A row of the close's one pass: the month's totals (`whole`), or one agency's. */
type CloseTotals = Record<string, string | number | null> & { whole: number; agency_id: number | null };

/** An agency's commission in the period, from its ledger, and its statement of the period if sent. */
type LedgerTotals = {
  agency_id: number;
  nombre: string;
  earned: string | number;
  reversed: string | number;
  unpaid: string | number;
  sent_at: string | null;
  sent_due: number | null;
};

/**
 * GET /admin/cierre: a month's invoices by where their money stands (invoiced, remitted, collected, in progress,
 * returned, re-presented, paid otherwise, still owed, cancelled) read on today, in one pass over them (grouping
 * sets: the month, and each agency); and each agency's commission of the month as a settlement period, from the
 * ledger as booked (money actions book at once, the ledger job books each day's due debits): earned and reversed
 * by movements dated in the month, what its statement pays (or would pay), and what is still pending on the
 * month's invoices. Booking every invoice here would cost seconds on every visit (bench/close.bench.mjs).
 */
export async function monthClose({ ctx, input }: { ctx: ActionContext; input: MonthCloseQuery }): Promise<MonthClose> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const rowColumns = MONTH_CLOSE_ROWS.map(
    (row) =>
      sql`count(*) filter (where ${rowFilter(row)}) as ${sql.identifier(`${row}_n`)},
          coalesce(sum(m.amount) filter (where ${rowFilter(row)}), 0) as ${sql.identifier(`${row}_c`)}`,
  );
  const { from, to } = monthRange(input.mes);
  const [rows, ledger] = await Promise.all([
    rowsOf<CloseTotals>(
      db,
      sql`
        select grouping(m.agency_id) as whole, m.agency_id, ${sql.join(rowColumns, sql`, `)},
               coalesce(sum(m.commission) filter (where ${commissionPending}), 0) as pending
        from (${monthInvoices(input, today)}) m
        group by grouping sets ((m.agency_id), ())`,
    ),
    rowsOf<LedgerTotals>(
      db,
      sql`
        select a."id" as agency_id, a."nombre_comercial" as nombre,
               coalesce(sum(c."amount_cents") filter (where c."moved_on" >= ${from} and c."kind" in ${earningKinds}), 0) as earned,
               -coalesce(sum(c."amount_cents") filter (where c."moved_on" >= ${from} and c."invoice_id" is not null and c."amount_cents" < 0), 0) as reversed,
               coalesce(sum(c."amount_cents") filter (where c."statement_id" is null), 0) as unpaid,
               to_char(cs."sent_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at,
               (cs."totals"->>'due')::integer as sent_due
        from "agencies" a
        left join "commission_movements" c
          on c."agency_id" = a."id" and c."moved_on" < ${to} and (c."moved_on" >= ${from} or c."statement_id" is null)
        left join "commission_statements" cs on cs."agency_id" = a."id" and cs."month" = ${input.mes}
        group by a."id", a."nombre_comercial", cs."sent_at", cs."totals"
        having count(c."id") > 0 or count(cs."id") > 0
            or a."id" in (select i."agency_id" from "invoices" i where i."fecha" >= ${from} and i."fecha" < ${to})
        order by a."nombre_comercial", a."id"`,
    ),
  ]);
  const month = rows.find((row) => Number(row.whole) === 1);
  const filas = Object.fromEntries(
    MONTH_CLOSE_ROWS.map((row) => [
      row,
      { facturas: Number(month?.[`${row}_n`] ?? 0), importe: euros(month?.[`${row}_c`] ?? 0) },
    ]),
  ) as MonthClose['filas'];
  const invoicesOf = new Map(rows.filter((row) => Number(row.whole) === 0).map((row) => [Number(row.agency_id), row]));
  return {
    mes: input.mes,
    cuenta: input.cuenta ?? null,
    hoy: today,
    filas,
    gestorias: ledger.map((row) => agencyCommissionOf(row, invoicesOf.get(row.agency_id))),
  };
}

function agencyCommissionOf(ledger: LedgerTotals, invoices: CloseTotals | undefined): MonthClose['gestorias'][number] {
  return {
    gestoriaId: ledger.agency_id,
    gestoria: ledger.nombre,
    facturas: Number(invoices?.FACTURADA_n ?? 0),
    facturado: euros(invoices?.FACTURADA_c ?? 0),
    comisionGenerada: euros(ledger.earned),
    comisionRevertida: euros(ledger.reversed),
    comisionPendiente: euros(invoices?.pending ?? 0),
    comisionDebida: euros(ledger.sent_due ?? Math.max(Number(ledger.unpaid), 0)),
    enviada: ledger.sent_at,
  };
}

type InvoiceRow = MonthInvoiceRow & { agency: string | null; total: string | number };

/** GET /admin/cierre/facturas: the invoices one row of the close counts, by date, a page at a time. */
export async function monthCloseInvoices({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: MonthCloseQuery & { fila: MonthCloseRow; page: number; size: number };
}): Promise<Paged<MonthCloseInvoice>> {
  requireSuperadmin(ctx);
  const today = todayInMadrid(ctx.services.now());
  const rows = await rowsOf<InvoiceRow>(
    ctx.services.db,
    sql`
      select m.*, a."nombre_comercial" as agency, count(*) over () as total
      from (${monthInvoices(input, today)}) m
      left join "agencies" a on a."id" = m.agency_id
      where ${rowFilter(input.fila)}
      order by m."fecha", m."id"
      limit ${input.size} offset ${input.page * input.size}`,
  );
  return pageOf(rows.map(closeInvoiceOf), Number(rows[0]?.total ?? 0), input);
}

function closeInvoiceOf(row: InvoiceRow): MonthCloseInvoice {
  return {
    id: row.id,
    facturaId: row.numero,
    fecha: row.fecha,
    empresa: row.recipient_razon_social,
    nifCif: row.recipient_nif_cif,
    gestoria: row.agency,
    metodoDePago: row.metodo_de_pago,
    importe: euros(row.amount),
    fechaCobro: row.paid_by_transfer_on ?? row.sepa_collection_date,
    devolucion: row.sepa_return_code,
  };
}
