import { VERIFACTU_KEY_VALUES, type VerifactuTaxKeys } from '@cumplia/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { INVOICE_TYPES, type InvoiceType } from '../../lib/billing-system.js';
import { agencies } from './agencies.js';
import { companies } from './companies.js';
import { indirectTaxKind, invoiceKind, invoiceOrigin, paymentMethod, protocolCode } from './enums.js';
import { foldedSql } from './folded-text.js';
import { oneOf } from './one-of.js';

/** The last number issued per invoice series and year; locked by the issuing transaction so numbers never gap. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: smallint().notNull(),
    series: varchar({ length: 4 }).notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('invoice_counters_year_series_key').on(t.year, t.series)],
);

/**
 * Who an invoice names as its issuer, as it stood on the day of issue (Real Decreto 1619/2012, art. 6): the
 * provider's name, NIF, address and contact, its registry entry, and the account a transfer is paid into.
 */
export type InvoiceIssuerIdentity = {
  legalName: string;
  nif: string;
  address: string;
  email: string;
  phone: string;
  registry: string;
  transferAccount: string;
};

/** Each identity the provider has issued invoices under: one row per change of its configured identity, never edited. */
export const invoiceIssuers = pgTable('invoice_issuers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  identity: jsonb().$type<InvoiceIssuerIdentity>().notNull().unique('invoice_issuers_identity_key'),
  firstIssuedAt: timestamp({ withTimezone: true }).notNull(),
});

/** How a debit is collected: the first of its mandate, or a recurring one. */
const SEPA_SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;

