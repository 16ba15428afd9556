import { BANK_FILE_KINDS, type BankFileKind, SEPA_RETURN_RESOLUTIONS } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { invoices, sepaFiles } from './invoices.js';
import { oneOf } from './one-of.js';
import { users } from './users.js';

/**
 * One direct debit as presented to the bank: the invoice, the file that carried it and its EndToEndId, which the
 * bank's status and return messages quote back. An invoice is presented once, and again only as a
 * re-presentation after a return (`presentation` 2). A debit of a file or batch the bank refused whole never
 * reached the debtor (`rejectedAt`): the invoice is presented again as if for the first time, so the keys hold
 * among the debits that stand.
 */
export const sepaDebits = pgTable(
  'sepa_debits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sepaFileId: integer()
      .notNull()
      .references(() => sepaFiles.id),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    endToEndId: varchar({ length: 35 }).notNull(),
    presentation: smallint().notNull().default(1),
    amountCents: integer().notNull(),
    sequenceType: varchar({ length: 4 }).notNull(),
    collectionDate: date({ mode: 'string' }).notNull(),
    rejectedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sepa_debits_end_to_end_id_key').on(t.endToEndId).where(sql`${t.rejectedAt} is null`),
    uniqueIndex('sepa_debits_invoice_presentation_key')
      .on(t.invoiceId, t.presentation)
      .where(sql`${t.rejectedAt} is null`),
    index('sepa_debits_file_idx').on(t.sepaFileId),
  ],
);

/** A bank file of rejects and returns (pain.002) or debit notifications (camt.054), imported once by its hash. */
export const sepaReturnImports = pgTable(
  'sepa_return_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sha256: varchar({ length: 64 }).notNull(),
    messageKind: varchar({ length: 16 }).$type<BankFileKind>().notNull(),
    messageId: varchar({ length: 35 }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    returnCount: integer().notNull(),
    unmatchedCount: integer().notNull(),
    /**
     * What the import did not apply for a person to decide: returns that contradict their debit (another original
     * file or account, another amount, an earlier date) and rejections of files Cumplia did not send.
     */
    exceptions: jsonb().$type<{ referencia: string; problema: string }[]>(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_return_imports_sha256_key').on(t.sha256),
    oneOf('sepa_return_imports_message_kind_known', t.messageKind, BANK_FILE_KINDS),
    index('sepa_return_imports_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A debit the bank rejected or returned (R-transaction), with its ISO 20022 reason code. One per debit: the same
 * return read again from another file changes nothing. `resolution` is what staff did about it.
 */
export const sepaReturns = pgTable(
  'sepa_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sepaDebitId: integer()
      .notNull()
      .references(() => sepaDebits.id),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    importId: integer()
      .notNull()
      .references(() => sepaReturnImports.id),
    reasonCode: varchar({ length: 4 }).notNull(),
    /** The bank's own reason (Rsn/Prtry) as it wrote it, when it gave one instead of an ISO code. */
    bankReason: varchar({ length: 140 }),
    returnedOn: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    /**
     * PENDIENTE, REPRESENTADA (collected again, RCUR), TRANSFERENCIA (payment by transfer asked for), PAGADA
     * (paid by transfer, recorded by staff) or RECTIFICADA (its invoice was rectified: nothing more to collect).
     */
    resolution: varchar({ length: 16 })
      .$type<(typeof SEPA_RETURN_RESOLUTIONS)[number]>()
      .notNull()
      .default('PENDIENTE'),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_returns_debit_key').on(t.sepaDebitId),
    oneOf('sepa_returns_resolution_known', t.resolution, SEPA_RETURN_RESOLUTIONS),
    index('sepa_returns_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sepa_returns_invoice_idx').on(t.invoiceId),
  ],
);
