import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { verifactuSenderState } from '../../db/schema/index.js';

/** The sender's state is one row (migration 0023): the submission in flight, the AEAT's wait, failures, alerts. */
export const isSenderState = eq(verifactuSenderState.id, 1);

/** Locks the sender's state row for the transaction: every decision about sending is taken under this lock. */
export async function lockSenderState(tx: Transaction) {
  const [state] = await tx.select().from(verifactuSenderState).where(isSenderState).for('update');
  if (!state) throw new Error('The Verifactu sender state row is missing (migration 0023).');
  return state;
}
