import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The state of a background job's item that is being worked on or has failed (modules/background-work): while a
 * process works on it, `nextAttemptAt` is its lease; after a failure, when it is tried again. An item that spent
 * every attempt is dead (`deadAt`): it waits for staff to retry it or discard it ('Trabajos detenidos'). A success
 * deletes the row, so an item without one is simply due.
 */
export const backgroundWorkItems = pgTable(
  'background_work_items',
  {
    /** The job and kind of item: `seal-contract`, `seal-amendment`, `onboarding-reminder`. */
    queue: varchar({ length: 32 }).notNull(),
    itemId: integer().notNull(),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    firstAttemptAt: timestamp({ withTimezone: true }).notNull(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    deadAt: timestamp({ withTimezone: true }),
    /** Staff gave up on it: never tried again, no longer counted as waiting for them. */
    discardedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.queue, t.itemId] }),
    index('background_work_items_dead_idx')
      .on(t.deadAt)
      .where(sql`${t.deadAt} is not null and ${t.discardedAt} is null`),
  ],
);

/**
 * Each backup that succeeded whole (deploy/backup.sh): written, read back, encrypted and copied off the host. The
 * backup container records it here, so the metric and its alert read when the last one finished.
 */
export const backupRuns = pgTable('backup_runs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  file: varchar({ length: 200 }).notNull(),
  bytes: bigint({ mode: 'number' }).notNull(),
  copiedTo: varchar({ length: 500 }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
