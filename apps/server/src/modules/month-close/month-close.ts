import {
  MONTH_CLOSE_ROWS,
  type MonthClose,
  type MonthCloseInvoice,
  type MonthCloseQuery,
  type MonthCloseRow,
  type Paged,
  todayInMadrid,
} from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.js';
import { pageOf } from '../../lib/paging.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import {
  commissionEarned,
  commissionPending,
  commissionReversed,
  type MonthInvoiceRow,
  monthInvoices,
  rowFilter,
} from './money-standing.js';

const euros = (cents: string | number | null) => Number(cents ?? 0) / 100;

/** A row of the close's one pass: the month's totals (`whole`), or one agency's (with its name and statement). */
type CloseTotals = Record<string, string | number | null> & {
  whole: number;
  agency_id: number | null;
  nombre: string | null;
  sent_at: string | null;
};

const notCancelled = sql`m.state is distinct from 'ANULADA'`;

/**
 * GET /admin/cierre: a month's invoices by where their money stands (invoiced, remitted, collected, in progress,
 * returned, re-presented, paid otherwise, still owed, cancelled) and each agency's commission, read on today. One
 * pass over the month's invoices gives both (grouping sets: the month, and each agency).
 */
export async function monthClose({ ctx, input }: { ctx: ActionContext; input: MonthCloseQuery }): Promise<MonthClose> {
  requireSuperadmin(ctx);
  const today = todayInMadrid(ctx.services.now());
  const rowColumns = MONTH_CLOSE_ROWS.map(
    (row) =>
      sql`count(*) filter (where ${rowFilter(row)}) as ${sql.identifier(`${row}_n`)},
          coalesce(sum(m.amount) filter (where ${rowFilter(row)}), 0) as ${sql.identifier(`${row}_c`)}`,
  );
  const rows = await rowsOf<CloseTotals>(
    ctx.services.db,
    sql`
      with totals as (
        select grouping(m.agency_id) as whole, m.agency_id, ${sql.join(rowColumns, sql`, `)},
               coalesce(sum(m.commission) filter (where ${commissionEarned} and ${notCancelled}), 0) as earned,
               coalesce(sum(m.commission) filter (where ${commissionReversed}), 0) as reversed,
               coalesce(sum(m.commission) filter (where ${commissionPending}), 0) as pending
        from (${monthInvoices(input, today)}) m
        group by grouping sets ((m.agency_id), ()))
      select totals.*, a."nombre_comercial" as nombre,
             to_char(cs."sent_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at
      from totals
      left join "agencies" a on a."id" = totals.agency_id
      left join "commission_statements" cs on cs."agency_id" = totals.agency_id and cs."month" = ${input.mes}
      order by totals.whole desc, a."nombre_comercial", totals.agency_id`,
  );
  const month = rows.find((row) => Number(row.whole) === 1);
  const filas = Object.fromEntries(
    MONTH_CLOSE_ROWS.map((row) => [
      row,
      { facturas: Number(month?.[`${row}_n`] ?? 0), importe: euros(month?.[`${row}_c`] ?? 0) },
    ]),
  ) as MonthClose['filas'];
  const agencies = rows.filter((row) => Number(row.whole) === 0 && row.agency_id !== null);
  return {
    mes: input.mes,
    cuenta: input.cuenta ?? null,
    hoy: today,
    filas,
    gestorias: agencies.map(agencyCommissionOf),
  };
}

function agencyCommissionOf(row: CloseTotals): MonthClose['gestorias'][number] {
  return {
    gestoriaId: Number(row.agency_id),
    gestoria: row.nombre ?? '',
    facturas: Number(row.FACTURADA_n ?? 0),
    facturado: euros(row.FACTURADA_c ?? 0),
    comisionGenerada: euros(row.earned ?? 0),
    comisionRevertida: euros(row.reversed ?? 0),
    comisionPendiente: euros(row.pending ?? 0),
    comisionDebida: euros(row.earned ?? 0),
    enviada: row.sent_at,
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
