import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actor.js';
import { users } from '../../db/schema/index.js';
import { passwordResetEmail } from '../../generators/emails/account-emails.js';
import { secret, secretLink } from '../../lib/secret-text.js';
import { enqueueEmail } from '../outbox/enqueue-message.js';
import { passwordResetLink } from './account-links.js';
import { issueCode } from './verification-codes.js';

/** E-mails a 1-hour reset link to the NIF's address, if there is one. The answer never tells whether there is. */
export async function requestPasswordRecovery({ ctx, input }: { ctx: ActionContext<null>; input: { nif: string } }) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const [user] = await db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email, enabled: users.enabled })
    .from(users)
    .where(eq(users.username, input.nif));
  const email = user?.email;
  if (user?.enabled && email) {
    await db.transaction(async (tx) => {
      const { id, code, expiresAt } = await issueCode(tx, user.id, 'RESET_PASSWORD', now);
      await enqueueEmail(tx, config, {
        now,
        idempotencyKey: `password-reset:${id}`,
        to: email,
        email: passwordResetEmail({
          name: user.name,
          code: secret(code, expiresAt),
          link: secretLink(passwordResetLink(config.publicUrl, { username: user.username, code }), expiresAt),
          provider: config.provider,
        }),
      });
    });
    ctx.services.wakeOutbox();
  }
  return { message: MESSAGES.passwordReset.recoverySent };
}
