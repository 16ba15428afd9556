import { sql } from 'drizzle-orm';
import {
  date,
  index,
  inet,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, sepaMandates } from './companies.js';
import { contractStatus, protocolCode } from './enums.js';
import { bytea } from './uploads.js';

/**
 * A signing request: one link sent by SMS for the contracts of a company that await signature. The link
 * token and the one-time code are stored hashed; attempts are counted and the request locks after too many.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    phone: varchar({ length: 16 }).notNull(),
    /** Who entered that phone (AGENCY, STAFF, COMPANY), copied from the company when the link was sent. */
    phoneEnteredBy: varchar({ length: 8 }),
    codeHash: varchar({ length: 64 }),
    codeExpiresAt: timestamp({ withTimezone: true }),
    failedAttempts: smallint().notNull().default(0),
    lockedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** Set when a change of the company's tools made the link's contracts stale; a voided link signs nothing. */
    voidedAt: timestamp({ withTimezone: true }),
    /**
     * SHA-256 of what the link was sent for: the tools and their prices, the phone, the payment data (method
     * and IBAN) and the hashes of the contract PDFs. Signing recomputes it inside the locked transaction and
     * refuses the link when the company changed since.
     */
    snapshotHash: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signature_requests_token_hash_key').on(t.tokenHash),
    index('signature_requests_company_idx').on(t.companyId),
  ],
);

/** A contract for one tool of a company (with the SEPA mandate clause when paying by SEPA). */
export const contracts = pgTable(
  'contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    protocol: protocolCode().notNull(),
    status: contractStatus().notNull().default('PENDIENTE_FIRMA'),
    signatureRequestId: integer().references(() => signatureRequests.id),
    includesSepaMandate: smallint().notNull().default(0),
    /** The yearly price the contract states, before tax, and the tax rate it applies (null before they were kept). */
    priceCents: integer(),
    taxBasisPoints: integer(),
    pdf: bytea(),
    pdfSha256: varchar({ length: 64 }),
    /** The version (hash) of the wording the contract was written with; empty before it was kept. */
    templateVersion: varchar({ length: 12 }).notNull().default(''),
    /** The signed contract with its evidence page, sealed by the provider (PAdES). */
    signedPdf: bytea(),
    /** SHA-256 of `signedPdf`: how 'Verificar documento' finds the contract of an uploaded file. */
    signedPdfSha256: varchar({ length: 64 }),
    signedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_company_idx').on(t.companyId, t.protocol),
    index('contracts_signed_pdf_sha256_idx').on(t.signedPdfSha256),
    // The background sealer's queue: signed contracts whose seal is still to be made.
    index('contracts_awaiting_seal_idx')
      .on(t.id)
      .where(sql`${t.status} = 'FIRMADO' and ${t.signedPdf} is null and ${t.pdf} is not null`),
  ],
);

/** The evidence kept for each signature (decisions.md): who, phone, when, from where, and what was signed. */
export const signatures = pgTable(
  'signatures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    signerNif: varchar({ length: 16 }).notNull(),
    signerName: varchar({ length: 200 }).notNull(),
    phone: varchar({ length: 16 }).notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    ip: inet(),
    userAgent: text(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    /** SHA-256 of the sealed PDF and of the certificate that sealed it. */
    sealedPdfSha256: varchar({ length: 64 }),
    sealCertificateSha256: varchar({ length: 64 }),
    /** The consent text the signer accepted by entering the code. */
    consentText: text(),
    /** The outbox message that carried the code used to sign (provider message id, receipt, attempts). */
    codeOutboxId: integer(),
  },
  (t) => [uniqueIndex('signatures_contract_key').on(t.contractId)],
);

/**
 * A SEPA mandate amendment: the company's IBAN changed after its mandate was signed, so the debtor signs the
 * mandate again with the new account (same reference) through a signing link whose document it is. The first
 * collection after the signature carries the original account (or SMNDA for another bank) and sets
 * `collectedOn`.
 */
export const sepaMandateAmendments = pgTable(
  'sepa_mandate_amendments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mandateId: integer()
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'cascade' }),
    signatureRequestId: integer()
      .notNull()
      .references(() => signatureRequests.id),
    /** CUENTA: the same mandate on a new account; RENOVACION: a new mandate replacing one that expired unused. */
    kind: varchar({ length: 12 }).notNull().default('CUENTA'),
    /** A renewal's new mandate reference. */
    newReference: varchar({ length: 35 }),
    originalIban: varchar({ length: 34 }).notNull(),
    newIban: varchar({ length: 34 }).notNull(),
    pdf: bytea().notNull(),
    pdfSha256: varchar({ length: 64 }).notNull(),
    /** The version (hash) of the wording the document was written with; empty before it was kept. */
    templateVersion: varchar({ length: 12 }).notNull().default(''),
    /** The signed amendment with its evidence page, sealed by the provider (PAdES). */
    signedPdf: bytea(),
    /** SHA-256 of `signedPdf` and of the certificate that sealed it: how 'Verificar documento' finds it. */
    signedPdfSha256: varchar({ length: 64 }),
    sealCertificateSha256: varchar({ length: 64 }),
    signedAt: timestamp({ withTimezone: true }),
    /** The day the first file that carried the amendment details was generated. */
    collectedOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_mandate_amendments_request_key').on(t.signatureRequestId),
    index('sepa_mandate_amendments_mandate_idx').on(t.mandateId),
    index('sepa_mandate_amendments_signed_pdf_sha256_idx').on(t.signedPdfSha256),
    // The background sealer's queue of amendments.
    index('sepa_mandate_amendments_awaiting_seal_idx')
      .on(t.id)
      .where(sql`${t.signedAt} is not null and ${t.signedPdf} is null`),
  ],
);

/**
 * What a signing event records besides who, when and which document: the identity the signer typed and the consent
 * text shown (CODE_REQUESTED, IDENTITY_MISMATCH, SIGNED), the digest and reference of the documents the code was
 * bound to, or the outbox message that carried the link.
 */
export type SignatureEventDetails = {
  nombre?: string;
  nif?: string;
  consentimiento?: string;
  documentos?: string;
  referencia?: string;
  outbox?: string;
};

/**
 * What happened on a signing link, as it happened: the link sent, opened, each document opened (with the SHA-256
 * of the file served), the code asked for (with the consent and the identity the signer typed), a name or NIF
 * that did not match, a wrong code, the signature. Append-only (a trigger refuses changes): the evidence page
 * and record state only what this log shows.
 */
export const signatureEventKind = pgEnum('signature_event_kind', [
  'LINK_SENT',
  'LINK_OPENED',
  'DOCUMENT_OPENED',
  'CODE_REQUESTED',
  'IDENTITY_MISMATCH',
  'CODE_REJECTED',
  'SIGNED',
]);

export const signatureEvents = pgTable(
  'signature_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    signatureRequestId: integer()
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    kind: signatureEventKind().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    ip: inet(),
    userAgent: text(),
    /** The document concerned (a contract, or the link's mandate amendment) and the SHA-256 of the file served. */
    documentId: integer(),
    documentSha256: varchar({ length: 64 }),
    details: jsonb().$type<SignatureEventDetails>(),
  },
  (t) => [index('signature_events_request_idx').on(t.signatureRequestId, t.id)],
);
