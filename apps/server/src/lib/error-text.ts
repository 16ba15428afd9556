import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error's message followed by those of its causes, for the last error kept on a queued item and shown to staff.
 * A failed query is named by the database's reason only: Drizzle's own message carries the statement and its
 * parameters, which may hold personal data or a link's secret.
 */
export function errorText(error: unknown, maxLength = 500): string {
  const parts: string[] = [];
  for (let current: unknown = error; current !== undefined && current !== null && parts.length < 4; ) {
    if (!(current instanceof DrizzleQueryError)) {
      parts.push(current instanceof Error ? current.message.replace(/\s+/g, ' ').trim() : String(current));
    } else if (!current.cause) parts.push('database query failed');
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.filter(Boolean).join(': ').slice(0, maxLength);
}
