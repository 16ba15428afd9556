import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';

type OwingFields = Pick<
  typeof invoices.$inferSelect,
  'importeTotalImpuestosCents' | 'kind' | 'tipoRectificativa' | 'rectifiedOriginalPaid' | 'originalReturnedAt'
>;

/**
 * Whether an invoice owes an amount of its own: positive, and ordinary or the substitute of an invoice that was
 * not paid, or whose debit the bank returned after the substitution (a credit note owes nothing, nor the substitute
 * of a paid invoice). Cancellation, rectification and payment are each checked apart, with their own answer.
 */
export const owesItsOwn = (invoice: OwingFields) =>
  invoice.importeTotalImpuestosCents > 0 &&
  (invoice.kind === 'ORDINARIA' ||
    (invoice.tipoRectificativa === 'S' &&
      (invoice.rectifiedOriginalPaid === false || invoice.originalReturnedAt !== null)));

type Amount = Pick<typeof invoices.$inferSelect, 'importeTotalImpuestosCents'>;

/**
 * What an invoice still bills once rectified: by substitution, the substitute's total; by differences, the invoice
 * with the credit note's (negative) difference.
 */
export const stillInvoicedCents = (
  invoice: Amount,
  rectifying: Amount & Pick<typeof invoices.$inferSelect, 'tipoRectificativa'>,
) =>
  rectifying.tipoRectificativa === 'S'
    ? rectifying.importeTotalImpuestosCents
    : invoice.importeTotalImpuestosCents + rectifying.importeTotalImpuestosCents;

/** The invoice has no rectifying invoice (what it bills still stands as issued). */
export const notRectified = sql`not exists (select 1 from "invoices" "r" where "r"."rectifies_invoice_id" = "invoices"."id")`;

/** `owesItsOwn` in SQL, and neither cancelled nor rectified: what a SEPA file or a transfer may still collect. */
export const collectibleOnItsOwn = and(
  isNull(invoices.anuladaAt),
  gt(invoices.importeTotalImpuestosCents, 0),
  or(
    eq(invoices.kind, 'ORDINARIA'),
    and(
      eq(invoices.tipoRectificativa, 'S'),
      or(eq(invoices.rectifiedOriginalPaid, false), isNotNull(invoices.originalReturnedAt)),
    ),
  ),
  notRectified,
);
