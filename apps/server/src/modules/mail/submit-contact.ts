import { MESSAGES } from '@cumplia/domain';
import type { ProviderIdentity } from '../../config.js';
import { contactMessages } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';

type Input = { name: string; city: string; email: string; phone: string; message: string };

/** The visitor's message as the provider's inbox gets it (reply-to is the visitor). */
export const contactForwardEmail = (input: Input, provider: ProviderIdentity) =>
  templateEmail(
    'consulta-web',
    { nombre: input.name, ciudad: input.city, correo: input.email, telefono: input.phone, consulta: input.message },
    provider,
  );

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
      email: contactForwardEmail(input, config.provider),
    });
  });
  ctx.services.wakeOutbox();
  return { message: MESSAGES.contact.success };
}
