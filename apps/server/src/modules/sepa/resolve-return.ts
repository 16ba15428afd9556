import {
  formatDateEs,
  formatEuros,
  formatIban,
  type MarkPaidByTransferRequest,
  MESSAGES,
  maskIban,
  sepaReturnReasonText,
  todayInMadrid,
  transferPaymentProblem,
} from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { invoices, sepaDebits, sepaFiles, sepaReturns } from '../../db/schema/index.js';
import { templateEmail } from '../../generators/emails/message-template.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { companyContactOf } from '../company-access/index.js';
import { enqueueEmail } from '../outbox/index.js';
import {
  debitCandidates,
  fileAuthorOf,
  fingerprintOf,
  type SepaFileResult,
  storedFile,
  storeFile,
} from './generate-sepa-file.js';
import { canRepresent } from './list-returns.js';
import { exclusionError, planDebits } from './plan-debits.js';
import { owedAfterCorrections } from './returns-of-corrected-invoices.js';
import { creditorAccountOf } from './sepa-checks.js';

/**
 * A return with its debit, the account its file was collected into, and its invoice, locked: two staff acting on it at once act one after the other. Only a
 * return still awaiting one of `open` (by default: nothing done yet) can be acted on.
 */
async function lockedReturn(tx: Transaction, returnId: number, open: readonly string[] = ['PENDIENTE']) {
  const [row] = await tx
    .select({
      ret: sepaReturns,
      presentation: sepaDebits.presentation,
      creditorIban: sepaFiles.creditorIban,
      invoice: invoices,
    })
    .from(sepaReturns)
    .innerJoin(sepaDebits, eq(sepaDebits.id, sepaReturns.sepaDebitId))
    .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
    .innerJoin(invoices, eq(invoices.id, sepaReturns.invoiceId))
    .where(eq(sepaReturns.id, returnId))
    .for('update', { of: sepaReturns });
  if (!row) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.returnNotFound);
  if (!open.includes(row.ret.resolution)) throw new AppError('SEPA_RETURN_RESOLVED', 409);
  return row;
}

/**
 * POST /admin/sepa/devoluciones/{id}/representar: a file that collects the returned invoice again, once, as a
 * recurrent debit (RCUR) with an EndToEndId of its own, when the reason allows it (insufficient balance, reason
 * not given). The invoice is no longer 'Devuelta', so the agency's commission on it stands again.
 */
export async function representReturn({
  ctx,
  input: { returnId, cuentaIBAN, transactionId },
}: {
  ctx: ActionContext;
  input: { returnId: number; cuentaIBAN: string; transactionId: string };
}): Promise<SepaFileResult> {
  requireSuperadmin(ctx);
  const creditorIban = creditorAccountOf(cuentaIBAN, ctx.services.config.provider.sepa.accounts);
  const requestFingerprint = fingerprintOf({ kind: 'REPRESENT', returnId, cuentaIBAN: creditorIban });
  const now = ctx.services.now();
  return ctx.services.db.transaction(async (tx) => {
    const replay = await storedFile(tx, transactionId, requestFingerprint);
    if (replay) return replay;
    const { ret, presentation, invoice } = await lockedReturn(tx, returnId);
    if (!canRepresent({ ...ret, presentation })) throw new AppError('SEPA_RETURN_NOT_REPRESENTABLE', 409);
    const candidates = (await debitCandidates(tx, eq(invoices.id, invoice.id))).map((row) => ({
      ...row,
      sepaSequenceType: 'RCUR' as const,
    }));
    const planned = planDebits(candidates, todayInMadrid(now), { noticeToday: true });
    if (planned.included.length === 0) throw exclusionError(planned.excluded);
    const fileName = `sepa_representacion_${invoice.numero}_${todayInMadrid(now)}.xml`;
    const xml = await storeFile(tx, fileAuthorOf(ctx), {
      kind: 'REPRESENT',
      transactionId,
      requestFingerprint,
      creditorIban,
      fileName,
      invoiceId: invoice.id,
      planned,
      presentation: 2,
    });
    await tx.update(sepaReturns).set({ resolution: 'REPRESENTADA', resolvedAt: now }).where(eq(sepaReturns.id, ret.id));
    const debit = planned.included[0]?.debit;
    if (debit) await noticeOfRepresentation(tx, ctx.services.config, { ret, invoice, debit, now });
    return { xml, fileName, transactionId, facturaId: invoice.numero };
  });
}

/**
 * The debtor's notice of a new debit (SEPA pre-notification): which invoice, how much, from which account and on
 * which day it is collected again, and how to avoid a second return. Sent to the company's e-mail with the file.
 */
