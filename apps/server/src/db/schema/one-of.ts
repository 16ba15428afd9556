import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

/**
 * A CHECK that keeps a text column to the values its type lists (the database refuses any other, as an enum
 * would, while the column stays text: adding a value later is a new check, not a type change). The values are the
 * code's own constants, written into the constraint as literals.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`);
