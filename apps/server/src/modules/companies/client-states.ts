import { addDays, type ClientState, RENEWAL_WINDOW_DAYS } from '@cumplia/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, complianceProfiles, renewals } from '../../db/schema/index.js';
import { moneyState, substituteJoin } from '../invoices/money-state.js';

/** Receipt states of an SMS that will never arrive (SMPP message_state), as `onboarding-progress.ts` reads them. */
const UNDELIVERED = sql`('UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED', 'UNKNOWN')`;

/** The company's current (not yet processed) renewal: at most one per company (`renewals_one_current_per_company_key`). */
export const currentRenewal = alias(renewals, 'current_renewal');
export const currentRenewalJoin = sql`${currentRenewal.companyId} = ${companies.id} and ${currentRenewal.procesada} = false`;

/** The joined profile of the company, which the headcount and the profile's gaps are read from. */
export const profileOfCompany = eq(complianceProfiles.companyId, companies.id);

/** Staff as the obligations count them (`obligationsInputOf`): the saved profile's, else the company's. */
const headcount = sql`coalesce((${complianceProfiles.profile}->>'numTrabajadores')::int, ${companies.numTrabajadores})`;

const gapsOf = (document: string) => sql`coalesce(jsonb_array_length(${complianceProfiles.gaps}->${document}), 0) > 0`;

/** The company's SMS sign-up, sent and neither signed nor cancelled. */
const signUpOpen = sql`oi."company_id" = ${companies.id} and oi."last_sent_at" is not null
  and oi."signed_at" is null and oi."cancelled_at" is null`;

/** An invoice of the company whose money stands as `state` today (the newest first). */
const invoicesOfCompany = (today: string) =>
  sql`from "invoices" i ${substituteJoin} where i."company_id" = ${companies.id} and i."anulada_at" is null
      and ${moneyState(today)} is not null`;

/**
 * Each state of the client board as a condition on a company row, the company's saved profile left-joined
 * (`profileOfCompany`). The board's filters, its counts and the dashboard's figures all read these, so a count
 * and the rows it links to cannot disagree. Everything else is an indexed subquery per company.
 */
export function clientStateConditions(today: string, now: Date): Record<ClientState, SQL> {
  const renewalWhere = (condition: SQL) =>
    sql`exists (select 1 from "renewals" r where r."company_id" = ${companies.id} and r."procesada" = false and ${condition})`;
  const altaEnCurso = sql`exists (select 1 from "onboarding_invitations" oi where ${signUpOpen})`;
  return {
    altaEnCurso,
    // As `onboarding-progress.ts` orders it: a sign-up opened, completed or expired is no longer a failed SMS.
    altaFallida: sql`exists (
      select 1 from "onboarding_invitations" oi join "outbox_messages" om on om."idempotency_key" = oi."sms_key"
      where ${signUpOpen} and oi."completed_at" is null and oi."opened_at" is null
        and (oi."expires_at" is null or oi."expires_at" > ${now.toISOString()}::timestamptz)
        and (om."status" = 'FAILED' or om."receipt_status" in ${UNDELIVERED}))`,
    firmaPendiente: sql`(exists (select 1 from "contracts" ct where ct."company_id" = ${companies.id}
      and ct."status" = 'PENDIENTE_FIRMA') or ${altaEnCurso})`,
    perfilIncompleto: sql`(${complianceProfiles.companyId} is null
      or (${companies.lopdgdd} and ${gapsOf('lopd')})
      or (${headcount} > 0 and ((${companies.acosoLaboral} and ${gapsOf('acoso')})
        or (${companies.desconexionDigital} and ${gapsOf('desconexion')}))))`,
    sinVerificar: sql`not ${companies.verificado}`,
    sinCubrir: sql`(
      not (${companies.lopdgdd} and ${companies.contratoLopdAceptado})
      or (${headcount} > 0 and not (
        ${companies.acosoLaboral} and ${companies.contratoAcosoAceptado}
        and ${companies.desconexionDigital} and ${companies.contratoDesconexionAceptado})))`,
    reciboDevuelto: sql`exists (select 1 ${invoicesOfCompany(today)} and ${moneyState(today)} = 'DEVUELTA')`,
    facturaPendiente: sql`(select ${moneyState(today)} ${invoicesOfCompany(today)}
      order by i."fecha" desc, i."id" desc limit 1) = 'PENDIENTE'`,
    renovacion30: renewalWhere(
      sql`not r."deshabilitar_renovacion" and r."fecha_fin" >= ${today} and r."fecha_fin" <= ${addDays(today, 30)}`,
    ),
    renovacionPorAprobar: renewalWhere(
      sql`not r."deshabilitar_renovacion" and not r."renueva"
        and r."fecha_renovacion" <= ${addDays(today, RENEWAL_WINDOW_DAYS)} and r."fecha_fin" >= ${today}`,
    ),
    renovacionDeshabilitada: renewalWhere(sql`r."deshabilitar_renovacion"`),
  };
}

/**
 * The latest invoice of each of `companyIds` that is owed something of its own, with where its money stands,
 * and how many of the company's invoices stand returned by the bank.
 */
export function latestInvoicesOf(companyIds: number[], today: string): SQL {
  return sql`
    select x."company_id", x."numero", x."fecha", x."amount", x."state", x."returned" from (
      select i."company_id", i."numero", i."fecha"::text as fecha, i."importe_total_impuestos_cents" as amount,
             st.state,
             row_number() over (partition by i."company_id" order by i."fecha" desc, i."id" desc) as rn,
             count(*) filter (where st.state = 'DEVUELTA') over (partition by i."company_id") as returned
      from "invoices" i ${substituteJoin}
      cross join lateral (select ${moneyState(today)} as state) st
      where i."company_id" in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and i."anulada_at" is null and st.state is not null
    ) x where x.rn = 1`;
}
