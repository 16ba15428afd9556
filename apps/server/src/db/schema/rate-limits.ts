import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the request rate limits (@fastify/rate-limit), shared by every API process: one row per
 * limit and client (route + IP, or route + agency), counting the hits of the window that ends at
 * `windowEndsAt`. Rows whose window has ended are deleted as the limits are used.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
