import { ROLE_NAMES, type RoleName } from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';

/** The four roles of the product (ROLE_CUMPLIA, ROLE_CUMPLIA_WORKER, ROLE_MANAGEMENT, ROLE_COMPANY). */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 40 }).$type<RoleName>().notNull().unique(),
  },
  (t) => [oneOf('roles_name_known', t.name, ROLE_NAMES)],
);

/** A login. `username` is the person's NIF (upper case). No password until the account is verified. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: varchar({ length: 32 }).notNull().unique(),
    passwordHash: text(),
    name: varchar({ length: 200 }).notNull(),
    surname: varchar({ length: 200 }),
    email: varchar({ length: 255 }),
    enabled: boolean().notNull().default(true),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_email_idx').on(t.email),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
