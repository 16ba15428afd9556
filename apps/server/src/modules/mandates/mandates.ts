import {
  addDays,
  addMonths,
  formatDateEs,
  formatEuros,
  formatIban,
  isValidIban,
  MANDATE_ENDING_RETURNS,
  maskIban,
  normalizeIban,
  todayInMadrid,
  transferPaymentDueDate,
} from '@cumplia/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { companies, sepaMandateAmendments, sepaMandates } from '../../db/schema/index.js';
import { templateSentence } from '../../generators/emails/message-template.js';
import { invoiceCollectionDate } from '../../generators/sepa/collection-date.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { mandateSuspensionReason } from './mandate-suspension.js';

/** A mandate unused for 36 months expires (SEPA rulebook); a new one must be signed. */
export const MANDATE_EXPIRY_MONTHS = 36;

/**
 * The SEPA mandate (orden de domiciliación): one home for its reference, signature date, pre-notification
 * period and first and last debit, used by invoices, signing and SEPA files alike.
 */

/** The stable SEPA mandate reference of a company (up to 35 characters). */
export const mandateReferenceOf = (companyId: number) => `CUMPLIA-${String(companyId).padStart(8, '0')}`;

/** Calendar days of notice before a collection, unless the mandate states another period. */
export const DEFAULT_PRENOTIFICATION_DAYS = 5;

/**
 * Records the company's SEPA mandate and the account it authorises when its first contract is signed (the
 * contract carries the mandate clause). The reference is stable per company; later signatures keep the
 * original mandate, its date and account (a new account needs a signed amendment).
 */
export async function recordSepaMandate(tx: Transaction, companyId: number, signedOn: string, iban: string) {
  // A renewed mandate has another reference: the company keeps it, never a second mandate under the old one.
  const [existing] = await tx
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(eq(sepaMandates.companyId, companyId))
    .limit(1);
  if (existing) return;
  await tx
    .insert(sepaMandates)
    .values({ companyId, reference: mandateReferenceOf(companyId), signedOn, iban: normalizeIban(iban) })
    .onConflictDoNothing({ target: sepaMandates.reference });
}

/**
 * How a new invoice will be paid, as the e-mail that sends it says it: the SEPA pre-notification of its debit
 * (EPC SDD Core rulebook: amount, account, day, mandate, creditor; the invoice is notified on its issue date, so
 * the day is the one a file generated from then on asks the bank for) or, paid by transfer, the account,
 * beneficiary, reference and the day to pay by (`transferPaymentDueDate`). Null for a card payment or a debit
 * without a mandate.
 */
export async function collectionNotice(
  tx: Queryable,
  input: {
    company: { id: number; metodoDePago: string; numCuenta: string };
    /** A new invoice: issued and notified today, billed from today. */
    invoice: { numero: string; fecha: string; importeTotalImpuestosCents: number };
    provider: Config['provider'];
  },
): Promise<string | null> {
  const { invoice, provider } = input;
  if (input.company.metodoDePago === 'TRANSFERENCIA') {
    return templateSentence('aviso-pago-transferencia', {
      factura: invoice.numero,
      importe: formatEuros(invoice.importeTotalImpuestosCents),
      cuenta: formatIban(provider.sepa.accounts[0] ?? ''),
      beneficiario: provider.legalName,
      fecha: formatDateEs(transferPaymentDueDate(invoice.fecha)),
    });
  }
  if (input.company.metodoDePago !== 'SEPA') return null;
  const [mandate] = await tx
    .select({ reference: sepaMandates.reference, prenotificationDays: sepaMandates.prenotificationDays })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.companyId, input.company.id), isNull(sepaMandates.revokedAt)));
  if (!mandate) return null;
  const date = invoiceCollectionDate({
    billingDate: invoice.fecha,
    notifiedOn: invoice.fecha,
    prenotificationDays: mandate.prenotificationDays,
    today: invoice.fecha,
  });
  return templateSentence('aviso-cargo-sepa', {
    importe: formatEuros(invoice.importeTotalImpuestosCents),
    cuenta: maskIban(input.company.numCuenta),
    fecha: formatDateEs(date),
    orden: mandate.reference,
    acreedor: provider.sepa.creditorId,
  });
}

