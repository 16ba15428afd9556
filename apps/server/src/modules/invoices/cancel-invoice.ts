import { MESSAGES, todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { recordInvoiceAnulacion } from '../verifactu/index.js';

/**
 * POST /admin/facturas/{id}/anular: an invoice issued by mistake, with no real operation behind it, is cancelled
 * (anulada) and a Verifactu RegistroAnulacion is generated for it. Only an ordinary invoice nobody has collected,
 * remitted or rectified can be: anything that happened is corrected with a rectifying invoice instead. Its number
 * is never used again, and its lines no longer hold their service period, which a right invoice may then bill.
 */
export async function cancelInvoice({
  ctx,
  input: { invoiceId, motivo },
}: {
  ctx: ActionContext;
  input: { invoiceId: number; motivo: string };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const numero = await ctx.services.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);
    if (invoice.anuladaAt) throw new AppError('INVOICE_CANCELLED', 409);
    const [rectification] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.rectifiesInvoiceId, invoiceId));
    if (
      invoice.kind !== 'ORDINARIA' ||
      invoice.facturado ||
      invoice.sepaFileId !== null ||
      invoice.paidOn !== null ||
      rectification
    ) {
      throw new AppError('INVOICE_NOT_CANCELLABLE', 409);
    }
    await bookingCommission(tx, { today: todayInMadrid(now), invoiceIds: [invoiceId] }, () =>
      tx.update(invoices).set({ anuladaAt: now, anulacionMotivo: motivo }).where(eq(invoices.id, invoiceId)),
    );
    await tx.update(invoiceLines).set({ periodStart: null }).where(eq(invoiceLines.invoiceId, invoiceId));
    await recordInvoiceAnulacion(tx, { invoiceId, config: ctx.services.config, now });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      { action: 'invoice.cancel', entityType: 'invoice', entityId: invoiceId, after: { anulada: true, motivo } },
    );
    return invoice.numero;
  });
  ctx.services.wakeVerifactu();
  return { message: `Factura ${numero} anulada. Su registro de anulación se enviará a la AEAT.` };
}
