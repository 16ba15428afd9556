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
import { type ActionContext, requireSuperadmin } from '../../actor.js';
import { pageOf } from '../../lib/paging.js';
import {
  commissionEarned,
  commissionPending,
  commissionReversed,
  type MonthInvoiceRow,
  monthInvoices,
  rowFilter,
  rowsOf,
} from './money-standing.js';

const euros = (cents: string | number | null) => Number(cents ?? 0) / 100;

type AgencyTotals = {
  agency_id: number;
  nombre: string;
  facturas: string | number;
  facturado: string | number;
  earned: string | number;
  reversed: string | number;
  pending: string | number;
  sent_at: string | null;
};

/** Each agency's invoices and commission of a month, in one pass over the month's invoices. */
export async function agencyCommissions(
  db: ActionContext['services']['db'],
  query: MonthCloseQuery,
  today: string,
  agencyId?: number,
): Promise<AgencyTotals[]> {
  const onlyAgency = agencyId === undefined ? sql`` : sql`and m.agency_id = ${agencyId}`;
  return rowsOf<AgencyTotals>(
    db,
    sql`
      select m.agency_id, a."nombre_comercial" as nombre,
             count(*) filter (where m.state is distinct from 'ANULADA') as facturas,
             coalesce(sum(m.amount) filter (where m.state is distinct from 'ANULADA'), 0) as facturado,
             coalesce(sum(m.commission) filter (where ${commissionEarned} and m.state is distinct from 'ANULADA'), 0) as earned,
             coalesce(sum(m.commission) filter (where ${commissionReversed}), 0) as reversed,
             coalesce(sum(m.commission) filter (where ${commissionPending}), 0) as pending,
             to_char(cs."sent_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at
      from (${monthInvoices(query, today)}) m
      join "agencies" a on a."id" = m.agency_id
      left join "commission_statements" cs on cs."agency_id" = m.agency_id and cs."month" = ${query.mes}
      where m.agency_id is not null ${onlyAgency}
      group by m.agency_id, a."nombre_comercial", cs."sent_at"
      order by a."nombre_comercial", m.agency_id`,
  );
}

/**
 * GET /admin/cierre: a month's invoices by where their money stands (invoiced, remitted, collected, in progress,
 * returned, re-presented, paid otherwise, still owed, cancelled) and each agency's commission, read on today.
 */
export async function monthClose({ ctx, input }: { ctx: ActionContext; input: MonthCloseQuery }): Promise<MonthClose> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const columns = MONTH_CLOSE_ROWS.map(
    (row) =>
      sql`count(*) filter (where ${rowFilter(row)}) as ${sql.identifier(`${row}_n`)},
          coalesce(sum(m.amount) filter (where ${rowFilter(row)}), 0) as ${sql.identifier(`${row}_c`)}`,
  );
  const [totals] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from (${monthInvoices(input, today)}) m`,
  );
  const agencies = await agencyCommissions(db, input, today);
  const filas = Object.fromEntries(
    MONTH_CLOSE_ROWS.map((row) => [
      row,
      { facturas: Number(totals?.[`${row}_n`] ?? 0), importe: euros(totals?.[`${row}_c`] ?? 0) },
    ]),
  ) as MonthClose['filas'];
  return {
    mes: input.mes,
    cuenta: input.cuenta ?? null,
    hoy: today,
    filas,
    gestorias: agencies.map(agencyCommissionOf),
  };
}

export function agencyCommissionOf(row: AgencyTotals): MonthClose['gestorias'][number] {
  return {
    gestoriaId: row.agency_id,
    gestoria: row.nombre,
    facturas: Number(row.facturas),
    facturado: euros(row.facturado),
    comisionGenerada: euros(row.earned),
    comisionRevertida: euros(row.reversed),
    comisionPendiente: euros(row.pending),
    comisionDebida: euros(row.earned),
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
