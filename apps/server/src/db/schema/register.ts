import type { RegisterActivity } from '@cumplia/domain';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * A company's register of processing activities (art. 30 RGPD) once someone has saved or confirmed it; before, the
 * register shown is the library's proposal from the compliance profile. `version` counts saves; the register is
 * reviewed while `reviewedVersion` equals it, and its documents are issued only then.
 */
export const processingRegisters = pgTable('processing_registers', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: integer().notNull(),
  /** SHA-256 of the canonical activities, recorded with every document written from them. */
  hash: varchar({ length: 64 }).notNull(),
  reviewedVersion: integer(),
  reviewedAt: timestamp({ withTimezone: true }),
  reviewedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  /** Who confirmed it, as printed on the documents ('Nombre (Gestoría X)'), kept if the user is later deleted. */
  reviewedByName: varchar({ length: 300 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One record of the register, in the order the company keeps them (zod contract `registerActivitySchema`). */
export const processingActivities = pgTable(
  'processing_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => processingRegisters.companyId, { onDelete: 'cascade' }),
    position: integer().notNull(),
    activity: jsonb().$type<RegisterActivity>().notNull(),
  },
  (t) => [index('processing_activities_company_idx').on(t.companyId, t.position)],
);
