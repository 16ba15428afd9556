import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/** The rows of a raw SQL query, typed by the caller (drivers give bigints as strings). */
export async function rowsOf<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
