import { formatDateEs, todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, sepaMandateAmendments, signatureRequests } from '../../db/schema/index.js';
import { templateText } from '../../generators/emails/message-template.js';
import { wordingVersion } from '../../generators/legal/legal-template.js';
import { mandateAmendment, mandateRenewal, mandateTemplates } from '../../generators/pdf/mandate-amendment.js';
import { type DocumentSpec, renderDocument } from '../../generators/pdf/render-document.js';
import { secretLink } from '../../lib/secret-text.js';
import { mandateAwaitingAmendment, mandateAwaitingRenewal, recordMandateAmendment } from '../mandates/index.js';
import { enqueueSms, smsName } from '../outbox/index.js';
import { recordSigningEvent } from './signing-events.js';
import { storeSigningSnapshot } from './signing-snapshot.js';
import { documentProviderOf, openSignatureRequest } from './start-contract-signature.js';
import { pendingSignatureRequestsOf } from './void-stale-signature-requests.js';

/**
 * When the company's IBAN is no longer the account its SEPA mandate authorises, sends (once) a signing link
 * whose document is the mandate amendment: the mandate with the new account, same reference, to the phone the
 * company vouched for (`signingPhoneOf`), so an agency cannot sign it on a phone it entered. Call it after
 * `refreshPendingSignatureLinks` voided the links sent for older data, in the transaction of the change.
 */
export async function startMandateAmendmentSignature(tx: Transaction, companyId: number, config: Config, now: Date) {
  const awaiting = await mandateAwaitingAmendment(tx, companyId);
  if (!awaiting) return null;
  return sendMandateLink(tx, config, {
    companyId,
    now,
    document: (company) =>
      mandateAmendment({
        company,
        mandateReference: awaiting.reference,
        originalIban: awaiting.originalIban,
        provider: documentProviderOf(config.provider),
        generatedOn: formatDateEs(now),
      }),
    amendment: { mandateId: awaiting.mandateId, originalIban: awaiting.originalIban, newIban: awaiting.newIban },
    templates: mandateTemplates('CUENTA'),
    sms: 'orden-cuenta',
  });
}

/**
 * When the company's SEPA mandate expired unused (36 months), sends (once) a signing link whose document is a
 * new mandate under a new reference, to the phone the company vouched for, as for an amendment.
 */
export async function startMandateRenewalSignature(tx: Transaction, companyId: number, config: Config, now: Date) {
  const awaiting = await mandateAwaitingRenewal(tx, companyId, todayInMadrid(now));
  if (!awaiting) return null;
  return sendMandateLink(tx, config, {
    companyId,
    now,
    document: (company) =>
      mandateRenewal({
        company,
        mandateReference: awaiting.newReference,
        expiredReference: awaiting.expiredReference,
        lastUsedOn: formatDateEs(awaiting.lastUsedOn),
        provider: documentProviderOf(config.provider),
        generatedOn: formatDateEs(now),
      }),
    amendment: {
      mandateId: awaiting.mandateId,
      originalIban: awaiting.originalIban,
      newIban: awaiting.newIban,
      renewal: { newReference: awaiting.newReference },
    },
    templates: mandateTemplates('RENOVACION'),
    sms: 'orden-renovacion',
  });
}

/** Opens the signing link of a mandate document, records it and sends it by SMS; null if one is pending already. */
async function sendMandateLink(
  tx: Transaction,
  config: Config,
  input: {
    companyId: number;
    now: Date;
    document(company: typeof companies.$inferSelect): DocumentSpec;
    amendment: Omit<Parameters<typeof recordMandateAmendment>[1], 'signatureRequestId' | 'pdf' | 'templateVersion'>;
    /** The templates the document is written from, whose version it records. */
    templates: readonly string[];
    /** The SMS template that sends the link. */
    sms: 'orden-cuenta' | 'orden-renovacion';
  },
) {
  const { companyId, now } = input;
  const [pending] = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .innerJoin(sepaMandateAmendments, eq(sepaMandateAmendments.signatureRequestId, signatureRequests.id))
    .where(pendingSignatureRequestsOf(companyId, now))
    .limit(1);
  if (pending) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error('company not found');
  // Signed only on the phone the company vouched for, never on one its agency just entered.
  const { request, token, expiresAt, phone } = await openSignatureRequest(tx, company, now);
  const pdf = await renderDocument(input.document(company));
  await recordMandateAmendment(tx, {
    ...input.amendment,
    signatureRequestId: request.id,
    pdf,
    templateVersion: wordingVersion(input.templates),
  });
  await storeSigningSnapshot(tx, company.id, request.id);
  await recordSigningEvent(tx, {
    requestId: request.id,
    kind: 'LINK_SENT',
    at: now,
    details: { outbox: `signature-link:${request.id}` },
  });
  await enqueueSms(tx, config, {
    now,
    idempotencyKey: `signature-link:${request.id}`,
    to: phone,
    agencyId: company.agencyId,
    text: templateText(input.sms, {
      empresa: smsName(company.razonSocial, 60),
      enlace: secretLink(`${config.publicUrl}/firma/${token}`, expiresAt),
    }),
  });
  return { token };
}
