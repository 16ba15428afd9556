import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { companyType, paymentMethod, protocolCode } from './enums.js';
import { foldedSql } from './folded-text.js';
import { users } from './users.js';

/**
 * A client company or self-employed person (empresa). `dni` is the administrator's NIF, which becomes the
 * username of its login user. `agencyId` is null for companies that came directly (public registration, staff).
 *
 * A company an agency registers is the agency's claim until the company confirms it by signing its contracts
 * (`agencyConfirmedAt`): claims never block anyone. Several agencies may hold a claim on one NIF/CIF, each seeing
 * only its own; only one confirmed company may hold a NIF/CIF (docs/domain.md, "Who a company belongs to"). A
 * signature on a phone the registrant typed proves nothing against another claim: a claim signs only while it is
 * the only one, and the NIF/CIF is held for good (`nifHeldAt`) only once staff verify it (or registered it).
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer().references(() => agencies.id),
    razonSocial: varchar({ length: 255 }).notNull(),
    nifCif: varchar({ length: 16 }).notNull(),
    tipo: companyType().notNull().default('E'),
    nombre: varchar({ length: 200 }).notNull(),
    dni: varchar({ length: 16 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    telefono: varchar({ length: 16 }).notNull(),
    /** Who entered the current phone: AGENCY, STAFF or COMPANY (the signing evidence says whose number it is). */
    telefonoEnteredBy: varchar({ length: 8 }),
    /**
     * The phone and e-mail the company itself vouched for: it typed them, it signed on that phone first, it confirmed
     * a change from the ones it vouched for before, or staff set them. Signing links and mandate changes go to this
     * phone and an agency gives the company's login only to this e-mail: a contact an agency enters is the company's
     * once confirmed (contact_confirmations). Null until the company vouched for any.
     */
    vouchedPhone: varchar({ length: 16 }),
    vouchedEmail: varchar({ length: 255 }),
    nombreComercial: varchar({ length: 255 }).notNull(),
    direccion: varchar({ length: 255 }).notNull().default(''),
    /** Town (localidad): printed on invoices (RD 1619/2012 art. 6.1.e) and where documents are signed. */
    localidad: varchar({ length: 100 }).notNull().default(''),
    provincia: varchar({ length: 100 }).notNull().default(''),
    codigoPostal: varchar({ length: 10 }).notNull().default(''),
    cnae: varchar({ length: 60 }).notNull().default(''),
    actividad: varchar({ length: 255 }).notNull().default(''),
    numTrabajadores: integer().notNull().default(0),
    numCuenta: varchar({ length: 34 }).notNull().default(''),
    metodoDePago: paymentMethod().notNull().default('SEPA'),
    lopdgdd: boolean().notNull().default(false),
    acosoLaboral: boolean().notNull().default(false),
    desconexionDigital: boolean().notNull().default(false),
    contratoLopdAceptado: boolean().notNull().default(false),
    contratoAcosoAceptado: boolean().notNull().default(false),
    contratoDesconexionAceptado: boolean().notNull().default(false),
    permitirDescarga: boolean().notNull().default(false),
    verificado: boolean().notNull().default(false),
    /**
     * When the company confirmed its registration (it signed, staff verified it, or staff registered it); null
     * while its registration is a claim (an agency's, or a public registration not yet proven).
     */
    agencyConfirmedAt: timestamp({ withTimezone: true }),
    /**
     * When staff made the NIF/CIF the company's for good (they verified it, or registered it themselves): only then
     * is another registration of it refused. A signature alone does not hold it (docs/decisions/017).
     */
    nifHeldAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the company's invoice money stands, kept by a statement trigger on invoices (migration 0037) with the
     * rules of `moneyState`: how many of its invoices stand returned by the bank, and whether the latest invoice
     * owed something is still pending. The client board filters on them without reading every client's invoices.
     */
    returnedInvoices: integer().notNull().default(0),
    latestInvoicePending: boolean().notNull().default(false),
    /**
     * The client board's other states, kept by triggers (migration 0058) with the rules of `clientStateConditions`
     * so its filters, counts and sort read the company row instead of every client's contracts, sign-up, profile
     * and renewal: a contract waits for its signature; an SMS sign-up was sent and is neither signed nor cancelled;
     * the compliance profile misses answers a contracted document needs (or was never saved); a protocol the
     * company must have is not contracted and signed; the end of its current renewal period.
     */
    contractToSign: boolean().notNull().default(false),
    signUpOpen: boolean().notNull().default(false),
    profileIncomplete: boolean().notNull().default(true),
    protocolsUncovered: boolean().notNull().default(true),
    periodEnd: date({ mode: 'string' }),
    /** Razón social, commercial name and town, folded for the client board's search (`foldedSql`). */
    searchText: text().generatedAlwaysAs(
      (): SQL => foldedSql(sql`"razon_social" || ' ' || "nombre_comercial" || ' ' || "localidad"`),
    ),
  },
  (t) => [
    uniqueIndex('companies_nif_cif_key').on(t.nifCif).where(sql`${t.agencyConfirmedAt} is not null`),
    uniqueIndex('companies_agency_nif_cif_key').on(t.agencyId, t.nifCif),
    index('companies_nif_cif_idx').on(t.nifCif),
    index('companies_agency_created_id_idx').on(t.agencyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The agency's company list sorted by name or NIF/CIF (read forwards or backwards).
    index('companies_agency_nombre_id_idx').on(t.agencyId, t.nombreComercial, t.id),
    index('companies_agency_nif_cif_id_idx').on(t.agencyId, t.nifCif, t.id),
    index('companies_verificado_created_id_idx').on(
      t.verificado,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('companies_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The staff company list sorted by razón social or NIF/CIF.
    index('companies_razon_social_id_idx').on(t.razonSocial, t.id),
    index('companies_nif_cif_id_idx').on(t.nifCif, t.id),
    index('companies_dni_idx').on(t.dni),
    index('companies_razon_social_folded_trgm_idx').using('gin', sql`${foldedSql(sql`${t.razonSocial}`)} gin_trgm_ops`),
    index('companies_nombre_comercial_folded_trgm_idx').using(
      'gin',
      sql`${foldedSql(sql`${t.nombreComercial}`)} gin_trgm_ops`,
    ),
    index('companies_nif_cif_trgm_idx').using('gin', sql`${t.nifCif} gin_trgm_ops`),
    index('companies_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The staff's client board over every agency sorted by name or town.
    index('companies_nombre_id_idx').on(t.nombreComercial, t.id),
    index('companies_localidad_id_idx').on(t.localidad, t.id),
    index('companies_returned_invoices_idx').on(t.agencyId).where(sql`${t.returnedInvoices} > 0`),
    index('companies_latest_invoice_pending_idx').on(t.agencyId).where(sql`${t.latestInvoicePending}`),
    index('companies_signature_pending_idx')
      .on(t.agencyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.contractToSign} or ${t.signUpOpen}`),
    index('companies_sign_up_open_idx').on(t.agencyId).where(sql`${t.signUpOpen}`),
    index('companies_profile_incomplete_idx').on(t.agencyId).where(sql`${t.profileIncomplete}`),
    index('companies_protocols_uncovered_idx').on(t.agencyId).where(sql`${t.protocolsUncovered}`),
    index('companies_period_end_id_idx').on(t.periodEnd, t.id),
    index('companies_agency_period_end_id_idx').on(t.agencyId, t.periodEnd, t.id),
  ],
);

/**
 * One row (id 1): how many companies exist, kept exact by statement triggers on companies (migration 0008), so
 * the unfiltered staff list answers its total without counting 100,000 rows per page.
 */
export const companyTotals = pgTable('company_totals', {
  id: smallint().primaryKey(),
  total: integer().notNull(),
});

/** The login users of a company (normally one: its administrator). */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_users_user_idx').on(t.userId)],
);

/**
 * A phone or e-mail an agency entered for a company that vouched for another: the company confirms it from the one
 * it vouched for (a link by SMS or e-mail), or staff do; only then is it the company's (`vouchedPhone`/`vouchedEmail`).
 */
export const contactConfirmations = pgTable(
  'contact_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'PHONE' or 'EMAIL'. */
    kind: varchar({ length: 8 }).notNull(),
    value: varchar({ length: 255 }).notNull(),
    /** Where the request was sent: the contact the company vouched for. */
    sentTo: varchar({ length: 255 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    requestedByAgencyId: integer().references(() => agencies.id),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Replaced by a later change of the same contact, or the contact changed again. */
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_confirmations_token_key').on(t.tokenHash),
    index('contact_confirmations_company_idx').on(t.companyId),
  ],
);

/**
 * A company that names, as its administrator, a person who already has a login: it joins that login only when the
 * person accepts (in their area; they are asked by e-mail at their own address). Until then the company has no login.
 */
export const companyLoginInvitations = pgTable(
  'company_login_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    /** Null while unanswered. */
    accepted: boolean(),
  },
  (t) => [
    uniqueIndex('company_login_invitations_company_user_key').on(t.companyId, t.userId),
    index('company_login_invitations_pending_idx').on(t.userId).where(sql`${t.answeredAt} is null`),
  ],
);

/** The price the company pays per protocol (productos: nombrePlantilla, precioDescuento). */
export const companyProducts = pgTable(
  'company_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    protocol: protocolCode().notNull(),
    precioDescuentoCents: integer().notNull(),
  },
  (t) => [uniqueIndex('company_products_company_protocol_key').on(t.companyId, t.protocol)],
);

/**
 * The SEPA direct-debit mandate of a company: a stable reference, signed with the contract. The first
 * collection decides FRST/RCUR; a mandate unused for 36 months expires.
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reference: varchar({ length: 35 }).notNull(),
    signedOn: date({ mode: 'string' }).notNull(),
    /** Calendar days between the invoice notice and its collection that the mandate promises. */
    prenotificationDays: smallint().notNull().default(5),
    /** The debtor account the mandate authorises: the IBAN at its signature, or of its last signed amendment. */
    iban: varchar({ length: 34 }),
    firstCollectionOn: date({ mode: 'string' }),
    lastCollectionOn: date({ mode: 'string' }),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * A return saying the account or the mandate is gone (`MANDATE_ENDING_RETURNS`) suspends collection: the
     * code, and the reference and account it hit. It stands while the mandate keeps both; a new mandate (another
     * reference) or a signed change of account lifts it.
     */
    suspendedReason: varchar({ length: 4 }),
    suspendedReference: varchar({ length: 35 }),
    suspendedIban: varchar({ length: 34 }),
    suspendedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_key').on(t.reference),
    index('sepa_mandates_company_idx').on(t.companyId),
  ],
);
