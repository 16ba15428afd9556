import { type ClientState, RENEWAL_WINDOW_DAYS } from '@cumplia/domain';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moneyState, substituteJoin } from '../../db/money-state.js';
import { companies, complianceProfiles, renewals } from '../../db/schema/index.js';

/** Receipt states of an SMS that will never arrive (SMPP message_state), as `onboarding-progress.ts` reads them. */
const UNDELIVERED = sql`('UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED', 'UNKNOWN')`;

/** The company's current (not yet processed) renewal: at most one per company (`renewals_one_current_per_company_key`). */
export const currentRenewal = alias(renewals, 'current_renewal');
export const currentRenewalJoin = sql`${currentRenewal.companyId} = ${companies.id} and ${currentRenewal.procesada} = false`;

/** The joined profile of the company, whose headcount and missing answers a board row shows. */
export const profileOfCompany = eq(complianceProfiles.companyId, companies.id);

/** What a state reads beside the company row: each is a join of `clientStateJoins`. */
export type StateSource = 'signUp' | 'renewal';

const SOURCES_OF: Record<ClientState, StateSource[]> = {
  // Kept on the company row by the triggers of migration 0058: the sign-up, the signatures and the profile.
  altaEnCurso: [],
  altaFallida: ['signUp'],
  firmaPendiente: [],
  perfilIncompleto: [],
  sinVerificar: [],
  sinCubrir: [],
  // Kept on the company row by the invoices' triggers (migration 0037).
  reciboDevuelto: [],
  facturaPendiente: [],
  renovacion30: ['renewal'],
  renovacionPorAprobar: ['renewal'],
  renovacionDeshabilitada: ['renewal'],
};

/**
 * What the `states` are read from, joined to each row of "companies" (only what they need, so a filter on
 * renewals does not read every client's sign-up): its SMS sign-up and the SMS's outcome (`sign_up`) and its current
 * renewal. Each reads one company's rows through its index, so the cost follows the companies read, never the
 * tables' size. The other states are kept on the company row.
 */
export function clientStateJoins(states: readonly ClientState[]): SQL {
  const needed = new Set(states.flatMap((state) => SOURCES_OF[state]));
  const joins: Record<StateSource, SQL> = {
    signUp: sql`left join lateral (
      select oi."last_sent_at", oi."signed_at", oi."cancelled_at", oi."opened_at", oi."completed_at",
             oi."expires_at", om."status" as sms_status, om."receipt_status"
      from "onboarding_invitations" oi left join "outbox_messages" om on om."idempotency_key" = oi."sms_key"
      where oi."company_id" = ${companies.id}) sign_up on true`,
    renewal: sql`left join "renewals" "current_renewal" on ${currentRenewalJoin}`,
  };
  return sql.join(
    (Object.keys(joins) as StateSource[]).filter((source) => needed.has(source)).map((source) => joins[source]),
    sql` `,
  );
}

/**
 * `invoice_money`, the board's invoice column for a page of rows: of the company's invoices owed something of their
 * own (`moneyState` not null, not cancelled), how many stand returned by the bank, and the latest (by date, then
 * number of issue) with where its money stands on `today`. The filters read the same two facts kept on the company
 * row (`returnedInvoices`, `latestInvoicePending`).
 */
export function invoiceMoneyLateral(today: string | Placeholder): SQL {
  return sql`lateral (
      select count(*) filter (where m.state = 'DEVUELTA') as returned,
             (array_agg(m.state order by m.fecha desc, m.id desc))[1] as latest,
             (array_agg(m.numero order by m.fecha desc, m.id desc))[1] as latest_numero,
             (array_agg(m.fecha::text order by m.fecha desc, m.id desc))[1] as latest_fecha,
             (array_agg(m.amount order by m.fecha desc, m.id desc))[1] as latest_amount
      from (select i."id", i."fecha", i."numero", i."importe_total_impuestos_cents" as amount,
                   ${moneyState(today)} as state
            from "invoices" i ${substituteJoin}
            where i."company_id" = ${companies.id} and i."anulada_at" is null) m
      where m.state is not null) invoice_money`;
}

/**
 * Each state of the client board as a condition on a row of "companies" with `clientStateJoins`. The board's
 * filters, its counts and the home's figures all read these, so a figure and the rows it links to always agree.
 */
export function clientStateConditions(
  today: string | Placeholder,
  now: string | Placeholder,
): Record<ClientState, SQL> {
  const renewal = (condition: SQL) => sql`(${currentRenewal.id} is not null and ${condition})`;
  return {
    altaEnCurso: sql`${companies.signUpOpen}`,
    // As `onboarding-progress.ts` orders it: a sign-up opened, completed or expired is no longer a failed SMS.
    altaFallida: sql`(${companies.signUpOpen} and sign_up."completed_at" is null and sign_up."opened_at" is null
      and sign_up."expires_at" > ${now}::timestamptz
      and (sign_up.sms_status = 'FAILED' or sign_up."receipt_status" in ${UNDELIVERED}))`,
    // A contract waits for its signature, or an SMS sign-up was sent and is neither signed nor cancelled.
    firmaPendiente: sql`(${companies.contractToSign} or ${companies.signUpOpen})`,
    perfilIncompleto: sql`${companies.profileIncomplete}`,
    sinVerificar: sql`not ${companies.verificado}`,
    sinCubrir: sql`${companies.protocolsUncovered}`,
    reciboDevuelto: sql`${companies.returnedInvoices} > 0`,
    facturaPendiente: sql`${companies.latestInvoicePending}`,
    // The period's end is kept on the company row too: its index finds the few companies renewing soon.
    renovacion30: renewal(
      sql`not ${currentRenewal.deshabilitarRenovacion} and ${companies.periodEnd} >= ${today}::date
        and ${companies.periodEnd} <= ${today}::date + 30`,
    ),
    renovacionPorAprobar: renewal(
      sql`not ${currentRenewal.deshabilitarRenovacion} and not ${currentRenewal.renueva}
        and ${currentRenewal.fechaRenovacion} <= ${today}::date + ${sql.raw(String(RENEWAL_WINDOW_DAYS))}
        and ${currentRenewal.fechaFin} >= ${today}::date`,
    ),
    renovacionDeshabilitada: renewal(sql`${currentRenewal.deshabilitarRenovacion}`),
  };
}