/** The company's mandate in force and its current account, read on every edit of a company: prepared once. */
const currentMandateOf = preparedStatement((db) =>
  db
    .select({
      mandateId: sepaMandates.id,
      reference: sepaMandates.reference,
      iban: sepaMandates.iban,
      method: companies.metodoDePago,
      numCuenta: companies.numCuenta,
    })
    .from(sepaMandates)
    .innerJoin(companies, eq(companies.id, sepaMandates.companyId))
    .where(and(eq(sepaMandates.companyId, sql.placeholder('companyId')), isNull(sepaMandates.revokedAt)))
    .prepare('current_mandate_of'),
);

/**
 * The company's mandate when its current IBAN is not the account the mandate authorises: the debtor must sign
 * an amendment before the new account is debited. Null when nothing needs signing (not SEPA, no mandate, the
 * same account, or an account that is not a valid IBAN, which SEPA files refuse anyway).
 */
export async function mandateAwaitingAmendment(tx: Queryable, companyId: number) {
  const [row] = await currentMandateOf(tx).execute({ companyId });
  if (!row?.iban || row.method !== 'SEPA' || !isValidIban(row.numCuenta)) return null;
  const newIban = normalizeIban(row.numCuenta);
  return newIban === row.iban
    ? null
    : { mandateId: row.mandateId, reference: row.reference, originalIban: row.iban, newIban };
}

/** Records an amendment (or a renewal) awaiting the debtor's signature on a signing link, with its document. */
export async function recordMandateAmendment(
  tx: Transaction,
  input: {
    mandateId: number;
    signatureRequestId: number;
    originalIban: string;
    newIban: string;
    pdf: Uint8Array;
    templateVersion: string;
    renewal?: { newReference: string };
  },
) {
  const { renewal, ...amendment } = input;
  await tx.insert(sepaMandateAmendments).values({
    ...amendment,
    ...(renewal ? { kind: 'RENOVACION', newReference: renewal.newReference } : {}),
    pdfSha256: sha256Hex(input.pdf),
  });
}

/** How far ahead a mandate about to expire may be renewed: a debit asked for today is collected within it. */
const RENEWAL_NOTICE_DAYS = 30;

/**
 * The company's mandate when it expired (EPC SDD Core rulebook: 36 months without a collection) or a return
 * rejected the mandate (`mandateSuspensionReason`), and the company still pays by SEPA from a valid account: a new
 * mandate must be signed, under a new reference (`-R1`, `-R2`…). Null otherwise.
 */
export async function mandateAwaitingRenewal(tx: Queryable, companyId: number, today: string) {
  const [row] = await tx
    .select({
      mandateId: sepaMandates.id,
      reference: sepaMandates.reference,
      iban: sepaMandates.iban,
      lastUsedOn: sql<string>`coalesce(${sepaMandates.lastCollectionOn}, ${sepaMandates.signedOn})::text`,
      method: companies.metodoDePago,
      numCuenta: companies.numCuenta,
      renewals: sql<number>`(select count(*)::int from "sepa_mandate_amendments" a
        where a."mandate_id" = ${sepaMandates.id} and a."kind" = 'RENOVACION' and a."signed_at" is not null)`,
      suspension: mandateSuspensionReason,
    })
    .from(sepaMandates)
    .innerJoin(companies, eq(companies.id, sepaMandates.companyId))
    .where(and(eq(sepaMandates.companyId, companyId), isNull(sepaMandates.revokedAt)));
  if (row?.method !== 'SEPA' || !isValidIban(row.numCuenta)) return null;
  // Expired, or expired by the day a debit asked for now could be collected (files check the collection day).
  const expired = addMonths(row.lastUsedOn, MANDATE_EXPIRY_MONTHS) < addDays(today, RENEWAL_NOTICE_DAYS);
  // A mandate the debtor's bank rejected needs a new one; a closed account needs another account instead.
  const rejected = row.suspension !== null && MANDATE_ENDING_RETURNS[row.suspension] === 'ORDEN';
  if (!expired && !rejected) return null;
  return {
    mandateId: row.mandateId,
    expiredReference: row.reference,
    newReference: `${mandateReferenceOf(companyId)}-R${row.renewals + 1}`,
    lastUsedOn: row.lastUsedOn,
    originalIban: row.iban ?? normalizeIban(row.numCuenta),
    newIban: normalizeIban(row.numCuenta),
  };
}

