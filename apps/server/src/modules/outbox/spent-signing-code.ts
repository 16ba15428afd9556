import { desc, eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outboxMessages, signatureRequests } from '../../db/schema/index.js';

const CODE_KEY = /^signature-code:(\d+):/;
const RESEND_KEY = /^resend:(\d+):/;

/** The message a resent copy was made from (following copies of copies), or the message itself. */
async function originalOf(db: Queryable, message: { id: number; idempotencyKey: string }) {
  let current = message;
  for (let match = RESEND_KEY.exec(current.idempotencyKey); match; match = RESEND_KEY.exec(current.idempotencyKey)) {
    const [source] = await db
      .select({ id: outboxMessages.id, idempotencyKey: outboxMessages.idempotencyKey })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, Number(match[1])));
    if (!source) return current;
    current = source;
  }
  return current;
}

/**
 * Whether an outbox message carries a signing code that can no longer sign: its link signed, locked or was voided,
 * or a newer code replaced it. Resending such a code would only mislead the signer. False for any other message.
 */
export async function isSpentSigningCode(db: Queryable, message: { id: number; idempotencyKey: string }) {
  const original = await originalOf(db, message);
  const requestId = CODE_KEY.exec(original.idempotencyKey)?.[1];
  if (!requestId) return false;
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, Number(requestId)));
  if (!request || request.completedAt || request.lockedAt || request.voidedAt || !request.codeHash) return true;
  const [newest] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(like(outboxMessages.idempotencyKey, `signature-code:${requestId}:%`))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return newest?.id !== original.id;
}
