import { MESSAGES } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { resendableUntil, secretLink } from '../../lib/secret-text.js';
import { sha256Hex } from '../../lib/secure-token.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';
import { unsubscribeTokenFor } from './newsletter-tokens.js';

const invalidToken = () => new AppError('INVALID_TOKEN', 400, MESSAGES.newsletter.invalidToken);

/** Double opt-in, step 2: the link from the e-mail confirms the address; the welcome mail says how to leave. */
export async function confirmNewsletter({ ctx, input }: { ctx: ActionContext<null>; input: { token: string } }) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const confirmed = await db.transaction(async (tx) => {
    const [subscription] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'CONFIRMED', confirmedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, sha256Hex(input.token)),
          eq(newsletterSubscriptions.status, 'PENDING'),
        ),
      )
      .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
    if (!subscription) return false;
    const unsubscribeToken = unsubscribeTokenFor(subscription.email, config.secrets.jwt);
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `newsletter-welcome:${subscription.id}:${now.getTime()}`,
      to: subscription.email,
      email: templateEmail(
        'boletin-bienvenida',
        { baja: secretLink(`${config.publicUrl}/newsletter/baja?token=${unsubscribeToken}`, resendableUntil(now)) },
        config.provider,
      ),
    });
    return true;
  });
  if (!confirmed) throw invalidToken();
  ctx.services.wakeOutbox();
  return { message: 'Suscripción confirmada. Gracias.' };
}

/** The unsubscribe link of every newsletter mail. Repeating it is harmless. */
export async function unsubscribeNewsletter({ ctx, input }: { ctx: ActionContext<null>; input: { token: string } }) {
  const [subscription] = await ctx.services.db
    .update(newsletterSubscriptions)
    .set({ status: 'UNSUBSCRIBED', unsubscribedAt: ctx.services.now(), confirmTokenHash: null })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, sha256Hex(input.token)))
    .returning({ id: newsletterSubscriptions.id });
  if (!subscription) throw invalidToken();
  return { message: 'Se ha dado de baja del boletín. No recibirá más correos.' };
}