/** The amendment a signing link is for, if it is one. */
export async function amendmentOfRequest(db: Queryable, signatureRequestId: number) {
  const [amendment] = await db
    .select()
    .from(sepaMandateAmendments)
    .where(eq(sepaMandateAmendments.signatureRequestId, signatureRequestId));
  return amendment ?? null;
}

/**
 * The debtor signed the amendment: the mandate authorises the new account from now on, and the next
 * collection carries the amendment details (see `collectAmendments`).
 */
export async function recordAmendmentSigned(
  tx: Transaction,
  amendment: { id: number; mandateId: number; newIban: string; kind: string; newReference: string | null },
  now: Date,
) {
  if (amendment.kind !== 'RENOVACION' || !amendment.newReference) {
    await tx.update(sepaMandateAmendments).set({ signedAt: now }).where(eq(sepaMandateAmendments.id, amendment.id));
    await tx.update(sepaMandates).set({ iban: amendment.newIban }).where(eq(sepaMandates.id, amendment.mandateId));
    return;
  }
  // A new mandate: its own reference and signature date, collected again from a first debit (FRST). Files carry
  // no amendment details for it, so it counts as collected at once.
  const today = todayInMadrid(now);
  await tx
    .update(sepaMandateAmendments)
    .set({ signedAt: now, collectedOn: today })
    .where(eq(sepaMandateAmendments.id, amendment.id));
  // An account change signed while the old mandate was expired is part of the new one: nothing to carry.
  await tx
    .update(sepaMandateAmendments)
    .set({ collectedOn: today })
    .where(
      and(
        eq(sepaMandateAmendments.mandateId, amendment.mandateId),
        isNotNull(sepaMandateAmendments.signedAt),
        isNull(sepaMandateAmendments.collectedOn),
      ),
    );
  await tx
    .update(sepaMandates)
    .set({
      reference: amendment.newReference,
      signedOn: today,
      iban: amendment.newIban,
      firstCollectionOn: null,
      lastCollectionOn: null,
    })
    .where(eq(sepaMandates.id, amendment.mandateId));
}

/**
 * The account a mandate's next collection must name as the original one: the account before its oldest
 * signed amendment that no collection has carried yet (an SQL column for the debit candidates).
 */
export const uncollectedAmendmentOriginalIban = sql<string | null>`(
  select a."original_iban" from "sepa_mandate_amendments" a
  where a."mandate_id" = ${sepaMandates.id} and a."kind" = 'CUENTA' and a."signed_at" is not null
    and a."collected_on" is null
  order by a."id" limit 1)`;

/** A file carried the amendment details of these mandates: later collections do not repeat them. */
export async function collectAmendments(tx: Transaction, mandateIds: number[], collectedOn: string) {
  if (mandateIds.length === 0) return;
  await tx
    .update(sepaMandateAmendments)
    .set({ collectedOn })
    .where(
      and(
        inArray(sepaMandateAmendments.mandateId, mandateIds),
        eq(sepaMandateAmendments.kind, 'CUENTA'),
        isNotNull(sepaMandateAmendments.signedAt),
        isNull(sepaMandateAmendments.collectedOn),
      ),
    );
}
