import { billingDateProblem } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { type ActionContext, requireSuperadmin } from '../../actor.js';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';

const invoiceNotFound = () => new AppError('NOT_FOUND', 404, 'Factura no encontrada');

/** PUT /admin/facturas/{id}/marcar-facturada: remitted by hand (confirmed in the UI); 409 when it already is. */
export async function markInvoiceRemitted({ ctx, invoiceId }: { ctx: ActionContext; invoiceId: number }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ facturado: invoices.facturado })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw invoiceNotFound();
    if (invoice.facturado) throw new AppError('INVOICE_ALREADY_REMITTED', 409);
    await tx.update(invoices).set({ facturado: true, facturadoAt: now }).where(eq(invoices.id, invoiceId));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'invoice.mark-remitted',
        entityType: 'invoice',
        entityId: invoiceId,
        before: { facturado: false },
        after: { facturado: true },
      },
    );
  });
  return { message: 'La factura se ha marcado como remesada correctamente.' };
}

/** PUT /admin/facturas/{id}/fecha-facturar: moves the billing date of an invoice not yet remitted. */
export async function changeBillingDate({
  ctx,
  invoiceId,
  nuevaFecha,
}: {
  ctx: ActionContext;
  invoiceId: number;
  nuevaFecha: string;
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  await ctx.services.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        facturado: invoices.facturado,
        fecha: invoices.fecha,
        fechaCuandoFacturar: invoices.fechaCuandoFacturar,
      })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw invoiceNotFound();
    if (invoice.facturado) throw new AppError('INVOICE_REMITTED_DATE_LOCKED', 409);
    const problem = billingDateProblem(invoice.fecha, nuevaFecha);
    if (problem) throw new AppError(problem, 400);
    await tx.update(invoices).set({ fechaCuandoFacturar: nuevaFecha }).where(eq(invoices.id, invoiceId));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'invoice.change-billing-date',
        entityType: 'invoice',
        entityId: invoiceId,
        before: { fechaCuandoFacturar: invoice.fechaCuandoFacturar },
        after: { fechaCuandoFacturar: nuevaFecha },
      },
    );
  });
  return { message: 'La fecha de facturación se ha actualizado correctamente.' };
}
