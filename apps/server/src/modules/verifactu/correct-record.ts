import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { invoices, verifactuRecords } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type ActionContext, requireSuperadmin } from '../../platform/actor.js';
import { recordAudit } from '../audit/index.js';
import { recordInvoiceAlta, recordInvoiceAnulacion } from './invoice-records.js';
import { lockRecordChain } from './record-chain.js';
import { recordNeedsCorrection } from './record-views.js';

/** Whether another registration of the invoice was accepted by the AEAT (so the invoice exists there). */
async function otherRegistrationAccepted(tx: Transaction, record: { id: number; invoiceId: number }) {
  const [accepted] = await tx
    .select({ id: verifactuRecords.id })
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.invoiceId, record.invoiceId),
        eq(verifactuRecords.recordType, 'ALTA'),
        ne(verifactuRecords.id, record.id),
        inArray(verifactuRecords.status, ['CORRECTO', 'ACEPTADO_CON_ERRORES']),
      ),
    )
    .limit(1);
  return accepted !== undefined;
}

/**
 * POST /admin/verifactu/registros/{id}/subsanar: a record the AEAT rejected, or accepted with errors, is never
 * edited: a new record of the same invoice, built again from the invoice by the current version of the system,
 * goes at the end of the chain with the flags the AEAT's operations require ("Validaciones", annex 5):
 * accepted with errors: Subsanacion S; rejected first registration: Subsanacion S, RechazoPrevio X (the invoice
 * is not at the AEAT); rejected correction of a registered invoice: Subsanacion S, RechazoPrevio S; rejected
 * cancellation: the cancellation again with RechazoPrevio S. A data error of the invoice itself (a wrong NIF, a
 * wrong amount) is not corrected here but with a rectifying invoice.
 */
export async function correctRecord({ ctx, input }: { ctx: ActionContext; input: { recordId: number } }) {
  requireSuperadmin(ctx);
  const now = ctx.services.now();
  const { config } = ctx.services;
  const corrected = await ctx.services.db.transaction(async (tx) => {
    await lockRecordChain(tx);
    const [record] = await tx.select().from(verifactuRecords).where(eq(verifactuRecords.id, input.recordId));
    if (!record) throw notFound('El registro no existe.');
    if (!recordNeedsCorrection(record)) throw new AppError('VERIFACTU_RECORD_NOT_CORRECTABLE', 409);
    let id: number;
    if (record.recordType === 'ANULACION') {
      id = await recordInvoiceAnulacion(tx, {
        invoiceId: record.invoiceId,
        config,
        now,
        afterRejection: record.status === 'INCORRECTO',
      });
    } else {
      const [invoice] = await tx
        .select({ anuladaAt: invoices.anuladaAt })
        .from(invoices)
        .where(eq(invoices.id, record.invoiceId));
      if (invoice?.anuladaAt) throw new AppError('INVOICE_CANCELLED', 409);
      const rechazoPrevio =
        record.status === 'ACEPTADO_CON_ERRORES' ? null : (await otherRegistrationAccepted(tx, record)) ? 'S' : 'X';
      id = await recordInvoiceAlta(tx, { invoiceId: record.invoiceId, config, now, correction: { rechazoPrevio } });
    }
    await tx.update(verifactuRecords).set({ supersededById: id }).where(eq(verifactuRecords.id, record.id));
    await recordAudit(
      tx,
      { actor: ctx.actor, requestId: ctx.requestId, now },
      {
        action: 'verifactu.correct',
        entityType: 'invoice',
        entityId: record.invoiceId,
        before: { registro: record.id, estado: record.status, error: record.errorCode },
        after: { registro: id },
      },
    );
    return { id, numero: record.numero };
  });
  ctx.services.wakeVerifactu();
  return {
    message: `Registro de subsanación de la factura ${corrected.numero} generado: se enviará a la AEAT en el próximo envío.`,
  };
}
