import type { SepaReturnImportResult } from '@cumplia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { customerRefunds, invoices, sepaReturns } from '../../db/schema/index.js';

type CorrectedReturn = SepaReturnImportResult['corregidas'][number];

const rectifying = alias(invoices, 'rectifying');

/**
 * What a returned debit leaves owed when its invoice was corrected after the money came in (a debtor's refund claim
 * can come eight weeks after the charge): the invoice less its credit notes. 0: nothing is owed.
 */
export async function owedAfterCorrections(db: Queryable, invoice: { id: number; importeTotalImpuestosCents: number }) {
  const [row] = await rowsOf<{ credited: string | number }>(
    db,
    sql`select coalesce(sum("importe_total_impuestos_cents"), 0) as credited from "invoices"
        where "rectifies_invoice_id" = ${invoice.id} and "tipo_rectificativa" = 'I'`,
  );
  return Math.max(invoice.importeTotalImpuestosCents + Number(row?.credited ?? 0), 0);
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
      originalId: invoices.id,
      original: invoices.numero,
      originalCents: invoices.importeTotalImpuestosCents,
      rectifyingId: rectifying.id,
      rectifyingNumber: rectifying.numero,
      method: rectifying.tipoRectificativa,
      rectifyingCents: rectifying.importeTotalImpuestosCents,
      refundedCents: customerRefunds.amountCents,
    })
    .from(invoices)
    .innerJoin(
      rectifying,
      and(eq(rectifying.rectifiesInvoiceId, invoices.id), eq(rectifying.rectifiedOriginalPaid, true)),
    )
    .leftJoin(customerRefunds, eq(customerRefunds.invoiceId, rectifying.id))
    .where(inArray(invoices.id, returnedInvoiceIds))
    .orderBy(invoices.id);
  if (rows.length === 0) return [];
  const substitutes = rows.filter((row) => row.method === 'S');
  if (substitutes.length > 0) {
    await tx
      .update(invoices)
      .set({ originalReturnedAt: now })
      .where(
        inArray(
          invoices.id,
          substitutes.map((row) => row.rectifyingId),
        ),
      );
  }
  const owedOf = (row: (typeof rows)[number]) =>
    row.method === 'S' ? row.rectifyingCents : Math.max(row.originalCents + row.rectifyingCents, 0);
  const closed = rows.filter((row) => row.method === 'S' || owedOf(row) === 0).map((row) => row.originalId);
  if (closed.length > 0) {
    await tx
      .update(sepaReturns)
      .set({ resolution: 'RECTIFICADA', resolvedAt: now })
      .where(and(inArray(sepaReturns.invoiceId, closed), eq(sepaReturns.resolution, 'PENDIENTE')));
  }
  return rows.map((row) => ({
    factura: row.original,
    rectificativa: row.rectifyingNumber,
    sustitucion: row.method === 'S',
    debe: owedOf(row) / 100,
    devueltoAlCliente: row.refundedCents === null ? null : row.refundedCents / 100,
  }));
}
