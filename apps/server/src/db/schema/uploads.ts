import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { companies } from './companies.js';
import { uploadLineStatus } from './enums.js';
import { users } from './users.js';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A CSV that an agency uploaded for mass sign-up (archivo). The original bytes are kept for download. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    nombre: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    content: bytea().notNull(),
    sizeBytes: integer().notNull(),
    totalLines: integer().notNull().default(0),
    procesado: boolean().notNull().default(false),
    fechaCarga: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_agency_fecha_id_idx').on(
      t.agencyId,
      t.fechaCarga.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** One line of an uploaded CSV and the outcome of processing it (procesamiento). */
export const uploadLines = pgTable(
  'upload_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer()
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    linea: integer().notNull(),
    rawText: text().notNull(),
    nifCif: varchar({ length: 32 }),
    telefono: varchar({ length: 32 }),
    status: uploadLineStatus().notNull().default('PENDIENTE'),
    mensajeError: text(),
    companyId: integer().references(() => companies.id),
    fechaProcesado: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('upload_lines_file_line_key').on(t.fileId, t.linea),
    index('upload_lines_pending_idx').on(t.fileId).where(sql`${t.status} = 'PENDIENTE'`),
  ],
);
