import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';
import { bytea } from './uploads.js';

/**
 * An invoice's PDF as first produced, kept so every later copy (download, e-mail) is the same document, byte for
 * byte. An invoice changes only by being cancelled, which the PDF says: `cancelled` is the state it shows, and a
 * copy showing another state is produced again.
 */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: integer()
    .primaryKey()
    .references(() => invoices.id),
  cancelled: boolean().notNull(),
  pdf: bytea().notNull(),
  renderedAt: timestamp({ withTimezone: true }).notNull(),
});
