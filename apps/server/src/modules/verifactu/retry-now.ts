import { desc } from 'drizzle-orm';
import { verifactuSenderState, verifactuSubmissions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { releaseHeldRecords } from './send-submission.js';
import { isSenderState, lockSenderState } from './sender-state.js';

/**
 * POST /admin/verifactu/reintentar: after the cause of failed submissions is fixed (a certificate, the network),
 * the waiting records go as soon as the AEAT's flow control allows, without the growing wait that failures
 * added, and whole again (a record held back after a refused message included). The AEAT's own wait since the last
 * submission (TiempoEsperaEnvio) still holds.
 */
export async function retryVerifactuNow({ ctx }: { ctx: ActionContext }) {
  requireSuperadmin(ctx);
  if (!ctx.services.config.verifactu.endpoint) throw new AppError('VERIFACTU_NOT_CONFIGURED', 409);
  const now = ctx.services.now();
  const nextSendAt = await ctx.services.db.transaction(async (tx) => {
    const state = await lockSenderState(tx);
    const [last] = await tx
      .select({ startedAt: verifactuSubmissions.startedAt })
      .from(verifactuSubmissions)
      .orderBy(desc(verifactuSubmissions.id))
      .limit(1);
    const allowed = last ? new Date(last.startedAt.getTime() + state.waitSeconds * 1000) : now;
    const next = new Date(Math.max(allowed.getTime(), now.getTime()));
    await tx
      .update(verifactuSenderState)
      .set({ nextSendAt: next, consecutiveFailures: 0, batchLimit: null })
      .where(isSenderState);
    await releaseHeldRecords(tx);
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'verifactu.retry', entityType: 'verifactu', entityId: 1, after: { proximoEnvio: next.toISOString() } },
    );
    return next;
  });
  ctx.services.wakeVerifactu();
  const seconds = Math.max(0, Math.ceil((nextSendAt.getTime() - now.getTime()) / 1000));
  return {
    message:
      seconds === 0
        ? 'Los registros pendientes se envían ahora.'
        : `Los registros pendientes se enviarán en ${seconds} s, cuando la AEAT lo permite.`,
  };
}
