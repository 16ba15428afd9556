import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { companyProducts, contracts, signatureRequests } from '../../db/schema/index.js';
import { signingSnapshotHash } from './signing-snapshot.js';
import { startMandateAmendmentSignature } from './start-amendment-signature.js';
import { startContractSignature } from './start-contract-signature.js';
import { pendingSignatureRequestsOf, voidSignatureRequest } from './void-stale-signature-requests.js';

/** The company's pending signing links, locked: read by every edit of a company, so prepared once. */
const pendingRequestsLocked = preparedStatement((db) =>
  db
    .select({ id: signatureRequests.id, snapshotHash: signatureRequests.snapshotHash })
    .from(signatureRequests)
    .where(pendingSignatureRequestsOf(sql.placeholder('companyId'), sql.placeholder('now')))
    .for('update')
    .prepare('pending_signature_requests_locked'),
);

/**
 * Links follow the company: after a change of its data (anything its documents print, phone, payment method,
 * IBAN, prices: signingSnapshotHash), every pending
 * link whose snapshot no longer matches is voided and its tools get a new link (contracts with the current
 * data, SMS to the current phone). A new IBAN of a company with a signed SEPA mandate gets a link to sign the
 * mandate amendment (a stale amendment link has no tools: it is voided and replaced by that one). Call it in the transaction of the change, after the company row is updated
 * (the company row is locked first, then the links, as signing does).
 */
export async function refreshPendingSignatureLinks(tx: Transaction, companyId: number, config: Config, now: Date) {
  const pending = await pendingRequestsLocked(tx).execute({ companyId, now });
  for (const request of pending) {
    if (!request.snapshotHash || request.snapshotHash === (await signingSnapshotHash(tx, companyId, request.id)))
      continue;
    const tools = await tx
      .select({ protocol: contracts.protocol, cents: companyProducts.precioDescuentoCents })
      .from(contracts)
      .innerJoin(
        companyProducts,
        and(eq(companyProducts.companyId, contracts.companyId), eq(companyProducts.protocol, contracts.protocol)),
      )
      .where(and(eq(contracts.signatureRequestId, request.id), ne(contracts.status, 'ANULADO')));
    await voidSignatureRequest(tx, request.id, now);
    await startContractSignature(tx, {
      companyId,
      tools: tools.map((tool) => ({ protocol: tool.protocol, priceCents: tool.cents })),
      config,
      now,
    });
  }
  await startMandateAmendmentSignature(tx, companyId, config, now);
}
