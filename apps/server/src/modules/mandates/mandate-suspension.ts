import { MANDATE_ENDING_RETURNS, mandateSuspensionText } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { sepaMandates } from '../../db/schema/index.js';

/**
 * The reason a mandate stands suspended (an SQL column over `sepa_mandates`), or null: a suspension holds while the
 * mandate keeps the reference and the account the return hit.
 */
export const mandateSuspensionReason = sql<string | null>`case
    when ${sepaMandates.suspendedReference} = ${sepaMandates.reference}
     and ${sepaMandates.iban} is not distinct from ${sepaMandates.suspendedIban}
    then ${sepaMandates.suspendedReason} end`;

/** A company whose mandate a return suspended, as staff are told. */
export type SuspendedMandate = { razonSocial: string; nifCif: string; motivo: string };

/**
 * Suspends the mandate of each returned invoice's company whose return says the account or the mandate is gone
 * (`MANDATE_ENDING_RETURNS`): its debits stay out of files until the company gives another account or signs a new
 * mandate. Returns the companies, for staff to act on.
 */
export async function suspendMandatesOfReturns(
  tx: Transaction,
  returned: { invoiceId: number; reasonCode: string }[],
  now: Date,
): Promise<SuspendedMandate[]> {
  const ending = returned.filter((row) => row.reasonCode in MANDATE_ENDING_RETURNS);
  if (ending.length === 0) return [];
  const rows = await rowsOf<{ razon_social: string; nif_cif: string; reason: string }>(
    tx,
    sql`
      update "sepa_mandates" m
         set "suspended_reason" = v."reasonCode", "suspended_reference" = m."reference",
             "suspended_iban" = m."iban", "suspended_at" = ${now}
        from jsonb_to_recordset(${JSON.stringify(ending)}::jsonb) as v("invoiceId" int, "reasonCode" text),
             "invoices" i, "companies" c
       where i."id" = v."invoiceId" and c."id" = i."company_id" and m."company_id" = c."id"
         and m."revoked_at" is null
      returning c."razon_social", c."nif_cif", v."reasonCode" as reason`,
  );
  return rows.map((row) => ({
    razonSocial: row.razon_social,
    nifCif: row.nif_cif,
    motivo: mandateSuspensionText(row.reason),
  }));
}
