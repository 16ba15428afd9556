/**
 * An error's message followed by those of its causes, for the last error kept on a queued item: Drizzle's own
 * message names only the failed query, the database's reason is in its cause.
 */
export function errorText(error: unknown, maxLength = 500): string {
  const parts: string[] = [];
  for (let current: unknown = error; current !== undefined && current !== null && parts.length < 4; ) {
    parts.push(current instanceof Error ? current.message.replace(/\s+/g, ' ').trim() : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.filter(Boolean).join(': ').slice(0, maxLength);
}
