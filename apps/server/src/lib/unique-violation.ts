/** The unique constraint a PostgreSQL error violated (SQLSTATE 23505), looking through Drizzle's wrapper. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
