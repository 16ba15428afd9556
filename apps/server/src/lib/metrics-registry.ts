import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics: Node's (CPU, memory, event loop lag, GC), the HTTP requests it answered and the
 * messages it handed to a transport. Counted where they happen; the work waiting in the database is measured at
 * each scrape instead (work-queue-metrics.ts), so every process reports the same backlog.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

/** Rate, latency and errors per route: `route` is the route's pattern (`/facturas/:id`), never the raw URL. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

/** sent; retry (the transport failed, another attempt is due); failed (attempts spent); expired (secret too old). */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'expired';

export const outboxDeliveries = new Counter({
  name: 'cumplia_outbox_deliveries_total',
  help: 'E-mail and SMS delivery attempts from the outbox, by channel and outcome',
  labelNames: ['channel', 'outcome'] as const,
  registers: [processMetrics],
});

export const workItemFailures = new Counter({
  name: 'cumplia_background_failures_total',
  help: 'Failed attempts of background work items (sealing, reminders), by queue and outcome (retry, dead)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [processMetrics],
});

export const smsReceipts = new Counter({
  name: 'cumplia_sms_receipts_total',
  help: 'Delivery receipts from the SMS provider, by final state (DELIVRD, UNDELIV, EXPIRED, ...)',
  labelNames: ['status'] as const,
  registers: [processMetrics],
});
