import { sql } from 'drizzle-orm';

/**
 * The commission in cents of the invoice aliased `alias` at the rate frozen on it at issue, rounded half away
 * from zero like `commissionCents` in the domain (a sale and its whole credit note net zero).
 */
export const commissionOf = (alias: string) =>
  sql<number>`round(${sql.raw(alias)}."importe_total_cents"::numeric * coalesce(${sql.raw(alias)}."agency_commission_basis_points", 0) / 10000)::integer`;
