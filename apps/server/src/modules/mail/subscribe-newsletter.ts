import { MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { resendableUntil, secretLink } from '../../lib/secret-text.js';
import { newOpaqueToken, sha256Hex } from '../../lib/secure-token.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';
import { unsubscribeTokenFor } from './newsletter-tokens.js';

/**
 * Double opt-in, step 1: a confirmation link goes to the address. An address already confirmed gets nothing
 * new, and the answer is the same either way, so the form does not reveal who is subscribed.
 */
export async function subscribeNewsletter({ ctx, input }: { ctx: ActionContext<null>; input: { email: string } }) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  const confirmToken = newOpaqueToken();
  const queued = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, input.email))
      .for('update');
    if (existing?.status === 'CONFIRMED') return false;
    const values = {
      status: 'PENDING' as const,
      confirmTokenHash: sha256Hex(confirmToken),
      unsubscribeTokenHash: sha256Hex(unsubscribeTokenFor(input.email, config.secrets.jwt)),
    };
    const [row] = existing
      ? await tx
          .update(newsletterSubscriptions)
          .set(values)
          .where(eq(newsletterSubscriptions.id, existing.id))
          .returning({ id: newsletterSubscriptions.id })
      : await tx
          .insert(newsletterSubscriptions)
          .values({ email: input.email, ...values, createdAt: now })
          .returning({ id: newsletterSubscriptions.id });
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `newsletter-confirm:${row?.id}:${values.confirmTokenHash.slice(0, 16)}`,
      to: input.email,
      email: templateEmail(
        'boletin-confirmacion',
        { enlace: secretLink(`${config.publicUrl}/newsletter/confirmar?token=${confirmToken}`, resendableUntil(now)) },
        config.provider,
      ),
    });
    return true;
  });
  if (queued) ctx.services.wakeOutbox();
  return { message: MESSAGES.newsletter.success };
}
