import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
import { leaseWorkItems, notHeldBack, workItemDone, workItemFailed } from '../background-work/index.js';
import { contractsOfRequest, documentsOfLink } from './find-signing-request.js';
import { signingEventsOf } from './signing-events.js';
import { signedWithEvidence } from './signing-evidence.js';

/** Contracts signed whose seal is still to be made (the partial index contracts_awaiting_seal_idx). */
export const awaitingSeal = and(eq(contracts.status, 'FIRMADO'), isNull(contracts.signedPdf), isNotNull(contracts.pdf));

/** The confirmation e-mail of a link: queued with the signature, held until its contracts are sealed. */
export const signedConfirmationKey = (requestId: number) => `contracts-signed:${requestId}`;

/** SEPA mandate amendments signed whose seal is still to be made (sepa_mandate_amendments_awaiting_seal_idx). */
const amendmentAwaitingSeal = and(isNotNull(sepaMandateAmendments.signedAt), isNull(sepaMandateAmendments.signedPdf));

/** How long a claimed document is left to its sealer: longer than a seal takes with the TSA's and CRL's timeouts. */
const SEAL_LEASE_MS = 5 * 60_000;

type Claimed = { queue: 'seal-contract' | 'seal-amendment'; id: number };

/**
 * Seals the documents signed and not sealed yet, contracts and SEPA mandate amendments (at most `limit` of each),
 * one by one: each gets its evidence pages from the link's log and the signer recorded when it was signed, the
 * provider's seal and the TSA's timestamp. They are claimed in a short transaction (SKIP LOCKED, and a lease in
 * background_work_items, so two processes never seal one twice); the seal, with its TSA and revocation requests,
 * is made with no transaction open; the sealed PDF is written in another. A document that fails (a TSA that does
 * not answer, an unreadable PDF) has the failure recorded on it and backs off, and never stops the others; after
 * MAX_WORK_ATTEMPTS it waits for staff ('Trabajos detenidos'). A link whose contracts are all sealed releases its
 * confirmation e-mail.
 */
export async function sealSignedDocuments(
  db: Queryable,
  config: Config,
  options: { limit: number; now: Date; log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
): Promise<{ sealed: number; failed: number }> {
  const { now, log } = options;
  const claimed = await claimDocuments(db, options.limit, now);
  let sealed = 0;
  for (const item of claimed) {
    try {
      const done =
        item.queue === 'seal-contract'
          ? await sealContract(db, config, item.id, now)
          : await sealAmendment(db, config, item.id);
      if (done) sealed++;
    } catch (error) {
      const { attempts, dead } = await workItemFailed(db, item.queue, item.id, error, now);
      (dead ? log.error : log.warn).call(
        log,
        { err: error, queue: item.queue, itemId: item.id, attempts, dead },
        'document not sealed',
      );
    }
  }
  return { sealed, failed: claimed.length - sealed };
}

async function claimDocuments(db: Queryable, limit: number, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const signedContracts = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(awaitingSeal, isNotNull(contracts.signatureRequestId), notHeldBack('seal-contract', contracts.id, now)),
      )
      .orderBy(contracts.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const amendments = await tx
      .select({ id: sepaMandateAmendments.id })
      .from(sepaMandateAmendments)
      .where(and(amendmentAwaitingSeal, notHeldBack('seal-amendment', sepaMandateAmendments.id, now)))
      .orderBy(sepaMandateAmendments.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const contractIds = signedContracts.map((row) => row.id);
    const amendmentIds = amendments.map((row) => row.id);
    await leaseWorkItems(tx, 'seal-contract', contractIds, now, SEAL_LEASE_MS);
    await leaseWorkItems(tx, 'seal-amendment', amendmentIds, now, SEAL_LEASE_MS);
    return [
      ...contractIds.map((id) => ({ queue: 'seal-contract' as const, id })),
      ...amendmentIds.map((id) => ({ queue: 'seal-amendment' as const, id })),
    ];
  });
}

/** Seals one signed contract; false when another process sealed it meanwhile. */
async function sealContract(db: Queryable, config: Config, contractId: number, now: Date): Promise<boolean> {
  const [contract] = await db
    .select({ requestId: contracts.signatureRequestId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const requestId = contract?.requestId ?? 0;
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  const items = await contractsOfRequest(db, requestId);
  const documents = documentsOfLink({ contracts: items, amendment: null });
  const [signature] = await db.select().from(signatures).where(eq(signatures.contractId, contractId));
  const item = items.find((candidate) => candidate.id === contractId);
  const document = documents.find((candidate) => candidate.id === contractId);
  if (!request || !item?.pdf || !document || !signature) {
    throw new Error(`contract ${contractId} has no signing link, PDF or signature to seal`);
  }
  const signedPdf = await signedWithEvidence(
    db,
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
      events: await signingEventsOf(db, requestId),
      now: signature.signedAt,
    },
  );
  const signedPdfSha256 = sha256Hex(signedPdf);
  return db.transaction(async (tx) => {
    // The link's row first: two contracts of one link sealed at once release its confirmation in turn.
    await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId))
      .for('update');
    await workItemDone(tx, 'seal-contract', contractId);
    const written = await tx
      .update(contracts)
      .set({ signedPdf, signedPdfSha256 })
      .where(and(eq(contracts.id, contractId), isNull(contracts.signedPdf)))
      .returning({ id: contracts.id });
    if (written.length === 0) return false;
    await tx
      .update(signatures)
      .set({ sealedPdfSha256: signedPdfSha256, sealCertificateSha256: config.seal.fingerprint })
      .where(eq(signatures.id, signature.id));
    await releaseConfirmationWhenSealed(tx, requestId, now);
    return true;
  });
}

/** Seals one signed SEPA mandate amendment; false when another process sealed it meanwhile. */
async function sealAmendment(db: Queryable, config: Config, amendmentId: number): Promise<boolean> {
  const [amendment] = await db.select().from(sepaMandateAmendments).where(eq(sepaMandateAmendments.id, amendmentId));
  const [request] = amendment
    ? await db.select().from(signatureRequests).where(eq(signatureRequests.id, amendment.signatureRequestId))
    : [];
  if (!amendment?.signedAt || !request) throw new Error(`mandate amendment ${amendmentId} has no signature to seal`);
  const documents = documentsOfLink({ contracts: [], amendment });
  const signed = mandateDocumentOf(amendment.kind);
  const events = await signingEventsOf(db, request.id);
  const signer = events.findLast((event) => event.kind === 'SIGNED')?.details ?? {};
  const signedPdf = await signedWithEvidence(
    db,
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
  return db.transaction(async (tx) => {
    await workItemDone(tx, 'seal-amendment', amendmentId);
    const written = await tx
      .update(sepaMandateAmendments)
      .set({
        signedPdf,
        signedPdfSha256: sha256Hex(signedPdf),
        sealCertificateSha256: config.seal.fingerprint,
      })
      .where(and(eq(sepaMandateAmendments.id, amendmentId), isNull(sepaMandateAmendments.signedPdf)))
      .returning({ id: sepaMandateAmendments.id });
    return written.length > 0;
  });
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