/**
 * An issued invoice (factura). Immutable once issued; corrections are rectifying invoices.
 * The recipient and payment data are a snapshot taken at issue time. `facturado` = remitted to the bank.
 * Its Verifactu records (registration, corrections, cancellation) are in `verifactu_records`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    numero: varchar({ length: 20 }).notNull(),
    series: varchar({ length: 4 }).notNull(),
    year: smallint().notNull(),
    sequence: integer().notNull(),
    kind: invoiceKind().notNull().default('ORDINARIA'),
    origin: invoiceOrigin().notNull(),
    rectifiesInvoiceId: integer(),
    /** The issuer as at issue; null on invoices issued before it was kept, which print the configured identity. */
    issuerId: integer().references(() => invoiceIssuers.id),
    /**
     * An ordinary invoice that bills again what the invoice named here billed, after a rectification by differences
     * cancelled all of it (the corrected invoice: a higher price, the right recipient). At most one per invoice.
     */
    correctsInvoiceId: integer(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    agencyId: integer().references(() => agencies.id),
    fecha: date({ mode: 'string' }).notNull(),
    fechaCuandoFacturar: date({ mode: 'string' }).notNull(),
    /** Date of the operation: the issue date, or for a rectifying invoice the rectified invoice's. */
    fechaOperacion: date({ mode: 'string' }).notNull(),
    importeTotalCents: integer().notNull(),
    importeImpuestosCents: integer().notNull(),
    importeTotalImpuestosCents: integer().notNull(),
    /** The indirect tax the invoice records (docs/invoicing.md, "Tax by territory"). */
    taxKind: indirectTaxKind().notNull().default('IVA'),
    /** The rate of `taxKind` charged, in basis points; 0 when the operation is not subject to it. */
    ivaBasisPoints: integer().notNull().default(2100),
    /** The mention required when no tax is charged (not subject, reverse charge), with its article. */
    taxWording: text(),
    /** Verifactu record keys: Impuesto (01 IVA, 02 IPSI, 03 IGIC), ClaveRegimen and CalificacionOperacion. */
    verifactuImpuesto: varchar({ length: 2 }).$type<VerifactuTaxKeys['impuesto']>().notNull().default('01'),
    verifactuClaveRegimen: varchar({ length: 2 }).$type<NonNullable<VerifactuTaxKeys['claveRegimen']>>(),
    verifactuCalificacion: varchar({ length: 2 }).$type<VerifactuTaxKeys['calificacion']>().notNull().default('S1'),
    agencyCommissionBasisPoints: integer(),
    facturado: boolean().notNull().default(false),
    facturadoAt: timestamp({ withTimezone: true }),
    metodoDePago: paymentMethod().notNull(),
    numCuenta: varchar({ length: 34 }).notNull(),
    recipientRazonSocial: varchar({ length: 255 }).notNull(),
    recipientNombreComercial: varchar({ length: 255 }).notNull(),
    recipientNifCif: varchar({ length: 16 }).notNull(),
    recipientDireccion: varchar({ length: 255 }).notNull(),
    recipientCodigoPostal: varchar({ length: 10 }).notNull(),
    recipientLocalidad: varchar({ length: 100 }).notNull().default(''),
    recipientProvincia: varchar({ length: 100 }).notNull(),
    /** The recipient's names as invoiced, folded for the billing lists' client search (`foldedSql`). */
    recipientSearchText: text().generatedAlwaysAs(
      (): SQL => foldedSql(sql`"recipient_razon_social" || ' ' || "recipient_nombre_comercial"`),
    ),
    rectificationReason: text(),
    /** Verifactu TipoFactura: F1, or R1-R4 by the ground of the rectification (art. 80 Ley 37/1992). */
    tipoFactura: varchar({ length: 2 }).$type<InvoiceType>().notNull().default('F1'),
    /** A rectifying invoice's method: by differences (I) or by substitution (S). */
    tipoRectificativa: varchar({ length: 1 }),
    /** By substitution: the rectified invoice's base and tax (ImporteRectificacion). */
    rectifiedBaseCents: integer(),
    rectifiedTaxCents: integer(),
    /** Whether the rectified invoice had been paid when this one was issued (decides what the invoice says). */
    rectifiedOriginalPaid: boolean(),
    /**
     * A substitute of a paid invoice whose debit the bank returned after the substitution (a refund claim can come
     * weeks later): since then the substitute owes its own amount, as the substitute of an unpaid invoice does.
     */
    originalReturnedAt: timestamp({ withTimezone: true }),
    /** Cancelled (anulada) because it was issued by mistake: a RegistroAnulacion was generated. */
    anuladaAt: timestamp({ withTimezone: true }),
    anulacionMotivo: text(),
    /** When a rectifying invoice by substitution replaced it: its substitute stands for it in every total. */
    replacedAt: timestamp({ withTimezone: true }),
    /** FRST or RCUR, fixed the first time the invoice goes into a SEPA file. */
    sepaSequenceType: varchar({ length: 4 }).$type<(typeof SEPA_SEQUENCE_TYPES)[number]>(),
    sepaFileId: integer().references(() => sepaFiles.id),
    /** The ISO 20022 reason code of the bank's return while the invoice stands returned ('Devuelta'). */
    sepaReturnCode: varchar({ length: 4 }),
    /**
     * The day staff recorded a payment other than the debit: a transfer or card payment of a transfer or card
     * invoice ('Cobrada'), or a transfer that settled a returned debit (it is no longer 'Devuelta').
     */
    paidOn: date('paid_by_transfer_on', { mode: 'string' }),
    /** How that payment came (TRANSFERENCIA or TARJETA) and the amount the statement showed. */
    paidVia: varchar({ length: 16 }),
    paidAmountCents: integer(),
    /** The day the latest SEPA debit of the invoice is collected: after it, unless returned, the money is in. */
    sepaCollectionDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An agency's invoice carries the commission rate of its issue (frozen for every one by migration 0039).
    check(
      'invoices_agency_commission_frozen',
      sql`${t.agencyId} is null or ${t.agencyCommissionBasisPoints} is not null`,
    ),
    oneOf('invoices_tipo_factura_known', t.tipoFactura, INVOICE_TYPES),
    oneOf('invoices_verifactu_impuesto_known', t.verifactuImpuesto, VERIFACTU_KEY_VALUES.impuesto),
    oneOf('invoices_verifactu_clave_regimen_known', t.verifactuClaveRegimen, VERIFACTU_KEY_VALUES.claveRegimen),
    oneOf('invoices_verifactu_calificacion_known', t.verifactuCalificacion, VERIFACTU_KEY_VALUES.calificacion),
    oneOf('invoices_sepa_sequence_type_known', t.sepaSequenceType, SEPA_SEQUENCE_TYPES),
    uniqueIndex('invoices_numero_key').on(t.numero),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.year, t.sequence),
    index('invoices_fecha_idx').on(t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_company_fecha_id_idx').on(t.companyId, t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_agency_fecha_id_idx').on(t.agencyId, t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The agency's invoice list sorted by another column (read forwards or backwards).
    index('invoices_agency_numero_id_idx').on(t.agencyId, t.numero, t.id),
    index('invoices_agency_recipient_id_idx').on(t.agencyId, t.recipientNombreComercial, t.id),
    // Also covers the totals row (count, amounts, commission): the sums read this index, not the table.
    index('invoices_agency_amount_id_idx').on(
      t.agencyId,
      t.importeTotalImpuestosCents,
      t.id,
      t.importeTotalCents,
      t.agencyCommissionBasisPoints,
      t.sepaReturnCode,
    ),
    index('invoices_agency_facturado_id_idx').on(t.agencyId, t.facturado, t.id),
    index('invoices_facturado_fecha_idx').on(t.facturado, t.fecha),
    // The staff invoice list sorted by another column (read forwards or backwards); `numero` has its unique key.
    index('invoices_recipient_razon_social_id_idx').on(t.recipientRazonSocial, t.id),
    index('invoices_recipient_nif_cif_id_idx').on(t.recipientNifCif, t.id),
    index('invoices_amount_id_idx').on(t.importeTotalImpuestosCents, t.id),
    index('invoices_facturado_id_idx').on(t.facturado, t.id),
    index('invoices_billing_date_idx').on(t.fechaCuandoFacturar),
    // The invoices issued before their issuer was kept, which the start-up step gives one (empty once it has).
    index('invoices_without_issuer_idx').on(t.id).where(sql`${t.issuerId} is null`),
    uniqueIndex('invoices_rectifies_key').on(t.rectifiesInvoiceId),
    uniqueIndex('invoices_corrects_key').on(t.correctsInvoiceId),
    index('invoices_recipient_razon_social_folded_trgm_idx').using(
      'gin',
      sql`${foldedSql(sql`${t.recipientRazonSocial}`)} gin_trgm_ops`,
    ),
    index('invoices_recipient_nif_cif_trgm_idx').using('gin', sql`${t.recipientNifCif} gin_trgm_ops`),
  ],
);