async function noticeOfRepresentation(
  tx: Transaction,
  config: Config,
  input: {
    ret: typeof sepaReturns.$inferSelect;
    invoice: typeof invoices.$inferSelect;
    debit: { collectionDate: string; debtorIban: string; amountCents: number };
    now: Date;
  },
) {
  const { ret, invoice, debit, now } = input;
  const company = await companyContactOf(tx, invoice.companyId);
  if (!company?.email) return;
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `sepa-return-representation:${ret.id}`,
    to: company.email,
    email: templateEmail(
      'adeudo-nuevo-cargo',
      {
        nombre: company.nombre || company.razonSocial,
        factura: invoice.numero,
        motivo: sepaReturnReasonText(ret.reasonCode),
        importe: formatEuros(debit.amountCents),
        // Masked, as invoices and the first notice print the debtor's account.
        cuenta: maskIban(debit.debtorIban),
        fecha: formatDateEs(debit.collectionDate),
        acreedor: config.provider.sepa.creditorName,
        identificadorAcreedor: config.provider.sepa.creditorId,
      },
      config.provider,
    ),
  });
}

/**
 * POST /admin/sepa/devoluciones/{id}/transferencia: asks the company by e-mail to pay the returned invoice by
 * transfer, with the reason of the return, the amount and the account. The invoice stays 'Devuelta'.
 */
export async function requestTransfer({
  ctx,
  input: { returnId },
}: {
  ctx: ActionContext;
  input: { returnId: number };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const { config } = ctx.services;
  await ctx.services.db.transaction(async (tx) => {
    const { ret, invoice, creditorIban } = await lockedReturn(tx, returnId);
    const company = await companyContactOf(tx, invoice.companyId);
    if (!company?.email) {
      throw new AppError('SEPA_VALIDATION_ERROR', 422, MESSAGES.errors.transferRequestWithoutEmail);
    }
    await tx
      .update(sepaReturns)
      .set({ resolution: 'TRANSFERENCIA', resolvedAt: now })
      .where(eq(sepaReturns.id, ret.id));
    await enqueueEmail(tx, config, {
      now,
      idempotencyKey: `sepa-return-transfer:${ret.id}`,
      to: company.email,
      email: templateEmail(
        'adeudo-transferencia',
        {
          nombre: company.nombre || company.razonSocial,
          factura: invoice.numero,
          // What the client owes now: the debit, less a credit note issued after it was collected.
          importe: formatEuros(await owedAfterCorrections(tx, invoice)),
          motivo: sepaReturnReasonText(ret.reasonCode),
          // The account the debit was to be paid into, the one whose statement will show the transfer.
          cuenta: formatIban(creditorIban),
        },
        config.provider,
      ),
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'sepa.return-transfer-requested',
        entityType: 'sepa_return',
        entityId: ret.id,
        before: { resolution: 'PENDIENTE' },
        after: { resolution: 'TRANSFERENCIA' },
      },
    );
  });
  return { message: 'Se ha pedido a la empresa el pago por transferencia.' };
}

/**
 * POST /admin/sepa/devoluciones/{id}/pagada: staff record that the company paid the returned invoice by
 * transfer (asked for or not). The invoice stops being 'Devuelta' and shows paid by transfer, so the agency's
 * commission on it stands again; audited.
 */
export async function markPaidByTransfer({
  ctx,
  input: { returnId, ...payment },
}: {
  ctx: ActionContext;
  input: { returnId: number } & MarkPaidByTransferRequest;
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const { ret, invoice } = await lockedReturn(tx, returnId, ['PENDIENTE', 'TRANSFERENCIA']);
    const problem = transferPaymentProblem(payment, {
      amount: (await owedAfterCorrections(tx, invoice)) / 100,
      today: todayInMadrid(now),
      issuedOn: invoice.fecha,
    });
    if (problem) throw new AppError('VALIDATION_ERROR', 400, problem);
    await tx.update(sepaReturns).set({ resolution: 'PAGADA', resolvedAt: now }).where(eq(sepaReturns.id, ret.id));
    await bookingCommission(tx, { today: todayInMadrid(now), invoiceIds: [invoice.id] }, () =>
      tx
        .update(invoices)
        .set({
          sepaReturnCode: null,
          paidOn: payment.fecha,
          paidVia: 'TRANSFERENCIA',
          paidAmountCents: Math.round(payment.importe * 100),
        })
        .where(eq(invoices.id, invoice.id)),
    );
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'sepa.return-paid-by-transfer',
        entityType: 'sepa_return',
        entityId: ret.id,
        before: { resolution: ret.resolution, sepaReturnCode: invoice.sepaReturnCode },
        after: { resolution: 'PAGADA', paidOn: payment.fecha, amount: payment.importe },
      },
    );
  });
  return { message: 'Factura marcada como pagada por transferencia.' };
}
