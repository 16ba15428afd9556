import { type MonthCloseQuery, monthRange } from '@cumplia/domain';
import { type SQL, sql } from 'drizzle-orm';
import { moneyState, substituteJoin } from '../../db/money-state.js';
import { commissionOf } from '../commissions/index.js';

/**
 * Each invoice of a month with where its money stands on `today`, one row per invoice (`state` null when the
 * invoice is owed nothing of its own: a credit note, a rectified one, a substitute of a paid one):
 * ANULADA, PAGADA_OTRO (a transfer or card payment recorded by staff), DEVUELTA (the bank's return stands),
 * COBRADA (a debit due on or before today, or marked remitted by hand, and not returned), EN_CURSO (a debit not yet due) or PENDIENTE.
 * An invoice replaced by a rectifying invoice by substitution counts nowhere: its substitute stands for it.
 * With an account, only the invoices remitted through it.
 * Joins, not a subquery per invoice: returns are read once (grouped), and `is not null` lets the substitute
 * join read only rectifying invoices from `invoices_rectifies_key` (bench/close.bench.mjs).
 */
export function monthInvoices(query: MonthCloseQuery, today: string): SQL {
  const { from, to } = monthRange(query.mes);
  const account = query.cuenta ? sql`and f."creditor_iban" = ${query.cuenta}` : sql``;
  return sql`
    select i."id", i."numero", i."fecha"::text as fecha, i."agency_id", i."metodo_de_pago"::text as metodo_de_pago,
           i."recipient_razon_social", i."recipient_nif_cif", i."sepa_return_code",
           i."paid_by_transfer_on"::text as paid_by_transfer_on, i."sepa_collection_date"::text as sepa_collection_date,
           i."importe_total_impuestos_cents" as amount,
           ${commissionOf('i')} as commission,
           (i."sepa_file_id" is not null) as remitted,
           coalesce(r."represented", false) as represented,
           ${moneyState(today)} as state
    from "invoices" i
    ${substituteJoin}
    left join "sepa_files" f on f."id" = i."sepa_file_id"
    left join (select "invoice_id", bool_or("resolution" = 'REPRESENTADA') as represented
               from "sepa_returns" group by "invoice_id") r on r."invoice_id" = i."id"
    where i."fecha" >= ${from} and i."fecha" < ${to} ${account}
      and s."tipo_rectificativa" is distinct from 'S'`;
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

/** Which rows of `monthInvoices` (aliased `m`) a row of the close counts. */
export function rowFilter(row: string): SQL {
  if (row === 'FACTURADA') return sql`m.state is distinct from 'ANULADA'`;
  if (row === 'REMESADA') return sql`m.remitted and m.state is distinct from 'ANULADA'`;
  if (row === 'REPRESENTADA') return sql`m.represented`;
  return sql`m.state = ${row}`;
}
