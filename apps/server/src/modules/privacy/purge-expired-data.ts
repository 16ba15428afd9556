import { and, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { contactMessages, outboxMessages } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';

const DAY_MS = 24 * 3600_000;

/**
 * Storage limitation (art. 5.1.e GDPR): contact messages older than their retention period, and outbox
 * messages delivered or given up on before theirs, are deleted. Pending messages are never touched. The sealed
 * content of a message whose codes or links have expired is wiped (it is of no more use, even to a resend), so
 * the database keeps no secrets longer than they live.
 */
export async function purgeExpiredData({ ctx }: { ctx: ActionContext<null> }) {
  const { db, config } = ctx.services;
  const { retention } = config;
  const now = ctx.services.now();
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const contacts = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before(retention.contactMessageDays)))
    .returning({ id: contactMessages.id });
  const messages = await db
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ['SENT', 'FAILED']),
        lt(outboxMessages.createdAt, before(retention.sentMessageDays)),
      ),
    )
    .returning({ id: outboxMessages.id });
  const wiped = await db
    .update(outboxMessages)
    .set({ sealedContent: null })
    .where(and(isNotNull(outboxMessages.sealedContent), lte(outboxMessages.sealedUntil, now)))
    .returning({ id: outboxMessages.id });
  return { contactMessages: contacts.length, outboxMessages: messages.length, sealedMessagesWiped: wiped.length };
}
