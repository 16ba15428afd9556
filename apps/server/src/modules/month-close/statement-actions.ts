import { type CommissionStatement, formatEuros, monthLabel, todayInMadrid } from '@cumplia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { commissionStatements } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { EXPORT_CONTENT_TYPES } from '../../generators/export/table-export.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { agencyIdOf } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import {
  type CommissionStatementData,
  statementData,
  statementFileName,
  statementPdf,
  statementXlsx,
} from './commission-statement.js';
import { commissionStatementAttachment } from './statement-attachment.js';

type StatementFile = { fileName: string; contentType: string; bytes: Buffer };
const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: EXPORT_CONTENT_TYPES.xlsx } as const;

/** GET /admin/cierre/gestorias/{id}/liquidacion: the statement as the invoices stand now, before or after sending. */
export async function previewStatement({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { agencyId: number; mes: string; formato: 'pdf' | 'xlsx' };
}): Promise<StatementFile> {
  requireSuperadmin(ctx);
  const data = await statementData(ctx.services.db, {
    agencyId: input.agencyId,
    month: input.mes,
    today: todayInMadrid(ctx.services.now()),
  });
  const bytes =
    input.formato === 'pdf' ? await statementPdf(data, ctx.services.config.provider) : await statementXlsx(data);
  return { fileName: statementFileName(input.mes, input.formato), contentType: CONTENT_TYPES[input.formato], bytes };
}

/**
 * POST /admin/cierre/gestorias/{id}/liquidacion: freezes the month's statement (PDF and workbook), keeps it for
 * the agency's billing area and e-mails it the PDF. Sending again replaces the kept copy (a corrected statement).
 */
export async function sendStatement({ ctx, input }: { ctx: ActionContext; input: { agencyId: number; mes: string } }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const { config } = ctx.services;
  const data = await statementData(ctx.services.db, {
    agencyId: input.agencyId,
    month: input.mes,
    today: todayInMadrid(now),
  });
  if (data.lines.length === 0) {
    throw new AppError('VALIDATION_ERROR', 400, 'La gestoría no tiene facturas en ese mes: no hay nada que liquidar.');
  }
  const files = await statementFiles(data, config);
  await ctx.services.db.transaction(async (tx) => {
    const statementId = await keepStatement(tx, data, files, { now, userId: ctx.actor.userId });
    await enqueueEmail(tx, config, {
      now,
      // The same figures sent again the same day (a double click) go once; corrected figures go again.
      idempotencyKey: `commission-statement:${statementId}:${todayInMadrid(now)}:${JSON.stringify(data.totals)}`,
      to: data.agency.email,
      email: templateEmail(
        'liquidacion-comisiones',
        {
          gestoria: data.agency.nombreComercial,
          mes: monthLabel(input.mes).toLowerCase(),
          aLiquidar: formatEuros(data.totals.due),
          facturasCobradas: data.lines.filter((line) => line.commission_class === 'GENERADA').length,
          revertida: formatEuros(data.totals.reversed),
          pendiente: formatEuros(data.totals.pending),
        },
        config.provider,
      ),
      attachments: [commissionStatementAttachment({ id: statementId, fileName: statementFileName(input.mes, 'pdf') })],
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'commission-statement.send',
        entityType: 'agency',
        entityId: input.agencyId,
        after: { mes: input.mes, ...data.totals },
      },
    );
  });
  return { message: `Liquidación de ${monthLabel(input.mes).toLowerCase()} enviada a ${data.agency.email}.` };
}

/** The statement's PDF and workbook. */
export async function statementFiles(data: CommissionStatementData, config: Config) {
  return { pdf: await statementPdf(data, config.provider), xlsx: await statementXlsx(data) };
}

/** Keeps a statement as sent, replacing an earlier one of the same agency and month; returns its id. */
export async function keepStatement(
  db: Queryable,
  data: CommissionStatementData,
  files: { pdf: Buffer; xlsx: Buffer },
  sent: { now: Date; userId: number | null },
): Promise<number> {
  const values = { totals: data.totals, ...files, sentAt: sent.now, sentByUserId: sent.userId };
  const [statement] = await db
    .insert(commissionStatements)
    .values({ agencyId: data.agency.id, month: data.month, ...values })
    .onConflictDoUpdate({ target: [commissionStatements.agencyId, commissionStatements.month], set: values })
    .returning({ id: commissionStatements.id });
  if (!statement) throw new Error('The statement was not stored.');
  return statement.id;
}

/** GET /gestorias/my/liquidaciones: the statements staff sent the agency, newest month first. */
export async function agencyStatements({ ctx }: { ctx: ActionContext }): Promise<CommissionStatement[]> {
  const agencyId = agencyIdOf(ctx);
  const rows = await ctx.services.db
    .select({
      id: commissionStatements.id,
      month: commissionStatements.month,
      sentAt: commissionStatements.sentAt,
      totals: commissionStatements.totals,
    })
    .from(commissionStatements)
    .where(eq(commissionStatements.agencyId, agencyId))
    .orderBy(desc(commissionStatements.month));
  return rows.map((row) => {
    const totals = row.totals;
    return {
      id: row.id,
      mes: row.month,
      enviada: row.sentAt.toISOString(),
      facturas: totals.facturas,
      comisionGenerada: totals.earned / 100,
      comisionRevertida: totals.reversed / 100,
      comisionPendiente: totals.pending / 100,
      comisionDebida: totals.due / 100,
    };
  });
}

/** GET /gestorias/my/liquidaciones/{id}: a sent statement as it was sent; another agency's is not found. */
export async function agencyStatementFile({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { id: number; formato: 'pdf' | 'xlsx' };
}): Promise<StatementFile> {
  const agencyId = agencyIdOf(ctx);
  const [statement] = await ctx.services.db
    .select()
    .from(commissionStatements)
    .where(and(eq(commissionStatements.id, input.id), eq(commissionStatements.agencyId, agencyId)));
  if (!statement) throw notFound('No existe esa liquidación.');
  return {
    fileName: statementFileName(statement.month, input.formato),
    contentType: CONTENT_TYPES[input.formato],
    bytes: Buffer.from(input.formato === 'pdf' ? statement.pdf : statement.xlsx),
  };
}
