import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';
import { users } from './users.js';

/**
 * A refund paid back to a client: the money a rectifying invoice gave back on an invoice already collected
 * (a credit note, or a substitute for less), paid by transfer and recorded by staff. What is owed comes from
 * the invoices (`refundOwed`); this row records that it was paid, once per rectifying invoice.
 */
export const customerRefunds = pgTable(
  'customer_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The rectifying invoice whose refund this pays. */
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    amountCents: integer().notNull(),
    /** The day the transfer left the provider's account. */
    paidOn: date({ mode: 'string' }).notNull(),
    /** The transfer's reference, as the bank statement shows it. */
    reference: text().notNull(),
    recordedByUserId: integer().references(() => users.id),
    recordedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('customer_refunds_invoice_key').on(t.invoiceId),
    check('customer_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
