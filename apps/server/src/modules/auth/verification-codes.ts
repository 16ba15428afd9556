import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { newNumericCode, sha256Hex } from '../../lib/secure-token.js';

export type CodePurpose = 'VERIFY_ACCOUNT' | 'RESET_PASSWORD';

/** Wrong codes a user may enter before the code stops working (a new one must be requested). */
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  VERIFY_ACCOUNT: 48 * 3600,
  RESET_PASSWORD: 3600,
};

const hashOf = (userId: number, purpose: CodePurpose, code: string) => sha256Hex(`${purpose}:${userId}:${code}`);

/** A fresh 6-digit code for the user; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Queryable, userId: number, purpose: CodePurpose, now: Date) {
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  const code = newNumericCode(6);
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_SECONDS[purpose] * 1000);
  const [row] = await db
    .insert(verificationCodes)
    .values({ userId, purpose, codeHash: hashOf(userId, purpose, code), expiresAt, createdAt: now })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('verification code not stored');
  return { id: row.id, code, expiresAt };
}

export type CodeCheck = 'valid' | 'invalid' | 'locked';

/**
 * Uses the user's current code: single use, expiring, and locked after MAX_CODE_ATTEMPTS wrong tries. Run in a
 * transaction; the outcome is returned (not thrown) so that a counted failure commits.
 */
export async function consumeCode(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!current || current.expiresAt <= now) return 'invalid';
  if (current.failedAttempts >= MAX_CODE_ATTEMPTS) return 'locked';

  const expected = Buffer.from(current.codeHash, 'hex');
  const presented = Buffer.from(hashOf(userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, presented)) {
    const failedAttempts = current.failedAttempts + 1;
    await db.update(verificationCodes).set({ failedAttempts }).where(eq(verificationCodes.id, current.id));
    return failedAttempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'invalid';
  }
  await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, current.id));
  return 'valid';
}
