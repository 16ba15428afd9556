import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyType, protocolCode } from './enums.js';
import { foldedSql } from './folded-text.js';
import { users } from './users.js';

/** A collaborator (gestoría). `comisionBasisPoints`: the commission percent x 100 (10 % = 1000). */
export const agencies = pgTable(
  'agencies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    razonSocial: varchar({ length: 255 }).notNull(),
    nombreComercial: varchar({ length: 255 }).notNull(),
    nifCif: varchar({ length: 16 }).notNull(),
    tipo: companyType().notNull().default('E'),
    nombre: varchar({ length: 200 }).notNull(),
    dni: varchar({ length: 16 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    telefono: varchar({ length: 16 }).notNull(),
    direccion: varchar({ length: 255 }).notNull().default(''),
    /** Town (localidad): printed on invoices (RD 1619/2012 art. 6.1.e) and where documents are signed. */
    localidad: varchar({ length: 100 }).notNull().default(''),
    provincia: varchar({ length: 100 }).notNull().default(''),
    codigoPostal: varchar({ length: 10 }).notNull().default(''),
    cnae: varchar({ length: 60 }).notNull().default(''),
    actividad: varchar({ length: 255 }).notNull().default(''),
    numTrabajadores: integer().notNull().default(0),
    numCuenta: varchar({ length: 34 }).notNull().default(''),
    comisionBasisPoints: integer().notNull().default(1000),
    superColaborador: boolean().notNull().default(false),
    /** Kept exact by a trigger on companies (migration 0004): the unfiltered company list's total, without a count. */
    companyCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agencies_nif_cif_key').on(t.nifCif),
    index('agencies_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('agencies_nombre_comercial_folded_trgm_idx').using(
      'gin',
      sql`${foldedSql(sql`${t.nombreComercial}`)} gin_trgm_ops`,
    ),
    index('agencies_razon_social_folded_trgm_idx').using('gin', sql`${foldedSql(sql`${t.razonSocial}`)} gin_trgm_ops`),
    index('agencies_nif_cif_trgm_idx').using('gin', sql`${t.nifCif} gin_trgm_ops`),
  ],
);

/** The login users of an agency (its staff who act for it). */
export const agencyUsers = pgTable(
  'agency_users',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId] }), index('agency_users_user_idx').on(t.userId)],
);

/** The prices an agency negotiated per protocol; they override the defaults for its companies. */
export const agencyProductPrices = pgTable(
  'agency_product_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    protocol: protocolCode().notNull(),
    precioDescuentoCents: integer().notNull(),
  },
  (t) => [uniqueIndex('agency_product_prices_agency_protocol_key').on(t.agencyId, t.protocol)],
);
