import { billingDateProblem, MESSAGES, todayInMadrid } from '@cumplia/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit, recordAudits } from '../audit/index.js';
import { bookingCommission } from '../commissions/index.js';
import { rectifying, rectifyingJoin } from './invoice-view.js';
import { owesItsOwn } from './owed-invoice.js';

const invoiceNotFound = () => new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);

/** What the remittance actions read of an invoice: its state, and whether an invoice rectifies it. */
const remittanceColumns = {
  id: invoices.id,
  numero: invoices.numero,
  fecha: invoices.fecha,
  fechaCuandoFacturar: invoices.fechaCuandoFacturar,
  facturado: invoices.facturado,
  kind: invoices.kind,
  tipoRectificativa: invoices.tipoRectificativa,
  metodoDePago: invoices.metodoDePago,
  importeTotalImpuestosCents: invoices.importeTotalImpuestosCents,
  rectifiedOriginalPaid: invoices.rectifiedOriginalPaid,
  originalReturnedAt: invoices.originalReturnedAt,
  anuladaAt: invoices.anuladaAt,
  paidOn: invoices.paidOn,
  rectifiedBy: rectifying.numero,
};
/** The invoices `where` keeps, locked, with what the remittance actions check. */
const lockedForRemittance = (tx: Transaction, where: SQL) =>
  tx
    .select(remittanceColumns)
    .from(invoices)
    .leftJoin(rectifying, rectifyingJoin)
    .where(where)
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
type RemittanceRow = Awaited<ReturnType<typeof lockedForRemittance>>[number];

/**
 * Why an invoice is not the bank's to collect, so neither marked remitted nor given another debit day: cancelled,
 * rectified, paid otherwise, paid by transfer or card, or owing nothing of its own (`owesItsOwn`: a credit note,
 * the substitute of a paid invoice), as SEPA files see it. Null when it is.
 */
function notDebitable(invoice: RemittanceRow) {
  if (invoice.anuladaAt) return new AppError('INVOICE_CANCELLED', 409);
  if (invoice.rectifiedBy) return new AppError('INVOICE_ALREADY_RECTIFIED', 409);
  if (invoice.paidOn) return new AppError('INVOICE_ALREADY_PAID', 409);
  if (invoice.metodoDePago !== 'SEPA' || !owesItsOwn(invoice)) return new AppError('INVOICE_NOT_DEBITED', 409);
  return null;
}

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
    const [invoice] = await lockedForRemittance(tx, eq(invoices.id, invoiceId));
    if (!invoice) throw invoiceNotFound();
    if (invoice.facturado) throw new AppError('INVOICE_ALREADY_REMITTED', 409);
    const refusal = notDebitable(invoice);
    if (refusal) throw refusal;
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
    const found = await lockedForRemittance(tx, inArray(invoices.id, ids));
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
    const notTheBanks = found.filter((invoice) => notDebitable(invoice)).map((invoice) => invoice.numero);
    if (notTheBanks.length > 0) {
      throw new AppError(
        'INVOICE_NOT_DEBITED',
        409,
        `${notTheBanks.length === 1 ? 'La factura' : 'Las facturas'} ${listed(notTheBanks)} no se ${notTheBanks.length === 1 ? 'cobra' : 'cobran'} por adeudo (anulada, rectificada, pagada o por transferencia o tarjeta). Quítelas de la selección: no se ha marcado ninguna.`,
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
    const [invoice] = await lockedForRemittance(tx, eq(invoices.id, invoiceId));
    if (!invoice) throw invoiceNotFound();
    if (invoice.facturado) throw new AppError('INVOICE_REMITTED_DATE_LOCKED', 409);
    const refusal = notDebitable(invoice);
    if (refusal) throw refusal;
    const problem = billingDateProblem(invoice.fecha, nuevaFecha, todayInMadrid(now));
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
