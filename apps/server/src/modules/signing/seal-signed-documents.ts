import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  contracts,
  outboxMessages,
  sepaMandateAmendments,
  signatureRequests,
  signatures,
} from '../../db/schema/index.js';
import { mandateDocumentOf } from '../../generators/pdf/mandate-amendment.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { contractsOfRequest, documentsOfLink } from './find-signing-request.js';
import { signingEventsOf } from './signing-events.js';
import { signedWithEvidence } from './signing-evidence.js';

/** Contracts signed whose seal is still to be made (the partial index contracts_awaiting_seal_idx). */
export const awaitingSeal = and(eq(contracts.status, 'FIRMADO'), isNull(contracts.signedPdf), isNotNull(contracts.pdf));

/** The confirmation e-mail of a link: queued with the signature, held until its contracts are sealed. */
export const signedConfirmationKey = (requestId: number) => `contracts-signed:${requestId}`;

/** SEPA mandate amendments signed whose seal is still to be made (sepa_mandate_amendments_awaiting_seal_idx). */
const amendmentAwaitingSeal = and(isNotNull(sepaMandateAmendments.signedAt), isNull(sepaMandateAmendments.signedPdf));

/**
 * Seals the documents signed and not sealed yet, contracts and SEPA mandate amendments (those of `requestId`
 * only, when given; at most `limit` of each): each gets its evidence pages from the link's log and the signer
 * recorded when it was signed, the provider's seal and the TSA's timestamp, in a transaction that holds only
 * those document rows (claimed with SKIP LOCKED, so two processes never seal one twice). A link whose contracts
 * are all sealed releases its confirmation e-mail. Any failure (a TSA that does not answer, say) rolls the batch
 * back: the documents wait, signed, for the next attempt. Returns how many documents were sealed.
 */
export async function sealSignedDocuments(
  db: Queryable,
  config: Config,
  options: { requestId?: number; limit: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: contracts.id, requestId: contracts.signatureRequestId })
      .from(contracts)
      .where(
        and(
          awaitingSeal,
          options.requestId === undefined
            ? isNotNull(contracts.signatureRequestId)
            : eq(contracts.signatureRequestId, options.requestId),
        ),
      )
      .orderBy(contracts.id)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const requestIds = [...new Set(claimed.flatMap((row) => (row.requestId === null ? [] : [row.requestId])))];
    for (const requestId of requestIds) {
      const ids = claimed.filter((row) => row.requestId === requestId).map((row) => row.id);
      await sealContractsOfRequest(tx, config, requestId, ids);
      await releaseConfirmationWhenSealed(tx, requestId, options.now);
    }
    const amendments = await tx
      .select()
      .from(sepaMandateAmendments)
      .where(
        and(
          amendmentAwaitingSeal,
          options.requestId === undefined ? undefined : eq(sepaMandateAmendments.signatureRequestId, options.requestId),
        ),
      )
      .orderBy(sepaMandateAmendments.id)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    for (const amendment of amendments) await sealAmendment(tx, config, amendment);
    return claimed.length + amendments.length;
  });
}

async function sealAmendment(tx: Transaction, config: Config, amendment: typeof sepaMandateAmendments.$inferSelect) {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, amendment.signatureRequestId));
  if (!request || !amendment.signedAt) return;
  const documents = documentsOfLink({ contracts: [], amendment });
  const signed = mandateDocumentOf(amendment.kind);
  const events = await signingEventsOf(tx, request.id);
  const signer = events.findLast((event) => event.kind === 'SIGNED')?.details ?? {};
  const signedPdf = await signedWithEvidence(
    tx,
    config,
    {
      pdf: amendment.pdf,
      sha256: amendment.pdfSha256,
      title: documents[0]?.title ?? '',
      fileName: signed.fileName,
      reason: signed.sealReason,
    },
    {
      request,
      representative: { nombre: signer.nombre ?? '', nif: signer.nif ?? '' },
      documents,
      events,
      now: amendment.signedAt,
    },
  );
  await tx
    .update(sepaMandateAmendments)
    .set({
      signedPdf,
      signedPdfSha256: sha256Hex(signedPdf),
      sealCertificateSha256: config.seal.fingerprint,
    })
    .where(eq(sepaMandateAmendments.id, amendment.id));
}

async function sealContractsOfRequest(tx: Transaction, config: Config, requestId: number, contractIds: number[]) {
  const [request] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!request) return;
  const items = await contractsOfRequest(tx, requestId);
  const documents = documentsOfLink({ contracts: items, amendment: null });
  const events = await signingEventsOf(tx, requestId);
  const rows = await tx.select().from(signatures).where(inArray(signatures.contractId, contractIds));
  for (const item of items) {
    const document = documents.find((candidate) => candidate.id === item.id);
    const signature = rows.find((row) => row.contractId === item.id);
    if (!contractIds.includes(item.id) || !item.pdf || !document || !signature) continue;
    const signedPdf = await signedWithEvidence(
      tx,
      config,
      {
        pdf: item.pdf,
        sha256: document.sha256,
        title: document.title,
        fileName: contractFileName(item.protocol),
        reason: 'Contrato firmado',
      },
      {
        request,
        representative: { nombre: signature.signerName, nif: signature.signerNif },
        documents,
        events,
        now: signature.signedAt,
      },
    );
    const signedPdfSha256 = sha256Hex(signedPdf);
    await tx.update(contracts).set({ signedPdf, signedPdfSha256 }).where(eq(contracts.id, item.id));
    await tx
      .update(signatures)
      .set({ sealedPdfSha256: signedPdfSha256, sealCertificateSha256: config.seal.fingerprint })
      .where(eq(signatures.id, signature.id));
  }
}

/** Once no contract of the link waits for its seal, its held confirmation e-mail becomes due. */
async function releaseConfirmationWhenSealed(tx: Transaction, requestId: number, now: Date) {
  const [waiting] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.signatureRequestId, requestId), awaitingSeal))
    .limit(1);
  if (waiting) return;
  await tx
    .update(outboxMessages)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(outboxMessages.idempotencyKey, signedConfirmationKey(requestId)),
        eq(outboxMessages.status, 'PENDING'),
        gt(outboxMessages.nextAttemptAt, now),
      ),
    );
}
