import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Whether the money of the invoice aliased `alias` is in on `today`: a transfer or card payment recorded by
 * staff, a SEPA debit due on or before today and not returned, or a debit marked remitted by hand (a file made
 * outside Cumplia, taken as collected).
 */
export function moneyIn(alias: string, today: string | Placeholder): SQL {
  const x = sql.raw(alias);
  return sql`(${x}."paid_by_transfer_on" is not null
              or (${x}."sepa_file_id" is not null and ${x}."sepa_return_code" is null and ${x}."sepa_collection_date" <= ${today})
              or (${x}."sepa_file_id" is null and ${x}."facturado" and ${x}."metodo_de_pago" = 'SEPA' and ${x}."sepa_return_code" is null))`;
}

/** The day the money of the invoice aliased `alias` came in, when `moneyIn` holds. */
export function moneyInOn(alias: string): SQL {
  const x = sql.raw(alias);
  return sql`coalesce(${x}."paid_by_transfer_on", ${x}."sepa_collection_date", (${x}."facturado_at" at time zone 'Europe/Madrid')::date)`;
}

/**
 * Where an invoice's money stands on `today`, over the invoice aliased `i` and the invoice that rectifies it, if
 * any, aliased `s` (`substituteJoin`): ANULADA, PAGADA_OTRO (a transfer or card payment recorded by staff),
 * DEVUELTA (the bank's return stands), COBRADA (`moneyIn` by a debit), EN_CURSO (a debit not yet due),
 * PENDIENTE, or null when the invoice is owed nothing of its own (a credit note, a rectified one, a substitute of
 * a paid one whose debit stands).
 */
export function moneyState(today: string | Placeholder): SQL {
  return sql`case
             when i."anulada_at" is not null then 'ANULADA'
             when i."paid_by_transfer_on" is not null then 'PAGADA_OTRO'
             when i."sepa_return_code" is not null and s."id" is null then 'DEVUELTA'
             when ${moneyIn('i', today)} then 'COBRADA'
             when i."sepa_file_id" is not null and i."sepa_return_code" is null then 'EN_CURSO'
             when s."id" is not null or i."importe_total_impuestos_cents" <= 0 then null
             when i."kind" = 'RECTIFICATIVA' and i."tipo_rectificativa" = 'S' and i."rectified_original_paid"
                  and i."original_returned_at" is null then null
             else 'PENDIENTE'
           end`;
}

/** The join of `moneyState`'s `s`: the invoice rectifying `i`, read from `invoices_rectifies_key`. */
export const substituteJoin = sql`left join "invoices" s on s."rectifies_invoice_id" = i."id" and s."rectifies_invoice_id" is not null`;

/**
 * The cents owed back to the client by the rectifying invoice aliased `r` of the invoice aliased `o` on `today`:
 * what `o` collected (the whole of a debit; what a transfer paid) beyond what stays invoiced after `r` (a
 * substitute's total; the original less a credit note), while `o`'s money is in; else 0. A debit returned after
 * the correction owes nothing back; a returned debit paid by transfer net of the credit note neither.
 */
export function refundOwed(today: string | Placeholder): SQL {
  return sql`case when r."rectified_original_paid" and ${moneyIn('o', today)}
                  then greatest(
                    case when o."paid_by_transfer_on" is not null
                         then coalesce(o."paid_amount_cents", o."importe_total_impuestos_cents")
                         else o."importe_total_impuestos_cents" end
                    - case when r."tipo_rectificativa" = 'S' then r."importe_total_impuestos_cents"
                           else o."importe_total_impuestos_cents" + r."importe_total_impuestos_cents" end, 0)
                  else 0 end`;
}
