import type { VerifactuStatus } from '@cumplia/domain';
import { count, desc, eq, min } from 'drizzle-orm';
import { verifactuRecords, verifactuSenderState, verifactuSubmissions } from '../../db/schema/index.js';
import { type ActionContext, requireStaff } from '../../platform/actor.js';
import { needsCorrection } from './record-views.js';

const RECENT_SUBMISSIONS = 8;

/** GET /admin/verifactu/estado (and /worker): where records go, what waits, and the last submissions. */
export async function getVerifactuStatus({ ctx }: { ctx: ActionContext }): Promise<VerifactuStatus> {
  requireStaff(ctx);
  const { db, config } = ctx.services;
  const [[state], [pending], [toCorrect], submissions] = await Promise.all([
    db.select().from(verifactuSenderState).where(eq(verifactuSenderState.id, 1)),
    db
      .select({ count: count(), since: min(verifactuRecords.createdAt) })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.status, 'PENDIENTE')),
    db.select({ count: count() }).from(verifactuRecords).where(needsCorrection),
    db
      .select()
      .from(verifactuSubmissions)
      .orderBy(desc(verifactuSubmissions.startedAt), desc(verifactuSubmissions.id))
      .limit(RECENT_SUBMISSIONS),
  ]);
  return {
    entorno: config.verifactu.endpoint ? (config.verifactu.environment ?? 'pruebas') : null,
    pendientes: pending?.count ?? 0,
    requierenSubsanacion: toCorrect?.count ?? 0,
    pendienteDesde: pending?.since?.toISOString() ?? null,
    proximoEnvio: state?.nextSendAt?.toISOString() ?? null,
    esperaSegundos: state?.waitSeconds ?? 60,
    fallosSeguidos: state?.consecutiveFailures ?? 0,
    ultimoError: state?.lastError ?? null,
    envios: submissions.map((submission) => ({
      id: submission.id,
      estado: submission.status,
      registros: submission.recordCount,
      inicio: submission.startedAt.toISOString(),
      fin: submission.finishedAt?.toISOString() ?? null,
      csv: submission.csv,
      error: submission.error,
    })),
  };
}
