import { formatDateEs } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { companies, sepaMandateAmendments, signatureRequests } from '../../db/schema/index.js';
import { mandateAmendment } from '../../generators/pdf/mandate-amendment.js';
import { renderDocument } from '../../generators/pdf/render-document.js';
import { secretLink, withSecrets } from '../../lib/secret-text.js';
import { mandateAwaitingAmendment, recordMandateAmendment } from '../mandates/mandates.js';
import { enqueueSms } from '../outbox/enqueue-message.js';
import { smsName } from '../outbox/sms-name.js';
import { companyConfirmedPhone } from './confirmed-phone.js';
import { recordSigningEvent } from './signing-events.js';
import { documentProviderOf, openSignatureRequest, storeSigningSnapshot } from './start-contract-signature.js';
import { pendingSignatureRequestsOf } from './void-stale-signature-requests.js';

/**
 * When the company's IBAN is no longer the account its SEPA mandate authorises, sends (once) a signing link
 * whose document is the mandate amendment: the mandate with the new account, same reference, to the phone the
 * company vouched for (`companyConfirmedPhone`), so an agency cannot sign it on a phone it entered. Call it after
 * `refreshPendingSignatureLinks` voided the links sent for older data, in the transaction of the change.
 */
export async function startMandateAmendmentSignature(tx: Transaction, companyId: number, config: Config, now: Date) {
  const awaiting = await mandateAwaitingAmendment(tx, companyId);
  if (!awaiting) return null;
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
  const phone = (await companyConfirmedPhone(tx, company)) ?? company.telefono;
  const { request, token, expiresAt } = await openSignatureRequest(
    tx,
    phone === company.telefono ? company : { ...company, telefono: phone, telefonoEnteredBy: 'COMPANY' },
    now,
  );
  const pdf = await renderDocument(
    mandateAmendment({
      company,
      mandateReference: awaiting.reference,
      originalIban: awaiting.originalIban,
      provider: documentProviderOf(config.provider),
      generatedOn: formatDateEs(now),
    }),
  );
  await recordMandateAmendment(tx, {
    mandateId: awaiting.mandateId,
    signatureRequestId: request.id,
    originalIban: awaiting.originalIban,
    newIban: awaiting.newIban,
    pdf,
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
    text: withSecrets`Cumplia: ${smsName(company.razonSocial, 60)} ha cambiado su cuenta de domiciliación. Firme la modificación de su orden SEPA aquí: ${secretLink(`${config.publicUrl}/firma/${token}`, expiresAt)}`,
  });
  return { token };
}
