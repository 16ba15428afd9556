import { formatDateEs } from '@cumplia/domain';
import { count, eq, min } from 'drizzle-orm';
import { verifactuRecords, verifactuSenderState } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { madridTimestamp } from '../../lib/madrid-time.js';
import type { ActionContext } from '../../platform/actor.js';
import { enqueueEmail } from '../outbox/index.js';
import { needsCorrection } from './record-views.js';
import { isSenderState, lockSenderState } from './sender-state.js';

const ALERT_EVERY_MS = 24 * 60 * 60_000;

const whenEs = (instant: Date) => `${formatDateEs(instant)} a las ${madridTimestamp(instant).slice(11, 16)}`;

/**
 * E-mails the provider's inbox when records have waited for the AEAT, or stayed rejected (or accepted with
 * errors to correct), longer than VERIFACTU_ALERT_AFTER_MINUTES; at most once a day while it lasts. Nothing is
 * said where sending is not configured (development): there every record waits by design.
 */
export async function alertVerifactuBacklog({ ctx }: { ctx: ActionContext<null> }): Promise<{ alerted: boolean }> {
  const { config, db } = ctx.services;
  if (!config.verifactu.endpoint) return { alerted: false };
  const now = ctx.services.now();
  const threshold = now.getTime() - config.verifactu.alertAfterMinutes * 60_000;
  return db.transaction(async (tx) => {
    const state = await lockSenderState(tx);
    if (state.alertedAt && state.alertedAt.getTime() + ALERT_EVERY_MS > now.getTime()) {
      return { alerted: false };
    }
    const [pending] = await tx
      .select({ count: count(), since: min(verifactuRecords.createdAt) })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.status, 'PENDIENTE'));
    const [toCorrect] = await tx
      .select({ count: count(), since: min(verifactuRecords.statusAt) })
      .from(verifactuRecords)
      .where(needsCorrection);
    const late = (row: { count: number; since: Date | null } | undefined) =>
      row?.since && row.since.getTime() <= threshold ? { cantidad: row.count, desde: whenEs(row.since) } : null;
    const backlog = { pendientes: late(pending), porSubsanar: late(toCorrect) };
    if (!backlog.pendientes && !backlog.porSubsanar) return { alerted: false };
    await enqueueEmail(tx, config, {
      idempotencyKey: `verifactu-backlog:${now.toISOString()}`,
      to: config.provider.inbox,
      email: templateEmail(
        'verifactu-pendientes',
        { ...backlog, ultimoError: state.lastError, enlace: `${config.publicUrl}/verifactu` },
        config.provider,
      ),
      now,
    });
    await tx.update(verifactuSenderState).set({ alertedAt: now }).where(isSenderState);
    return { alerted: true };
  });
}
