import type { Transaction } from '../../db/client.js';
import { sepaMandates } from '../../db/schema/index.js';
import { mandateReferenceOf } from '../signing/start-contract-signature.js';

/**
 * Records the company's SEPA mandate when its first contract is signed (the contract carries the mandate
 * clause). The reference is stable per company; later signatures keep the original mandate and its date.
 */
export async function recordSepaMandate(tx: Transaction, companyId: number, signedOn: string) {
  await tx
    .insert(sepaMandates)
    .values({ companyId, reference: mandateReferenceOf(companyId), signedOn })
    .onConflictDoNothing({ target: sepaMandates.reference });
}
