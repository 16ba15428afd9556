import { WORK_QUEUES } from '@cumplia/domain';
import { and, count, eq, isNull, max, min, sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';
import {
  backgroundWorkItems,
  backupRuns,
  contracts,
  outboxMessages,
  passwordRecoveryRequests,
  uploadedFiles,
  uploadLines,
  verifactuRecords,
} from '../db/schema/index.js';
import { deadAndWaiting } from '../modules/background-work/index.js';
import { awaitingSeal } from '../modules/signing/index.js';

const ageSeconds = (oldest: Date | string | null, now: Date) =>
  oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000);

type Backlog = { queue: string; depth: number; oldest: Date | string | null };

/** Each background job's waiting work: how many items and since when the oldest waits. One statement per queue. */
async function readBacklogs(handle: DatabaseHandle): Promise<Backlog[]> {
  const { db } = handle;
  const [outbox, csvLines, verifactu, recoveries, seals] = await Promise.all([
    db
      .select({ depth: count(), oldest: min(outboxMessages.createdAt) })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'PENDING')),
    db
      .select({ depth: count(), oldest: min(uploadedFiles.fechaCarga) })
      .from(uploadLines)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, uploadLines.fileId))
      .where(eq(uploadLines.status, 'PENDIENTE')),
    db
      .select({ depth: count(), oldest: min(verifactuRecords.createdAt) })
      .from(verifactuRecords)
      .where(eq(verifactuRecords.status, 'PENDIENTE')),
    db.select({ depth: count(), oldest: min(passwordRecoveryRequests.requestedAt) }).from(passwordRecoveryRequests),
    db
      .select({ depth: count(), oldest: min(contracts.signedAt) })
      .from(contracts)
      .where(awaitingSeal),
  ]);
  return [
    { queue: 'outbox', ...outbox[0] },
    { queue: 'csv_lines', ...csvLines[0] },
    { queue: 'verifactu', ...verifactu[0] },
    { queue: 'password_recovery', ...recoveries[0] },
    { queue: 'contract_sealing', ...seals[0] },
  ].map((backlog) => ({ queue: backlog.queue, depth: backlog.depth ?? 0, oldest: backlog.oldest ?? null }));
}

/**
 * Gauges read from the database at each scrape: the job queues' depth and age, the outbox's dead letters, the
 * Verifactu records waiting for the AEAT or standing rejected, and this process's connection pool.
 */
export function workQueueMetrics(handle: DatabaseHandle, now: () => Date): Registry {
  const registry = new Registry();
  // First of the registry: the scrape collects in order, and the gauges below it check out connections for their
  // queries, which a later reading would count as requests waiting.
  new Gauge({
    name: 'cumplia_db_pool_connections',
    help: "This process's PostgreSQL connections: total, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = handle.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  // A database that does not answer leaves these gauges at their last reading and says so in cumplia_database_up,
  // so the process's own metrics are still scraped.
  let databaseUp = true;
  const whenDatabaseAnswers = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      const value = await read();
      databaseUp = true;
      return value;
    } catch {
      databaseUp = false;
      return null;
    }
  };
  new Gauge({
    name: 'cumplia_database_up',
    help: 'Whether the database answered the last scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      await whenDatabaseAnswers(() => handle.ping());
      this.set(databaseUp ? 1 : 0);
    },
  });
  // Both queue gauges are collected in one scrape: they share one reading.
  let reading: Promise<Backlog[]> | null = null;
  const backlogs = () => {
    reading ??= readBacklogs(handle).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: 'cumplia_job_queue_depth',
    help: 'Items waiting for a background job, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const backlog of (await whenDatabaseAnswers(backlogs)) ?? []) {
        this.set({ queue: backlog.queue }, backlog.depth);
      }
    },
  });
  new Gauge({
    name: 'cumplia_job_queue_oldest_seconds',
    help: 'Age of the oldest item waiting for a background job, by queue (0 when empty)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const at = now();
      for (const backlog of (await whenDatabaseAnswers(backlogs)) ?? []) {
        this.set({ queue: backlog.queue }, ageSeconds(backlog.oldest, at));
      }
    },
  });
  /** Counts per value of one label, read at each scrape; a value the database has no row for reads 0. */
  const countsGauge = (gauge: {
    name: string;
    help: string;
    label: string;
    values: readonly string[];
    read: () => Promise<{ key: string; total: number }[]>;
  }) =>
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [gauge.label],
      registers: [registry],
      async collect() {
        const rows = await whenDatabaseAnswers(gauge.read);
        if (!rows) return;
        for (const value of gauge.values) {
          this.set({ [gauge.label]: value }, rows.find((row) => row.key === value)?.total ?? 0);
        }
      },
    });
  countsGauge({
    name: 'cumplia_outbox_dead_letters',
    help: 'Outbox messages that spent every attempt (FAILED), by channel',
    label: 'channel',
    values: ['EMAIL', 'SMS'],
    read: () =>
      handle.db
        .select({ key: outboxMessages.channel, total: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'FAILED'))
        .groupBy(outboxMessages.channel),
  });
  countsGauge({
    name: 'cumplia_background_stopped_items',
    help: "Background work items that spent every attempt and wait for staff ('Trabajos detenidos'), by queue",
    label: 'queue',
    values: WORK_QUEUES,
    read: () =>
      handle.db
        .select({ key: backgroundWorkItems.queue, total: count() })
        .from(backgroundWorkItems)
        .where(deadAndWaiting)
        .groupBy(backgroundWorkItems.queue),
  });
  new Gauge({
    name: 'cumplia_backup_last_success_timestamp_seconds',
    help: 'When the last whole backup (written, read back, encrypted, copied off the host) finished; 0 if never',
    registers: [registry],
    async collect() {
      const rows = await whenDatabaseAnswers(() =>
        handle.db.select({ last: max(backupRuns.finishedAt) }).from(backupRuns),
      );
      if (!rows) return;
      const last = rows[0]?.last ?? null;
      this.set(last === null ? 0 : new Date(last).getTime() / 1000);
    },
  });
  countsGauge({
    name: 'cumplia_verifactu_records',
    help: 'Verifactu records waiting for the AEAT (PENDIENTE) or standing with its errors (not yet corrected)',
    label: 'status',
    values: ['PENDIENTE', 'INCORRECTO', 'ACEPTADO_CON_ERRORES'],
    read: () =>
      handle.db
        .select({ key: verifactuRecords.status, total: count() })
        .from(verifactuRecords)
        .where(
          and(
            sql`${verifactuRecords.status} in ('PENDIENTE', 'INCORRECTO', 'ACEPTADO_CON_ERRORES')`,
            isNull(verifactuRecords.supersededById),
          ),
        )
        .groupBy(verifactuRecords.status),
  });
  return registry;
}
