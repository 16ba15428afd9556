import { MESSAGES, todayInMadrid } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { type ActionContext, requireSuperadmin } from '../../actor.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { issueInvoice, storedTaxOf } from './issue-invoice.js';

/**
 * POST /admin/facturas/{id}/rectificar: an issued invoice is never edited; a mistake is corrected by a rectifying
 * invoice (series R, Verifactu type R1, by differences) whose lines cancel the original's. The corrected invoice
 * then leaves SEPA collection; a right one, if needed, is issued anew.
 */
export async function rectifyInvoice({
  ctx,
  input: { invoiceId, motivo },
}: {
  ctx: ActionContext;
  input: { invoiceId: number; motivo: string };
}) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const issued = await ctx.services.db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!original) throw new AppError('NOT_FOUND', 404, MESSAGES.errors.invoiceNotFound);
    if (original.kind === 'RECTIFICATIVA') throw new AppError('INVOICE_NOT_RECTIFIABLE', 409);
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.rectifiesInvoiceId, invoiceId));
    if (existing) throw new AppError('INVOICE_ALREADY_RECTIFIED', 409);
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    const invoice = await issueInvoice(tx, {
      companyId: original.companyId,
      origin: 'RECTIFICACION',
      lines: lines.map((line) => ({
        protocol: line.protocol,
        nombreProducto: `Rectificación de ${original.numero}: ${line.nombreProducto}`,
        precioUnitarioCents: -line.precioUnitarioCents,
      })),
      fecha: todayInMadrid(now),
      periodStart: null,
      now,
      issuer: ctx.services.config.provider,
      rectifies: { invoiceId, reason: motivo, tax: storedTaxOf(original), fechaOperacion: original.fechaOperacion },
    });
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'invoice.rectify',
        entityType: 'invoice',
        entityId: invoiceId,
        after: { rectificativa: invoice.numero, motivo },
      },
    );
    return invoice;
  });
  return { message: `Factura rectificativa ${issued.numero} emitida.`, facturaId: issued.numero, id: issued.id };
}
