import { sql } from 'drizzle-orm';
import { char, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { bytea } from './uploads.js';
import { users } from './users.js';

/** The totals of a statement in cents, as kept with the sent copy. */
export type StatementTotals = { facturas: number; earned: number; reversed: number; pending: number; due: number };

/**
 * A month's commission statement as staff sent it to an agency: the PDF and workbook kept as sent, so what the
 * agency downloads later is what it was told, whatever happens to the invoices afterwards. Sending again
 * replaces it (a corrected statement).
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    /** 'YYYY-MM': the month of the invoices' dates. */
    month: char({ length: 7 }).notNull(),
    /** The statement's figures in cents (earned, reversed, pending, due) and invoice count. */
    totals: jsonb().$type<StatementTotals>().notNull(),
    pdf: bytea().notNull(),
    xlsx: bytea().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    sentByUserId: integer().references(() => users.id),
  },
  (t) => [uniqueIndex('commission_statements_agency_month_key').on(t.agencyId, t.month)],
);
