import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';

export const verifactuRecordType = pgEnum('verifactu_record_type', ['ALTA', 'ANULACION']);

/**
 * Where a record stands with the AEAT. PREVIO: generated before the system sent records (kept in the chain,
 * never sent); PENDIENTE: waiting for its submission; then the AEAT's answer to it.
 */
export const verifactuRecordStatus = pgEnum('verifactu_record_status', [
  'PREVIO',
  'PENDIENTE',
  'CORRECTO',
  'ACEPTADO_CON_ERRORES',
  'INCORRECTO',
]);

/**
 * A submission's outcome: the AEAT's EstadoEnvio; RECHAZADO when it refused the whole message (SOAP Client
 * fault); FALLIDO when no answer came (connection, timeout, Server fault); INTERRUMPIDO when the process sending
 * it stopped before the answer was recorded.
 */
export const verifactuSubmissionStatus = pgEnum('verifactu_submission_status', [
  'ENVIANDO',
  'CORRECTO',
  'PARCIALMENTE_CORRECTO',
  'INCORRECTO',
  'RECHAZADO',
  'FALLIDO',
  'INTERRUMPIDO',
]);

/**
 * A Verifactu invoice record (RegistroAlta or RegistroAnulacion), in the order the system generated them: the id
 * is the chain order, each record carries the fingerprint of the one before it. The XML is the record exactly as
 * generated and sent; it never changes. Only the AEAT's answer is written later. A record that corrects an
 * earlier one (subsanación, or a cancellation sent again) is a new record at the end of the chain, and the
 * earlier one points to it (`supersededById`).
 */
export const verifactuRecords = pgTable(
  'verifactu_records',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    recordType: verifactuRecordType().notNull(),
    /** Subsanacion = S: it corrects an earlier record of the same invoice. */
    subsanacion: boolean().notNull().default(false),
    /** RechazoPrevio: S or X (see the AEAT's record operations), or null. */
    rechazoPrevio: varchar({ length: 1 }),
    /** SinRegistroPrevio = S: a cancellation of an invoice whose record the AEAT never registered. */
    sinRegistroPrevio: boolean().notNull().default(false),
    /** The invoice the record names (IDFactura; the issuer is this installation's one taxpayer). */
    numero: varchar({ length: 60 }).notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    previousRecordId: integer(),
    previousHash: varchar({ length: 64 }),
    /** FechaHoraHusoGenRegistro, verbatim: the fingerprint covers it. */
    recordTimestamp: varchar({ length: 32 }).notNull(),
    hash: varchar({ length: 64 }).notNull(),
    /** The record element as generated and sent (null for records generated before VERI*FACTU). */
    xml: text(),
    status: verifactuRecordStatus().notNull(),
    statusAt: timestamp({ withTimezone: true }).notNull(),
    errorCode: integer(),
    errorDescription: text(),
    /** The CSV of the submission that registered it (the AEAT cannot give it again later). */
    csv: varchar({ length: 32 }),
    /** The AEAT's request id of its copy when the answer was "already registered" (the CSV is then not ours). */
    duplicateRequestId: varchar({ length: 20 }),
    /** The submission that carried it last (the one in flight, or the one whose answer it holds). */
    submissionId: integer(),
    /**
     * The AEAT refused a message holding only this record (its refusal kept in `errorDescription`): it is held back
     * while the next record, sent alone, shows whether the fault is this record's (then it is INCORRECTO) or the
     * sender's (then it is released).
     */
    refusedAloneAt: timestamp({ withTimezone: true }),
    supersededById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('verifactu_records_invoice_idx').on(t.invoiceId, t.id),
    index('verifactu_records_pending_idx').on(t.id).where(sql`${t.status} = 'PENDIENTE'`),
    index('verifactu_records_status_id_idx').on(t.status, t.id),
  ],
);

/** One submission to the AEAT: when, how many records, and what came back (the answer kept as evidence). */
export const verifactuSubmissions = pgTable(
  'verifactu_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: verifactuSubmissionStatus().notNull(),
    endpoint: text().notNull(),
    recordCount: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    csv: varchar({ length: 32 }),
    /** TiempoEsperaEnvio the AEAT answered. */
    waitSeconds: integer(),
    /** The fault or failure, in the AEAT's words where it gave some. */
    error: text(),
    responseXml: text(),
  },
  (t) => [index('verifactu_submissions_started_idx').on(t.startedAt.desc(), t.id.desc())],
);

/**
 * The sender's one row: the AEAT's flow control (TiempoEsperaEnvio and when the next submission may go), the
 * submission in flight (one at a time, whichever process sends it), failures in a row, and when staff were last
 * alerted. Locked by each claim, so replicas never send at once.
 */
export const verifactuSenderState = pgTable('verifactu_sender_state', {
  id: smallint().primaryKey(),
  waitSeconds: integer().notNull(),
  nextSendAt: timestamp({ withTimezone: true }),
  inFlightSubmissionId: integer(),
  consecutiveFailures: integer().notNull().default(0),
  lastError: text(),
  alertedAt: timestamp({ withTimezone: true }),
  /** After the AEAT refused a whole message, at most this many records go in the next one (halved each time). */
  batchLimit: integer(),
});
