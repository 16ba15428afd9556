import type { ProtocolCode } from '@cumplia/domain';
import { and, eq, gt, inArray, isNull, ne, type Placeholder } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { contracts, signatureRequests } from '../../db/schema/index.js';
import { signingSnapshotHash, storeSigningSnapshot } from './signing-snapshot.js';

/** The company's signing links that can still be signed: neither signed, voided nor expired. */
export const pendingSignatureRequestsOf = (companyId: number | Placeholder, now: Date | Placeholder) =>
  and(
    eq(signatureRequests.companyId, companyId),
    isNull(signatureRequests.completedAt),
    isNull(signatureRequests.voidedAt),
    gt(signatureRequests.expiresAt, now),
  );

/**
 * A signing link is a snapshot of the tools it was sent for. When the company's tools change, a pending link keeps
 * the contracts of the tools still on and drops those of a tool now off (annulled): the SMS already sent stays the
 * link to sign, and a code asked for the former set of documents no longer signs. A link left with no contract, or
 * whose company changed otherwise since it was sent (its snapshot), is voided instead, and the tools it held that
 * are still on are returned: they need a new link.
 */
export async function voidStaleSignatureRequests(
  tx: Transaction,
  companyId: number,
  enabled: readonly ProtocolCode[],
  now: Date,
): Promise<ProtocolCode[]> {
  const pending = await tx
    .select({
      requestId: signatureRequests.id,
      snapshotHash: signatureRequests.snapshotHash,
      contractId: contracts.id,
      protocol: contracts.protocol,
    })
    .from(signatureRequests)
    .innerJoin(contracts, eq(contracts.signatureRequestId, signatureRequests.id))
    .where(and(pendingSignatureRequestsOf(companyId, now), ne(contracts.status, 'ANULADO')))
    .for('update', { of: signatureRequests });
  const changed = [...new Set(pending.filter((row) => !enabled.includes(row.protocol)).map((row) => row.requestId))];
  const voided: number[] = [];
  for (const requestId of changed) {
    const rows = pending.filter((row) => row.requestId === requestId);
    const keeps = rows.some((row) => enabled.includes(row.protocol));
    const snapshot = rows[0]?.snapshotHash ?? null;
    const unchanged = snapshot === null || snapshot === (await signingSnapshotHash(tx, companyId, requestId));
    if (keeps && unchanged) {
      await tx
        .update(contracts)
        .set({ status: 'ANULADO' })
        .where(
          inArray(
            contracts.id,
            rows.filter((row) => !enabled.includes(row.protocol)).map((row) => row.contractId),
          ),
        );
      await tx
        .update(signatureRequests)
        .set({ codeHash: null, codeExpiresAt: null })
        .where(eq(signatureRequests.id, requestId));
      await storeSigningSnapshot(tx, companyId, requestId);
    } else {
      await voidSignatureRequest(tx, requestId, now);
      voided.push(requestId);
    }
  }
  const stillOn = pending.filter((row) => voided.includes(row.requestId) && enabled.includes(row.protocol));
  return [...new Set(stillOn.map((row) => row.protocol))];
}

/** Voids one pending link (its company changed since it was sent): it signs nothing, its contracts are void. */
export async function voidSignatureRequest(tx: Transaction, requestId: number, now: Date) {
  await tx
    .update(signatureRequests)
    .set({ voidedAt: now, codeHash: null, codeExpiresAt: null })
    .where(eq(signatureRequests.id, requestId));
  await tx.update(contracts).set({ status: 'ANULADO' }).where(eq(contracts.signatureRequestId, requestId));
}
