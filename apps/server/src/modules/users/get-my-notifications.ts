import { RENEWAL_WINDOW_DAYS, todayInMadrid } from '@cumplia/domain';
import { and, eq, sql } from 'drizzle-orm';
import { outboxMessages, renewals } from '../../db/schema/index.js';
import type { ActionContext } from '../../platform/actor.js';

/**
 * Staff see the header dot when a renewal awaits a decision inside its window (pending and at most 18 days
 * before `fechaRenovacion`) or a message could not be delivered. Other roles have no notifications.
 */
export async function getMyNotifications({ ctx }: { ctx: ActionContext }): Promise<boolean> {
  if (ctx.actor.kind !== 'staff') return false;
  const { db } = ctx.services;
  const today = todayInMadrid(ctx.services.now());
  const [pendingRenewal] = await db
    .select({ id: renewals.id })
    .from(renewals)
    .where(
      and(
        eq(renewals.procesada, false),
        eq(renewals.renueva, false),
        eq(renewals.deshabilitarRenovacion, false),
        sql`${renewals.fechaRenovacion} <= ${today}::date + ${RENEWAL_WINDOW_DAYS}::int`,
      ),
    )
    .limit(1);
  if (pendingRenewal) return true;
  const [failedMessage] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'FAILED'))
    .limit(1);
  return failedMessage !== undefined;
}
