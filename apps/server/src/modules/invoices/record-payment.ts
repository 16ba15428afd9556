import { type MarkPaidByTransferRequest, MESSAGES, todayInMadrid, transferPaymentProblem } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { rectifying, rectifyingJoin } from './invoice-view.js';
import { owesItsOwn } from './owed-invoice.js';

/**
 * POST /admin/facturas/{id}/cobrada: staff record that a transfer or card invoice was paid, on the day and for
 * the whole amount the bank statement shows. The invoice reads 'Cobrada' and its agency's commission is earned.
 * A direct-debit invoice is collected by the bank (a returned one is settled from 'Devoluciones').
 */
export async function recordInvoicePayment({
  ctx,
  input: { invoiceId, ...payment },
}: {
  ctx: ActionContext;
  input: { invoiceId: number } & MarkPaidByTransferRequest;
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const numero = await ctx.services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, rectifiedBy: rectifying.numero })
      .from(invoices)
      .leftJoin(rectifying, rectifyingJoin)
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!row) throw notFound(MESSAGES.errors.invoiceNotFound);
    const { invoice } = row;
    if (invoice.metodoDePago === 'SEPA') throw new AppError('INVOICE_PAID_BY_DEBIT', 409);
    if (invoice.anuladaAt) throw new AppError('INVOICE_CANCELLED', 409);
    if (row.rectifiedBy) throw new AppError('INVOICE_ALREADY_RECTIFIED', 409);
    if (invoice.paidOn) throw new AppError('INVOICE_ALREADY_PAID', 409);
    if (!owesItsOwn(invoice)) throw new AppError('INVOICE_NOTHING_OWED', 409);
    const problem = transferPaymentProblem(payment, {
      amount: invoice.importeTotalImpuestosCents / 100,
      today: todayInMadrid(now),
      issuedOn: invoice.fecha,
    });
    if (problem) throw new AppError('VALIDATION_ERROR', 400, problem);
    const paid = {
      paidOn: payment.fecha,
      paidVia: invoice.metodoDePago,
      paidAmountCents: Math.round(payment.importe * 100),
    };
    await bookingCommission(tx, { today: todayInMadrid(now), invoiceIds: [invoiceId] }, () =>
      tx.update(invoices).set(paid).where(eq(invoices.id, invoiceId)),
    );
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'invoice.record-payment', entityType: 'invoice', entityId: invoiceId, after: paid },
    );
    return invoice.numero;
  });
  return { message: `Factura ${numero} marcada como cobrada.` };
}
