import { billingDateProblem, MESSAGES, todayInMadrid } from '@cumplia/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit, recordAudits } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';

const invoiceNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);

/** PUT /admin/facturas/{id}/marcar-facturada: remitted by hand (confirmed in the UI); 409 when it already is. */
export async function markInvoiceRemitted({
  ctx,
  input: { invoiceId },
}: {
  ctx: ActionContext;
  input: { invoiceId: number };
}) {
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
    // Remitted by hand, a debit counts as collected: its agency's commission is earned now.
    await bookingCommission(tx, { today: todayInMadrid(now), invoiceIds: [invoiceId] }, () =>
      tx.update(invoices).set({ facturado: true, facturadoAt: now }).where(eq(invoices.id, invoiceId)),
    );
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

const listed = (numbers: string[]) =>
  numbers.slice(0, 5).join(', ') + (numbers.length > 5 ? ` y ${numbers.length - 5} más` : '');

/**
 * POST /admin/facturas/marcar-facturadas: the selected invoices remitted by hand, in one transaction and audited
 * one by one like the single action. All or none: an invoice missing or already remitted refuses the whole
 * selection, naming it, so nothing is half done.
 */
export async function markInvoicesRemitted({ ctx, input }: { ctx: ActionContext; input: { facturaIds: number[] } }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const ids = input.facturaIds;
  await ctx.services.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: invoices.id, numero: invoices.numero, facturado: invoices.facturado })
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .orderBy(asc(invoices.id))
      .for('update');
    if (found.length !== ids.length) {
      throw new AppError('NOT_FOUND', 404, 'Alguna de las facturas seleccionadas no existe. Recargue la lista.');
    }
    const remitted = found.filter((invoice) => invoice.facturado).map((invoice) => invoice.numero);
    if (remitted.length > 0) {
      throw new AppError(
        'INVOICE_ALREADY_REMITTED',
        409,
        `${remitted.length === 1 ? 'La factura' : 'Las facturas'} ${listed(remitted)} ya ${remitted.length === 1 ? 'está marcada como remesada' : 'están marcadas como remesadas'}. Quítelas de la selección: no se ha marcado ninguna.`,
      );
    }
    await bookingCommission(tx, { today: todayInMadrid(now), invoiceIds: ids }, () =>
      tx.update(invoices).set({ facturado: true, facturadoAt: now }).where(inArray(invoices.id, ids)),
    );
    await recordAudits(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      found.map((invoice) => ({
        action: 'invoice.mark-remitted',
        entityType: 'invoice',
        entityId: invoice.id,
        before: { facturado: false },
        after: { facturado: true },
      })),
    );
  });
  return {
    message:
      ids.length === 1
        ? 'La factura se ha marcado como remesada correctamente.'
        : `Las ${ids.length} facturas se han marcado como remesadas correctamente.`,
  };
}

/** PUT /admin/facturas/{id}/fecha-facturar: moves the billing date of an invoice not yet remitted. */
export async function changeBillingDate({
  ctx,
  input: { invoiceId, nuevaFecha },
}: {
  ctx: ActionContext;
  input: { invoiceId: number; nuevaFecha: string };
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
