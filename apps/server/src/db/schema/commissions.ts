import { COMMISSION_MOVEMENT_KINDS, type CommissionMovementKind } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { invoices } from './invoices.js';
import { oneOf } from './one-of.js';
import { bytea } from './uploads.js';
import { users } from './users.js';

/**
 * The totals of a statement in cents, as kept with the sent copy: invoices named, commission earned, reversed (a
 * positive figure), the negative balance brought from the previous statement (absent on legacy statements), the
 * commission still pending on invoices not collected, and what it pays.
 */
export type StatementTotals = {
  facturas: number;
  earned: number;
  reversed: number;
  carried?: number;
  pending: number;
  due: number;
};

/**
 * A commission statement as staff sent it to an agency for a settlement period (a month of movements): the PDF
 * and workbook kept as sent, so what the agency downloads later is what it was told. It pays the ledger's
 * movements it names and is never rewritten: a later correction is a movement of the next statement.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    /** 'YYYY-MM': the settlement period (legacy statements: the month of the invoices' dates). */
    month: char({ length: 7 }).notNull(),
    /**
     * Sent before the ledger (migration 0046): it paid what the month's invoices had earned when sent, and the
     * ledger's first movement of such an invoice up to that day is marked paid by it.
     */
    legacy: boolean().notNull().default(false),
    /** The statement's figures in cents (earned, reversed, pending, due) and invoice count. */
    totals: jsonb().$type<StatementTotals>().notNull(),
    pdf: bytea().notNull(),
    xlsx: bytea().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    sentByUserId: integer().references(() => users.id),
  },
  (t) => [uniqueIndex('commission_statements_agency_month_key').on(t.agencyId, t.month)],
);

/**
 * The agency's commission ledger: one row per movement of its commission, dated the day the money moved, never
 * edited. `syncCommissionLedger` books the difference between what each invoice's money entitles the agency to
 * and what the ledger already holds for it; a statement pays the unpaid movements up to its period's end.
 */
export const commissionMovements = pgTable(
  'commission_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    /** Null only on the balance carried between two statements. */
    invoiceId: integer().references(() => invoices.id),
    kind: varchar({ length: 20 }).$type<CommissionMovementKind>().notNull(),
    amountCents: integer().notNull(),
    movedOn: date({ mode: 'string' }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    statementId: integer().references(() => commissionStatements.id),
  },
  (t) => [
    oneOf('commission_movements_kind_known', t.kind, COMMISSION_MOVEMENT_KINDS),
    index('commission_movements_invoice_idx').on(t.invoiceId, t.amountCents),
    index('commission_movements_agency_moved_idx').on(t.agencyId, t.movedOn.desc(), t.id.desc()),
    index('commission_movements_statement_idx').on(t.statementId),
    // The movements each agency's next statement pays.
    index('commission_movements_unpaid_idx').on(t.agencyId, t.movedOn).where(sql`${t.statementId} is null`),
  ],
);
