import type { ComplianceProfile, ProfileGaps } from '@cumplia/domain';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { protocolCode } from './enums.js';

/**
 * A company's compliance profile (the answers its protocol documents are written from; zod contract
 * `complianceProfileSchema` in @cumplia/domain). `version` counts saves; `hash` is the SHA-256 of the canonical
 * answers, so a document records exactly which answers it was written from.
 */
export const complianceProfiles = pgTable('compliance_profiles', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  profile: jsonb().$type<ComplianceProfile>().notNull(),
  version: integer().notNull().default(1),
  hash: varchar({ length: 64 }).notNull(),
  /**
   * What each document still needs from these answers (`ProfileGaps`), kept so the client board filters on it in
   * SQL; rewritten when the profile or the company's data changes (profile-gaps.ts). Null until first written.
   */
  gaps: jsonb().$type<ProfileGaps>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each protocol document version a company has been issued: the profile version and hash it was written from and
 * the version of the wording (templates) it was written with.
 */
export const protocolDocumentVersions = pgTable(
  'protocol_document_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    protocol: protocolCode().notNull(),
    profileVersion: integer().notNull(),
    profileHash: varchar({ length: 64 }).notNull(),
    /** Empty for documents issued before the wording was versioned. */
    templateVersion: varchar({ length: 12 }).notNull().default(''),
    /**
     * The confirmed version of the register of processing activities a data protection pack was written from
     * (who confirmed it and when: `processing_registers` and the audit log); null for the other protocols and for
     * packs issued before registers.
     */
    registerVersion: integer(),
    generatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('protocol_document_versions_key').on(t.companyId, t.protocol, t.profileHash, t.templateVersion),
    index('protocol_document_versions_company_idx').on(t.companyId, t.generatedAt.desc()),
  ],
);