/**
 * A SEPA direct-debit file as handed to the bank. Kept so a retried request (same transactionId) gets the same
 * file back and staff can see what was remitted and when.
 */
export const sepaFiles = pgTable(
  'sepa_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: varchar({ length: 64 }).notNull(),
    /** SHA-256 of the request that produced the file: a transaction id reused for another request is refused. */
    requestFingerprint: varchar({ length: 64 }),
    kind: varchar({ length: 12 }).notNull(),
    messageId: varchar({ length: 35 }).notNull(),
    creditorIban: varchar({ length: 34 }).notNull(),
    fileName: varchar({ length: 120 }).notNull(),
    invoiceId: integer(),
    xml: text().notNull(),
    transactionCount: integer().notNull(),
    controlSumCents: bigint({ mode: 'number' }).notNull(),
    createdByUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sepa_files_transaction_id_key').on(t.transactionId)],
);

/**
 * The number of invoices, kept by statement triggers (migration 0009): the unfiltered staff list shows its
 * total without counting a million rows. Invoices are never deleted, so inserts are all it follows.
 */
export const invoiceTotals = pgTable('invoice_totals', {
  id: smallint().primaryKey(),
  total: integer().notNull(),
});

/**
 * The invoices of each day of issue and remitted flag, kept by statement triggers on invoices (migration 0038):
 * how many (cancelled ones included, as the list counts them) and their base, tax and total without the
 * cancelled ones, as the staff list's totals row adds them up. A totals row filtered only by dates and
 * remitted flag reads one row per day instead of every invoice. `invoice-day-totals.test.ts` checks they agree.
 */
export const invoiceDayTotals = pgTable(
  'invoice_day_totals',
  {
    fecha: date({ mode: 'string' }).notNull(),
    facturado: boolean().notNull(),
    invoices: integer().notNull(),
    baseCents: bigint({ mode: 'number' }).notNull(),
    taxCents: bigint({ mode: 'number' }).notNull(),
    totalCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fecha, t.facturado] })],
);

/**
 * An agency's invoices of each day of issue, kept by statement triggers on invoices (migration 0039) as the
 * agency's billing list adds them up: how many and the amount still collectible (not cancelled, not returned).
 * The totals row of the whole list or of a month reads one row per day; its commission comes from the ledger.
 * `agency-invoice-totals.test.ts` checks they agree with the invoices.
 */
export const agencyInvoiceDayTotals = pgTable(
  'agency_invoice_day_totals',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    fecha: date({ mode: 'string' }).notNull(),
    invoices: integer().notNull(),
    collectibleCents: bigint({ mode: 'number' }).notNull(),
    /**
     * The commission as the release before the ledger read it, still kept by the triggers so that release runs
     * on this schema during an upgrade; read by nothing now. A later contract migration drops it.
     */
    commissionCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.fecha] })],
);

/**
 * One line per tool (facturaDetalles), VAT rounded per line to cents. An ordinary line bills one service period
 * of a company's tool: the unique index on (company, tool, period start) makes invoicing a period twice
 * impossible whatever the path. Rectifying lines carry no period.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** The first day of the service period the line bills (null on rectifying lines). */
    periodStart: date({ mode: 'string' }),
    protocol: protocolCode().notNull(),
    nombreProducto: text().notNull(),
    precioUnitarioCents: integer().notNull(),
    ivaCents: integer().notNull(),
    totalCents: integer().notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_lines_company_protocol_period_key').on(t.companyId, t.protocol, t.periodStart),
  ],
);
