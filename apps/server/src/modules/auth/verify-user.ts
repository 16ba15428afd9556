import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { hashPassword } from './password-hasher.js';
import { revokeAllSessionsOfUser } from './refresh-tokens.js';
import { consumeCode } from './verification-codes.js';

type Input = { username: string; email: string; verificationCode: string; password: string };

/**
 * The user sets a password with the e-mailed code. Unknown NIF, another e-mail and a wrong or expired code are
 * the same answer (AUTH002); too many wrong codes lock the code (AUTH003); a disabled account is AUTH004.
 */
export async function verifyUser({ ctx, input }: { ctx: ActionContext<null>; input: Input }) {
  const { db } = ctx.services;
  const now = ctx.services.now();
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, input.username));
    if (!user || (user.email ?? '').toLowerCase() !== input.email.trim().toLowerCase()) return 'invalid' as const;
    if (!user.enabled) return 'disabled' as const;
    const check = await consumeCode(tx, user.id, 'VERIFY_ACCOUNT', input.verificationCode, now);
    if (check !== 'valid') return check;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessionsOfUser(tx, user.id, now);
    return 'verified' as const;
  });
  if (outcome === 'invalid') throw new AppError('AUTH002', 401, MESSAGES.verification.invalidCode);
  if (outcome === 'locked') throw new AppError('AUTH003', 403);
  if (outcome === 'disabled') throw new AppError('AUTH004', 403);
  return { message: MESSAGES.verification.success };
}
