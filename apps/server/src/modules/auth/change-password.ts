import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { hashPassword } from './password-hasher.js';
import { revokeAllSessionsOfUser } from './refresh-tokens.js';
import { consumeCode } from './verification-codes.js';

/** Sets a new password with the recovery code; every open session of the user ends. */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: ActionContext<null>;
  input: { username: string; code: string; newPassword: string };
}) {
  const { db } = ctx.services;
  const now = ctx.services.now();
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, input.username));
    if (!user?.enabled) return 'invalid' as const;
    const check = await consumeCode(tx, user.id, 'RESET_PASSWORD', input.code, now);
    if (check !== 'valid') return check;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessionsOfUser(tx, user.id, now);
    return 'changed' as const;
  });
  if (outcome === 'invalid') throw new AppError('INVALID_CODE', 400, MESSAGES.passwordReset.invalidCode);
  if (outcome === 'locked') throw new AppError('AUTH003', 403);
  return { message: MESSAGES.passwordReset.changed };
}
