import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

/** The value of one series in Prometheus's text format (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics listener', () => {
  let t: TestApp;
  let metrics: MetricsServer;
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    t = await createTestApp();
    metrics = await startMetricsServer({ database: t.app.database, now: () => new Date(), host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('counts each answer by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const series = 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}';
    const missing = 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/no-existe/12345' });
    const after = await scrape();
    expect(seriesValue(after, series) - seriesValue(before, series)).toBe(2);
    expect(seriesValue(after, missing) - seriesValue(before, missing)).toBe(1);
    expect(after).not.toContain('12345');
    expect(after).toContain('process_cpu_user_seconds_total');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it("reports the outbox's backlog, its age and its dead letters from the database, and each delivery's outcome", async () => {
    const minuteAgo = new Date(Date.now() - 60_000);
    await t.db.insert(outboxMessages).values([
      {
        channel: 'EMAIL',
        idempotencyKey: 'metrics-pending',
        recipient: 'gestoria@example.com',
        subject: 'Aviso',
        bodyText: 'Hola',
        createdAt: minuteAgo,
        nextAttemptAt: t.clock.now(),
      },
      {
        channel: 'SMS',
        idempotencyKey: 'metrics-dead',
        recipient: '+34600000009',
        bodyText: 'Código',
        status: 'FAILED',
        attempts: 8,
      },
    ]);
    const before = await scrape();
    expect(seriesValue(before, 'cumplia_job_queue_depth{queue="outbox"}')).toBe(1);
    expect(seriesValue(before, 'cumplia_job_queue_oldest_seconds{queue="outbox"}')).toBeGreaterThanOrEqual(59);
    expect(seriesValue(before, 'cumplia_outbox_dead_letters{channel="SMS"}')).toBe(1);
    expect(seriesValue(before, 'cumplia_outbox_dead_letters{channel="EMAIL"}')).toBe(0);
    expect(seriesValue(before, 'cumplia_database_up')).toBe(1);
    for (const queue of ['csv_lines', 'verifactu', 'password_recovery', 'contract_sealing']) {
      expect(before).toContain(`cumplia_job_queue_depth{queue="${queue}"} 0`);
    }
    expect(before).toContain('cumplia_verifactu_records{status="PENDIENTE"} 0');

    expect(await t.outbox.drain()).toBe(1);
    const after = await scrape();
    const sent = 'cumplia_outbox_deliveries_total{channel="EMAIL",outcome="sent"}';
    expect(seriesValue(after, sent) - seriesValue(before, sent)).toBe(1);
    expect(seriesValue(after, 'cumplia_job_queue_depth{queue="outbox"}')).toBe(0);
    expect(seriesValue(after, 'cumplia_job_queue_oldest_seconds{queue="outbox"}')).toBe(0);
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
