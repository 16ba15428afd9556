import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { protocolCode } from './enums.js';
import { users } from './users.js';

/**
 * A yearly renewal period of a company's tools. Only one current (not processed) renewal per company.
 * `fechaRenovacion` is `fechaFin` - 18 days: the approval window opens then.
 */
export const renewals = pgTable(
  'renewals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fechaInicio: date({ mode: 'string' }).notNull(),
    fechaFin: date({ mode: 'string' }).notNull(),
    fechaRenovacion: date({ mode: 'string' }).notNull(),
    lopdgdd: boolean().notNull().default(false),
    acosoLaboral: boolean().notNull().default(false),
    desconexionDigital: boolean().notNull().default(false),
    renueva: boolean().notNull().default(false),
    deshabilitarRenovacion: boolean().notNull().default(false),
    procesada: boolean().notNull().default(false),
    processedAt: timestamp({ withTimezone: true }),
    /**
     * What the company was last told of this renewal as its window opened (its tools and prices,
     * renewal-notices.ts): a change after that sends a new notice.
     */
    noticeFingerprint: text(),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('renewals_one_current_per_company_key').on(t.companyId).where(sql`${t.procesada} = false`),
    index('renewals_company_idx').on(t.companyId, t.fechaInicio.desc()),
    index('renewals_fecha_fin_idx').on(t.fechaFin),
    index('renewals_status_fecha_renovacion_idx').on(
      t.procesada,
      t.renueva,
      t.deshabilitarRenovacion,
      t.fechaRenovacion,
    ),
    index('renewals_status_fecha_fin_idx').on(t.procesada, t.renueva, t.deshabilitarRenovacion, t.fechaFin),
    index('renewals_notice_due_idx')
      .on(t.fechaRenovacion)
      .where(sql`${t.procesada} = false and ${t.deshabilitarRenovacion} = false`),
  ],
);

/** The price of each protocol for the next period of a renewal. */
export const renewalProducts = pgTable(
  'renewal_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    renewalId: integer()
      .notNull()
      .references(() => renewals.id, { onDelete: 'cascade' }),
    protocol: protocolCode().notNull(),
    precioDescuentoCents: integer().notNull(),
  },
  (t) => [uniqueIndex('renewal_products_renewal_protocol_key').on(t.renewalId, t.protocol)],
);
