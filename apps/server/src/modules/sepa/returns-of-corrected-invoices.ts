import type { SepaReturnImportResult } from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { customerRefunds, invoices, sepaReturns } from '../../db/schema/index.js';
import { rectifying, rectifyingJoin, stillInvoicedCents } from '../invoices/index.js';

type CorrectedReturn = SepaReturnImportResult['corregidas'][number];

/**
 * What a returned debit leaves owed when its invoice was corrected after the money came in (a debtor's refund claim
 * can come eight weeks after the charge): the invoice less its credit note. 0: nothing is owed.
 */
export async function owedAfterCorrections(db: Queryable, invoice: { id: number; importeTotalImpuestosCents: number }) {
  const [credit] = await db
    .select({
      tipoRectificativa: invoices.tipoRectificativa,
      importeTotalImpuestosCents: invoices.importeTotalImpuestosCents,
    })
    .from(invoices)
    .where(and(eq(invoices.rectifiesInvoiceId, invoice.id), eq(invoices.tipoRectificativa, 'I')));
  return credit ? Math.max(stillInvoicedCents(invoice, credit), 0) : invoice.importeTotalImpuestosCents;
}

/**
 * The new returns of invoices corrected after their money came in. A substitute now owes its own amount (the next
 * file or a transfer collects it) and the original's return is closed; a credit note leaves the invoice less the
 * credit owed (closed when nothing is). Either way, any refund already paid back for the correction is named, for
 * staff to claim apart.
 */
export async function returnsOfCorrectedInvoices(
  tx: Transaction,
  returnedInvoiceIds: number[],
  now: Date,
): Promise<CorrectedReturn[]> {
  if (returnedInvoiceIds.length === 0) return [];
  const rows = await tx
    .select({
      original: {
        id: invoices.id,
        numero: invoices.numero,
        importeTotalImpuestosCents: invoices.importeTotalImpuestosCents,
      },
      rectifying: {
        id: rectifying.id,
        numero: rectifying.numero,
        tipoRectificativa: rectifying.tipoRectificativa,
        importeTotalImpuestosCents: rectifying.importeTotalImpuestosCents,
      },
      refundedCents: customerRefunds.amountCents,
    })
    .from(invoices)
    .innerJoin(rectifying, and(rectifyingJoin, eq(rectifying.rectifiedOriginalPaid, true)))
    .leftJoin(customerRefunds, eq(customerRefunds.invoiceId, rectifying.id))
    .where(inArray(invoices.id, returnedInvoiceIds))
    .orderBy(invoices.id);
  if (rows.length === 0) return [];
  const substitutes = rows.filter((row) => row.rectifying.tipoRectificativa === 'S');
  if (substitutes.length > 0) {
    await tx
      .update(invoices)
      .set({ originalReturnedAt: now })
      .where(
        inArray(
          invoices.id,
          substitutes.map((row) => row.rectifying.id),
        ),
      );
  }
  const owedOf = (row: (typeof rows)[number]) => Math.max(stillInvoicedCents(row.original, row.rectifying), 0);
  const closed = rows
    .filter((row) => row.rectifying.tipoRectificativa === 'S' || owedOf(row) === 0)
    .map((row) => row.original.id);
  if (closed.length > 0) {
    await tx
      .update(sepaReturns)
      .set({ resolution: 'RECTIFICADA', resolvedAt: now })
      .where(and(inArray(sepaReturns.invoiceId, closed), eq(sepaReturns.resolution, 'PENDIENTE')));
  }
  return rows.map((row) => ({
    factura: row.original.numero,
    rectificativa: row.rectifying.numero,
    sustitucion: row.rectifying.tipoRectificativa === 'S',
    debe: owedOf(row) / 100,
    devueltoAlCliente: row.refundedCents === null ? null : row.refundedCents / 100,
  }));
}
