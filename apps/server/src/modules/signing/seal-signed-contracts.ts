import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { contracts, outboxMessages, signatureRequests, signatures } from '../../db/schema/index.js';
import { contractFileName } from '../../generators/pdf/service-contract.js';
import { sha256Hex } from '../../lib/secure-token.js';
import { contractsOfRequest, documentsOfLink } from './find-signing-request.js';
import { signingEventsOf } from './signing-events.js';
import { signedWithEvidence } from './signing-evidence.js';

/** Contracts signed whose seal is still to be made (the partial index contracts_awaiting_seal_idx). */
export const awaitingSeal = and(eq(contracts.status, 'FIRMADO'), isNull(contracts.signedPdf), isNotNull(contracts.pdf));

/** The confirmation e-mail of a link: queued with the signature, held until its contracts are sealed. */
export const signedConfirmationKey = (requestId: number) => `contracts-signed:${requestId}`;

/**
 * Seals the contracts signed and not sealed yet (those of `requestId` only, when given; at most `limit`): each
 * gets its evidence pages from the link's log and the signature row written when it was signed, the provider's
 * seal and the TSA's timestamp, in a transaction that holds only those contract rows (claimed with SKIP LOCKED,
 * so two processes never seal one twice). A link whose contracts are all sealed releases its confirmation
 * e-mail. Any failure (a TSA that does not answer, say) rolls the batch back: the contracts wait, signed, for the
 * next attempt. Returns how many contracts were sealed.
 */
export async function sealSignedContracts(
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
    return claimed.length;
  });
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
