import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { type sepaMandateAmendments, signatureRequests } from '../../db/schema/index.js';
import { MANDATE_AMENDMENT_FILE_NAME } from '../../generators/pdf/mandate-amendment.js';
import { recordAmendmentSigned } from '../mandates/mandates.js';
import { documentsOfLink, type SigningLink } from './find-signing-request.js';
import { representativeOf } from './signer-identity.js';
import { recordSigningEvent, type SigningClient, signingEventsOf } from './signing-events.js';
import { signedWithEvidence } from './signing-evidence.js';
import { signingSnapshotHash } from './signing-snapshot.js';
import { startMandateAmendmentSignature } from './start-amendment-signature.js';
import { voidSignatureRequest } from './void-stale-signature-requests.js';

/**
 * Signs a link's SEPA mandate amendment with the code already checked, in the caller's locked transaction: the
 * sealed amendment with its evidence pages is kept and the mandate authorises the new account. A link whose
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
    await startMandateAmendmentSignature(tx, company.id, config, now);
    return 'stale' as const;
  }
  await recordSigningEvent(tx, { requestId: request.id, kind: 'SIGNED', at: now, client: input.client });
  const documents = documentsOfLink(link);
  const signedPdf = await signedWithEvidence(
    tx,
    config,
    {
      pdf: amendment.pdf,
      sha256: amendment.pdfSha256,
      title: documents[0]?.title ?? '',
      fileName: MANDATE_AMENDMENT_FILE_NAME,
      reason: 'Modificación de la orden de domiciliación firmada',
    },
    {
      request,
      representative: representativeOf(company),
      documents,
      events: await signingEventsOf(tx, request.id),
      now,
    },
  );
  await recordAmendmentSigned(tx, amendment, { pdf: signedPdf, sealCertificateSha256: config.seal.fingerprint }, now);
  await tx
    .update(signatureRequests)
    .set({ completedAt: now, codeHash: null })
    .where(eq(signatureRequests.id, request.id));
  return 'amended' as const;
}
