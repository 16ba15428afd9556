import type { ProtocolCode } from '@cumplia/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { contracts, signatureRequests } from '../../db/schema/index.js';

/** The company's signing links that can still be signed: neither signed, voided nor expired. */
export const pendingSignatureRequestsOf = (companyId: number, now: Date) =>
  and(
    eq(signatureRequests.companyId, companyId),
    isNull(signatureRequests.completedAt),
    isNull(signatureRequests.voidedAt),
    gt(signatureRequests.expiresAt, now),
  );

/**
 * A signing link is a snapshot of the tools it was sent for. When the company's tools change, every pending link
 * holding a contract for a tool that is now off is voided (it can no longer sign or invoice anything), and the
 * tools of those links that are still on are returned: they need a new link.
 */
export async function voidStaleSignatureRequests(
  tx: Transaction,
  companyId: number,
  enabled: readonly ProtocolCode[],
  now: Date,
): Promise<ProtocolCode[]> {
  const pending = await tx
    .select({ requestId: signatureRequests.id, protocol: contracts.protocol })
    .from(signatureRequests)
    .innerJoin(contracts, eq(contracts.signatureRequestId, signatureRequests.id))
    .where(pendingSignatureRequestsOf(companyId, now))
    .for('update', { of: signatureRequests });
  const stale = [...new Set(pending.filter((row) => !enabled.includes(row.protocol)).map((row) => row.requestId))];
  if (stale.length === 0) return [];
  await tx
    .update(signatureRequests)
    .set({ voidedAt: now, codeHash: null, codeExpiresAt: null })
    .where(inArray(signatureRequests.id, stale));
  await tx.update(contracts).set({ status: 'ANULADO' }).where(inArray(contracts.signatureRequestId, stale));
  const stillOn = pending.filter((row) => stale.includes(row.requestId) && enabled.includes(row.protocol));
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
