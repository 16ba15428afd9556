import { createHash } from 'node:crypto';

type Preparable<Result> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Result> } };

/**
 * Runs a query built per request as a named prepared statement, named after its SQL text: requests of the same
 * shape (same filters and sort, other values) share one statement per connection, which PostgreSQL parses once
 * and, after a few runs, plans once. For queries whose text varies with the request's choices (a list's filters),
 * where one fixed statement with placeholders cannot serve every choice.
 */
export function executePreparedByShape<Result>(prefix: string, query: Preparable<Result>): Promise<Result> {
  const shape = createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 16);
  return query.prepare(`${prefix}_${shape}`).execute();
}
