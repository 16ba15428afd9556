import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { type companies, type sepaMandateAmendments, signatureRequests } from '../../db/schema/index.js';
import { recordAmendmentSigned } from '../mandates/mandates.js';
import { codeSmsOf, signedWithEvidence, signingConsentText } from './signing-evidence.js';
import { signingSnapshotHash } from './signing-snapshot.js';
import { startMandateAmendmentSignature } from './start-amendment-signature.js';
import { voidSignatureRequest } from './void-stale-signature-requests.js';

/**
 * Signs a link's SEPA mandate amendment with the code already checked, in the caller's locked transaction: the
 * sealed amendment with its evidence page is kept and the mandate authorises the new account. A link whose
 * company changed since (phone, payment data) is void and a new amendment link is sent for the current data.
 */
export async function signMandateAmendment(
  tx: Transaction,
  config: Config,
  input: {
    request: typeof signatureRequests.$inferSelect;
    company: typeof companies.$inferSelect;
    amendment: typeof sepaMandateAmendments.$inferSelect;
    input: { ip: string | null; userAgent: string | null };
    now: Date;
  },
) {
  const { request, company, amendment, now } = input;
  if (request.snapshotHash !== (await signingSnapshotHash(tx, company.id, request.id))) {
    await voidSignatureRequest(tx, request.id, now);
    await startMandateAmendmentSignature(tx, company.id, config, now);
    return 'stale' as const;
  }
  const signedPdf = await signedWithEvidence(
    config,
    { pdf: amendment.pdf, pdfSha256: amendment.pdfSha256, reason: 'Modificación de la orden de domiciliación firmada' },
    {
      company,
      request,
      codeSms: await codeSmsOf(tx, request.id),
      consentText: signingConsentText({ phone: request.phone, agency: null, amendment: true }),
      ip: input.input.ip,
      userAgent: input.input.userAgent,
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
