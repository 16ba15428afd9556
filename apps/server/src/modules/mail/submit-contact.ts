import { MESSAGES } from '@cumplia/domain';
import type { ActionContext } from '../../actor.js';
import { contactMessages } from '../../db/schema/index.js';
import { contactForwardEmail } from '../../generators/emails/public-emails.js';
import { enqueueEmail } from '../outbox/enqueue-message.js';

type Input = { name: string; city: string; email: string; phone: string; message: string };

/** Stores the visitor's message and forwards it to the provider's inbox, replying to the visitor. */
export async function submitContact({ ctx, input }: { ctx: ActionContext<null>; input: Input }) {
  const { db, config } = ctx.services;
  const now = ctx.services.now();
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, city: input.city || null, createdAt: now })
      .returning({ id: contactMessages.id });
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `contact:${stored?.id}`,
      to: config.provider.inbox,
      replyTo: input.email,
      email: contactForwardEmail({ ...input, provider: config.provider }),
    });
  });
  ctx.services.wakeOutbox();
  return { message: MESSAGES.contact.success };
}
