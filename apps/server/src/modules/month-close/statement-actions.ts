import { addDays, type CommissionStatement, formatEuros, monthLabel, todayInMadrid } from '@cumplia/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { agencies, commissionMovements, commissionStatements } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { EXPORT_CONTENT_TYPES } from '../../generators/export/table-export.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { syncCommissionLedger } from '../commissions/index.js';
import { agencyIdOf } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import {
  type CommissionStatementData,
  statementData,
  statementFileName,
  statementPdf,
} from './commission-statement.js';
import { commissionStatementAttachment } from './statement-attachment.js';
import { statementXlsx } from './statement-workbook.js';

const agencyNameOf = async (db: Queryable, agencyId: number) =>
  (await db.select({ name: agencies.nombreComercial }).from(agencies).where(eq(agencies.id, agencyId)))[0]?.name ?? '';

type StatementFile = { fileName: string; contentType: string; bytes: Buffer };
const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: EXPORT_CONTENT_TYPES.xlsx } as const;

const sentStatement = (db: Queryable, agencyId: number, month: string) =>
  db
    .select()
    .from(commissionStatements)
    .where(and(eq(commissionStatements.agencyId, agencyId), eq(commissionStatements.month, month)));

/**
 * GET /admin/cierre/gestorias/{id}/liquidacion: a period's statement. Once sent, the copy sent (it is never
 * rewritten); before, as the ledger stands now.
 */
export async function previewStatement({
  ctx,
  input,
}: {
  ctx: ActionContext;
  input: { agencyId: number; mes: string; formato: 'pdf' | 'xlsx' };
}): Promise<StatementFile> {
  requireSuperadmin(ctx);
  const { db } = ctx.services;
  const [sent] = await sentStatement(db, input.agencyId, input.mes);
  if (sent) {
    const bytes = Buffer.from(input.formato === 'pdf' ? sent.pdf : sent.xlsx);
    const fileName = statementFileName(await agencyNameOf(db, input.agencyId), input.mes, input.formato);
    return { fileName, contentType: CONTENT_TYPES[input.formato], bytes };
  }
  const today = todayInMadrid(ctx.services.now());
  await syncCommissionLedger(db, { today, agencyId: input.agencyId });
  const data = await statementData(db, { agencyId: input.agencyId, month: input.mes, today });
  const bytes =
    input.formato === 'pdf' ? await statementPdf(data, ctx.services.config.provider) : await statementXlsx(data);
  const fileName = statementFileName(data.agency.nombreComercial, input.mes, input.formato);
  return { fileName, contentType: CONTENT_TYPES[input.formato], bytes };
}

/**
 * POST /admin/cierre/gestorias/{id}/liquidacion: once the period has ended, books what the money's standing owes,
 * freezes the statement (PDF and workbook) with the movements it pays, keeps it for the agency's billing area and
 * e-mails it the PDF. A period is sent once: what changes afterwards is a movement of the next statement.
 */
export async function sendStatement({ ctx, input }: { ctx: ActionContext; input: { agencyId: number; mes: string } }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const { config } = ctx.services;
  if (input.mes >= today.slice(0, 7)) throw new AppError('COMMISSION_PERIOD_OPEN', 409);
  const data = await ctx.services.db.transaction(async (tx) => {
    await syncCommissionLedger(tx, { today, agencyId: input.agencyId });
    // One statement of an agency at a time: the second waits, then finds the period sent.
    await tx.execute(sql`select 1 from "agencies" where "id" = ${input.agencyId} for update`);
    if ((await sentStatement(tx, input.agencyId, input.mes)).length > 0) {
      throw new AppError('COMMISSION_STATEMENT_SENT', 409);
    }
    const data = await statementData(tx, { agencyId: input.agencyId, month: input.mes, today });
    if (data.lines.length === 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        400,
        'La gestoría no tiene movimientos de comisión sin liquidar hasta ese mes: no hay nada que liquidar.',
      );
    }
    const statementId = await issueStatement(tx, data, await statementFiles(data, config), {
      now,
      userId: ctx.actor.userId,
    });
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `commission-statement:${statementId}`,
      to: data.agency.email,
      email: templateEmail(
        'liquidacion-comisiones',
        {
          gestoria: data.agency.nombreComercial,
          mes: monthLabel(input.mes).toLowerCase(),
          aLiquidar: formatEuros(data.totals.due),
          facturasCobradas: data.lines.filter((line) => line.amount_cents > 0 && line.numero !== null).length,
          revertida: formatEuros(data.totals.reversed),
          pendiente: formatEuros(data.totals.pending),
        },
        config.provider,
      ),
      attachments: [
        commissionStatementAttachment({
          id: statementId,
          fileName: statementFileName(data.agency.nombreComercial, input.mes, 'pdf'),
        }),
      ],
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
    return data;
  });
  return { message: `Liquidación de ${monthLabel(input.mes).toLowerCase()} enviada a ${data.agency.email}.` };
}

/** The statement's PDF and workbook. */
export async function statementFiles(data: CommissionStatementData, config: Config) {
  return { pdf: await statementPdf(data, config.provider), xlsx: await statementXlsx(data) };
}

/**
 * Keeps a statement as sent and marks the movements it pays as paid by it. When they net below zero, it books
 * the balance out of this statement and into the next period (paid by none yet). Returns the statement's id.
 */
export async function issueStatement(
  db: Queryable,
  data: CommissionStatementData,
  files: { pdf: Buffer; xlsx: Buffer },
  sent: { now: Date; userId: number | null },
): Promise<number> {
  const [statement] = await db
    .insert(commissionStatements)
    .values({
      agencyId: data.agency.id,
      month: data.month,
      totals: data.totals,
      ...files,
      sentAt: sent.now,
      sentByUserId: sent.userId,
    })
    .returning({ id: commissionStatements.id });
  if (!statement) throw new Error('The statement was not stored.');
  const paid = data.lines.flatMap((line) => (line.id === null ? [] : [line.id]));
  const marked = await db
    .update(commissionMovements)
    .set({ statementId: statement.id })
    .where(and(inArray(commissionMovements.id, paid), isNull(commissionMovements.statementId)))
    .returning({ id: commissionMovements.id });
  if (marked.length !== paid.length) throw new Error('A movement of the statement was paid by another one.');
  const carried = data.lines.find((line) => line.kind === 'SALDO_TRASLADADO');
  if (carried) {
    await db.insert(commissionMovements).values([
      {
        agencyId: data.agency.id,
        kind: 'SALDO_TRASLADADO',
        amountCents: carried.amount_cents,
        movedOn: carried.moved_on,
        statementId: statement.id,
      },
      {
        agencyId: data.agency.id,
        kind: 'SALDO_ANTERIOR',
        amountCents: -carried.amount_cents,
        movedOn: addDays(carried.moved_on, 1),
      },
    ]);
  }
  return statement.id;
}

/** GET /gestorias/my/liquidaciones: the statements staff sent the agency, newest period first. */
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
    fileName: statementFileName(await agencyNameOf(ctx.services.db, agencyId), statement.month, input.formato),
    contentType: CONTENT_TYPES[input.formato],
    bytes: Buffer.from(input.formato === 'pdf' ? statement.pdf : statement.xlsx),
  };
}
