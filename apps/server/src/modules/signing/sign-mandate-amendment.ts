import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { type sepaMandateAmendments, signatureRequests } from '../../db/schema/index.js';
import { recordAmendmentSigned } from '../mandates/index.js';
import type { SigningLink } from './find-signing-request.js';
import { representativeOf } from './signer-identity.js';
import { recordSigningEvent, type SigningClient } from './signing-events.js';
import { signingSnapshotHash } from './signing-snapshot.js';
import { startMandateAmendmentSignature, startMandateRenewalSignature } from './start-amendment-signature.js';
import { voidSignatureRequest } from './void-stale-signature-requests.js';

/**
 * Signs a link's SEPA mandate amendment (or new mandate) with the code already checked, in the caller's locked
 * transaction: the signature is recorded and the mandate authorises the new account (or takes its new reference); the seal with its evidence pages follows
 * outside the transaction (sealSignedDocuments). A link whose
 * company changed since (phone, payment data) is void and a new amendment link is sent for the current data.
 */
export async function signMandateAmendment(
  tx: Transaction,
  config: Config,
  input: {
    link: SigningLink;
    amendment: typeof sepaMandateAmendments.$inferSelect;
    client: SigningClient;
    now: Date;
  },
) {
  const { link, amendment, now } = input;
  const { request, company } = link;
  if (request.snapshotHash !== (await signingSnapshotHash(tx, company.id, request.id))) {
    await voidSignatureRequest(tx, request.id, now);
    const restart = amendment.kind === 'RENOVACION' ? startMandateRenewalSignature : startMandateAmendmentSignature;
    await restart(tx, company.id, config, now);
    return 'stale' as const;
  }
  // The signer as on file now, kept with the event: the seal that follows prints them.
  await recordSigningEvent(tx, {
    requestId: request.id,
    kind: 'SIGNED',
    at: now,
    client: input.client,
    details: representativeOf(company),
  });
  await recordAmendmentSigned(tx, amendment, now);
  await tx
    .update(signatureRequests)
    .set({ completedAt: now, codeHash: null })
    .where(eq(signatureRequests.id, request.id));
  return amendment.kind === 'RENOVACION' ? ('renewed' as const) : ('amended' as const);
}
