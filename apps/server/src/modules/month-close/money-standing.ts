import { MONTH_CLOSE_NOT_INVOICED, type MonthCloseQuery, type MonthCloseRow, monthRange } from '@cumplia/domain';
import { type SQL, sql } from 'drizzle-orm';
import { moneyState, substituteJoin } from '../../db/money-state.js';
import { commissionOf } from '../commissions/index.js';

/**
 * Each invoice of a month with where its money stands on `today` (`moneyState`) and the row of the close it sits
 * in, exactly one (`MONTH_CLOSE_PARTITION`): its money's state when it owes money of its own or its money moved
 * (a replaced invoice that was collected stays where its money is); otherwise SUSTITUIDA (replaced before any money
 * moved: its substitute stands for it), or RECTIFICADA (credit notes, invoices rectified before any money moved,
 * substitutes of collected invoices). `amount` is what the row counts of it: its total, but a substitute of a
 * collected invoice (whose debit stands) counts what it changes (its total less the replaced one's, which stays in its money's row),
 * so the rows add up to what stays invoiced.
 * With an account, only the invoices remitted through it.
 * Joins, not a subquery per invoice: returns are read once (grouped), and `is not null` lets the substitute
 * join read only rectifying invoices from `invoices_rectifies_key` (bench/close.bench.mjs).
 */
export function monthInvoices(query: MonthCloseQuery, today: string): SQL {
  const { from, to } = monthRange(query.mes);
  const account = query.cuenta ? sql`and f."creditor_iban" = ${query.cuenta}` : sql``;
  return sql`
    select i.*,
           case when i.state is not null then i.state
                when i.replaced then 'SUSTITUIDA'
                else 'RECTIFICADA' end as row
    from (
    select i."id", i."numero", i."fecha"::text as fecha, i."agency_id", i."metodo_de_pago"::text as metodo_de_pago,
           i."recipient_razon_social", i."recipient_nif_cif", i."sepa_return_code",
           i."paid_by_transfer_on"::text as paid_by_transfer_on, i."sepa_collection_date"::text as sepa_collection_date,
           case when i."tipo_rectificativa" = 'S' and i."rectified_original_paid" and i."original_returned_at" is null
                then i."importe_total_impuestos_cents" - i."rectified_base_cents" - i."rectified_tax_cents"
                else i."importe_total_impuestos_cents" end as amount,
           (s."tipo_rectificativa" = 'S') as replaced,
           ${commissionOf('i')} as commission,
           (i."sepa_file_id" is not null) as remitted,
           coalesce(r."represented", false) as represented,
           ${moneyState(today)} as state
    from "invoices" i
    ${substituteJoin}
    left join "sepa_files" f on f."id" = i."sepa_file_id"
    left join (select "invoice_id", bool_or("resolution" = 'REPRESENTADA') as represented
               from "sepa_returns" group by "invoice_id") r on r."invoice_id" = i."id"
    where i."fecha" >= ${from} and i."fecha" < ${to} ${account}) i`;
}

/** A row as `monthInvoices` returns it (drivers give bigints as strings). */
export type MonthInvoiceRow = {
  id: number;
  numero: string;
  fecha: string;
  agency_id: number | null;
  metodo_de_pago: string;
  recipient_razon_social: string;
  recipient_nif_cif: string;
  sepa_return_code: string | null;
  paid_by_transfer_on: string | null;
  sepa_collection_date: string | null;
  amount: number;
  commission: string | number;
};

/** The invoices whose commission is still to come: their money is on its way or still owed. */
export const commissionPending = sql`(m.state in ('EN_CURSO', 'PENDIENTE'))`;

const notInvoiced = sql`(${sql.join(
  MONTH_CLOSE_NOT_INVOICED.map((row) => sql`${row}`),
  sql`, `,
)})`;

/** Which rows of `monthInvoices` (aliased `m`) a row of the close counts. */
export function rowFilter(row: MonthCloseRow): SQL {
  if (row === 'FACTURADA') return sql`m.row not in ${notInvoiced}`;
  if (row === 'REMESADA') return sql`m.remitted and m.row not in ${notInvoiced}`;
  if (row === 'REPRESENTADA') return sql`m.represented`;
  return sql`m.row = ${row}`;
}
