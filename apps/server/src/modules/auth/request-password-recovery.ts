import { MESSAGES } from '@cumplia/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { passwordRecoveryRequests, users } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { secret, secretLink } from '../../lib/secret-text.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';
import { passwordResetLink } from './account-links.js';
import { issueCode } from './verification-codes.js';

/**
 * Queues a password recovery for the NIF and answers. The request does the same single insert whether or not
 * the NIF exists, so neither its answer nor its timing tells which NIFs have accounts; looking the user up,
 * issuing the code and e-mailing the link happen in the recovery job (`processPasswordRecoveries`).
 */
export async function requestPasswordRecovery({ ctx, input }: { ctx: ActionContext<null>; input: { nif: string } }) {
  await ctx.services.db
    .insert(passwordRecoveryRequests)
    .values({ username: input.nif, requestedAt: ctx.services.now() });
  ctx.services.wakePasswordRecovery();
  return { message: MESSAGES.passwordReset.recoverySent };
}

const BATCH_SIZE = 50;

/**
 * One batch of queued recoveries, in one transaction: claimed with SKIP LOCKED (several processes may run it);
 * an enabled user with an e-mail gets a 1-hour reset code and link; every claimed request is then deleted.
 * Resolves with how many reset e-mails were queued.
 */
export function processPasswordRecoveries({ ctx }: { ctx: ActionContext<null> }) {
  const { db, config, now } = ctx.services;
  return db.transaction((tx) => recoverPasswords(tx, config, now()));
}

async function recoverPasswords(
  tx: Transaction,
  config: Pick<Config, 'publicUrl' | 'provider' | 'secrets'>,
  now: Date,
): Promise<{ claimed: number; emailed: number }> {
  const claimed = await tx
    .select({ id: passwordRecoveryRequests.id, username: passwordRecoveryRequests.username })
    .from(passwordRecoveryRequests)
    .orderBy(passwordRecoveryRequests.id)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return { claimed: 0, emailed: 0 };

  let emailed = 0;
  // One e-mail per user and batch, however often the NIF was asked for.
  for (const username of new Set(claimed.map((request) => request.username))) {
    const [user] = await tx
      .select({ id: users.id, username: users.username, name: users.name, email: users.email, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, username));
    const email = user?.email;
    if (!user?.enabled || !email) continue;
    const { id, code, expiresAt } = await issueCode(tx, user.id, 'RESET_PASSWORD', now);
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `password-reset:${id}`,
      to: email,
      email: templateEmail(
        'recuperar-contrasena',
        {
          nombre: user.name,
          codigo: secret(code, expiresAt),
          enlace: secretLink(passwordResetLink(config.publicUrl, { username: user.username, code }), expiresAt),
        },
        config.provider,
      ),
    });
    emailed++;
  }
  await tx.delete(passwordRecoveryRequests).where(
    inArray(
      passwordRecoveryRequests.id,
      claimed.map((request) => request.id),
    ),
  );
  return { claimed: claimed.length, emailed };
}
