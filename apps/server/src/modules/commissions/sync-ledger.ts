import { type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { moneyIn, moneyInOn, substituteJoin } from '../../db/money-state.js';
import { pgArray } from '../../db/pg-array.js';
import { rowsOf } from '../../db/rows-of.js';
import { agencies } from '../../db/schema/index.js';
import { commissionOf } from './commission-of.js';

/** Serialises the ledger's bookings: two at once would both book the same difference. */
const COMMISSION_LEDGER_LOCK = 7_316_006;

/**
 * What the agency has earned on the invoice aliased `i` on `today`, with `s` the invoice rectifying it and `o`
 * the invoice it rectifies: its commission once its money is in, nothing while it is not, nothing once cancelled
 * or replaced by substitution (the substitute earns on its own amount once the money it stands for is in). A
 * credit note takes back its share as soon as the invoice it rectifies has been collected.
 */
function entitlement(today: string): SQL {
  return sql`case
      when i."anulada_at" is not null then 0
      when s."tipo_rectificativa" = 'S' then 0
      when i."kind" = 'RECTIFICATIVA' and i."tipo_rectificativa" = 'I' then
        case when ${moneyIn('o', today)} then ${commissionOf('i')} else 0 end
      when i."kind" = 'RECTIFICATIVA' then
        case when ${moneyIn('i', today)} or ${moneyIn('o', today)} then ${commissionOf('i')} else 0 end
      when ${moneyIn('i', today)} then ${commissionOf('i')}
      else 0
    end`;
}

/** The day a movement of `delta` cents on invoice `st` happened: when its money came in, went back or was credited. */
function movedOn(today: string): SQL {
  return sql`least(${today}::date, coalesce(case
      when st.delta > 0 and st.kind = 'RECTIFICATIVA' then greatest(st.fecha, coalesce(st.own_money_on, st.original_money_on))
      when st.delta > 0 then st.own_money_on
      when st.kind = 'RECTIFICATIVA' and st.target < 0 then greatest(st.fecha, st.original_money_on)
      when st.anulada_on is not null then st.anulada_on
      when st.replaced_on is not null then st.replaced_on
      when st.sepa_return_code is not null then
        (select max(r."returned_on") from "sepa_returns" r where r."invoice_id" = st.id)
    end, ${today}::date))`;
}

const KIND = sql`case
    when st.delta > 0 and st.kind <> 'RECTIFICATIVA' and st.reversed_before then 'RESTABLECIDA'
    when st.delta > 0 then 'GENERADA'
    when st.kind = 'RECTIFICATIVA' and st.target < 0 then 'ABONO'
    when st.anulada_on is not null then 'ANULACION'
    when st.replaced_on is not null then 'SUSTITUCION'
    when st.sepa_return_code is not null then 'DEVOLUCION'
    else 'AJUSTE'
  end`;

/** Which invoices a booking looks at: one agency's, some invoices and those they rectify or are rectified by, or all. */
type LedgerScope = { agencyId?: number; invoiceIds?: number[] };

function scopeOf(scope: LedgerScope): SQL {
  if (scope.invoiceIds) {
    const ids = sql`${pgArray(scope.invoiceIds)}::int[]`;
    return sql`and (i."id" = any(${ids}) or i."rectifies_invoice_id" = any(${ids})
                    or i."id" in (select r."rectifies_invoice_id" from "invoices" r where r."id" = any(${ids})))`;
  }
  return scope.agencyId === undefined ? sql`` : sql`and i."agency_id" = ${scope.agencyId}`;
}

/**
 * Books in the commission ledger, for the invoices of `scope`, the difference between what the agency has earned
 * on each on `today` (`entitlement`) and what the ledger already holds for it, dated the day the money moved.
 * Idempotent: run again, it books nothing. Earlier movements are never touched, so a statement that paid them
 * stays true; what changed afterwards is a new movement for the next statement. A first movement that a
 * statement sent before the ledger (legacy, by month of the invoices) already paid is marked paid by it. Money
 * actions book their invoices before and after their change (`bookingCommission`); the ledger job books what the
 * calendar moves (a debit whose day came). Returns how many movements it booked.
 */
export async function syncCommissionLedger(db: Queryable, input: { today: string } & LedgerScope) {
  const booked = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMMISSION_LEDGER_LOCK})`);
    return rowsOf<{ id: number }>(
      tx,
      sql`
        with scoped as (
          select i."id" from "invoices" i where i."agency_id" is not null ${scopeOf(input)}),
        booked as (
          select m."invoice_id", sum(m."amount_cents") as cents, bool_or(m."amount_cents" < 0) as reversed_before
          from "commission_movements" m
          where m."invoice_id" in (select "id" from scoped)
          group by m."invoice_id"),
        standing as (
          select i."id", i."agency_id", i."kind", i."fecha", i."sepa_return_code",
                 (i."anulada_at" at time zone 'Europe/Madrid')::date as anulada_on,
                 case when s."tipo_rectificativa" = 'S' then s."fecha" end as replaced_on,
                 case when ${moneyIn('i', input.today)} then ${moneyInOn('i')} end as own_money_on,
                 case when ${moneyIn('o', input.today)} then ${moneyInOn('o')} end as original_money_on,
                 ${entitlement(input.today)} as target,
                 coalesce(b.cents, 0) as held,
                 b."invoice_id" is not null as has_movements,
                 coalesce(b.reversed_before, false) as reversed_before
          from "invoices" i
          ${substituteJoin}
          left join "invoices" o on o."id" = i."rectifies_invoice_id"
          left join booked b on b."invoice_id" = i."id"
          where i."id" in (select "id" from scoped)),
        changed as (
          select st.*, st.target - st.held as delta from standing st where st.target <> st.held),
        dated as (
          select st.*, ${movedOn(input.today)} as moved_on, ${KIND} as movement_kind from changed st)
        insert into "commission_movements" ("agency_id", "invoice_id", "kind", "amount_cents", "moved_on", "statement_id")
        select d."agency_id", d."id", d.movement_kind, d.delta, d.moved_on,
               case when not d.has_movements and d.movement_kind <> 'DEVOLUCION' then
                 (select cs."id" from "commission_statements" cs
                  where cs."agency_id" = d."agency_id" and cs."legacy" and cs."month" = to_char(d."fecha", 'YYYY-MM')
                    and d.moved_on <= (cs."sent_at" at time zone 'Europe/Madrid')::date)
               end
        from dated d
        order by d."agency_id", d.moved_on, d."id"
        returning "id"`,
    );
  });
  return booked.length;
}

/**
 * Runs a money action (`change`: a payment, a return, a rectification, a cancellation) between two bookings of
 * its invoices' commission: what the calendar moved before it (a debit collected yesterday, then returned today)
 * is booked on its own day, then what the action moved.
 */
export async function bookingCommission<T>(
  tx: Queryable,
  input: { today: string; invoiceIds: number[] },
  change: () => Promise<T>,
): Promise<T> {
  await syncCommissionLedger(tx, input);
  const result = await change();
  await syncCommissionLedger(tx, input);
  return result;
}

/**
 * Brings every agency's ledger up to date, one agency per transaction: an agency whose booking fails is reported
 * and left for the next run, and the others are booked. Returns how many movements it booked.
 */
export async function syncEveryAgencyLedger(
  db: Database,
  input: { today: string; onFailure(agencyId: number, error: unknown): void },
) {
  let booked = 0;
  for (const { id } of await db.select({ id: agencies.id }).from(agencies).orderBy(agencies.id)) {
    try {
      booked += await syncCommissionLedger(db, { today: input.today, agencyId: id });
    } catch (error) {
      input.onFailure(id, error);
    }
  }
  return booked;
}
