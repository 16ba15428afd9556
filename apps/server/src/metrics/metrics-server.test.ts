import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { outboxMessages } from '../db/schema/index.js';
import { seriesValue } from '../test-support/prometheus-text.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

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
    metrics = await startMetricsServer({
      database: t.app.database,
      config: t.config,
      now: () => new Date(),
      host: '127.0.0.1',
      port: 0,
    });
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it.skipIf(process.env.CUMPLIA_TEST_DB !== 'postgres')(
    'reads the connection pool as it is: an idle process has nobody waiting, however often it is scraped',
    async () => {
      for (let scrapeNumber = 0; scrapeNumber < 5; scrapeNumber++) {
        expect(seriesValue(await scrape(), 'cumplia_db_pool_connections{state="waiting"}')).toBe(0);
      }
    },
  );

  it('says how many days each certificate has left', async () => {
    const text = await scrape();
    const expected = Math.floor((t.config.seal.certificate.validity.notAfter.getTime() - Date.now()) / 86_400_000);
    expect(seriesValue(text, 'cumplia_certificate_days_left{certificate="seal"}')).toBe(expected);
    expect(seriesValue(text, 'cumplia_certificate_days_left{certificate="aeat"}')).toBeGreaterThan(30);
  });

  it('counts each answer by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const series = 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}';
    const missing = 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/health' });
    // A path word no metric value can contain by chance (a number could: 0.012345…).
    await t.app.inject({ method: 'GET', url: '/no-existe/cliente-B38567897' });
    const after = await scrape();
    expect(seriesValue(after, series) - seriesValue(before, series)).toBe(2);
    expect(seriesValue(after, missing) - seriesValue(before, missing)).toBe(1);
    expect(after).not.toContain('cliente-B38567897');
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
    expect(before).toContain('cumplia_background_stopped_items{queue="seal-contract"} 0');

    expect(await t.outbox.drain()).toBe(1);
    const after = await scrape();
    const sent = 'cumplia_outbox_deliveries_total{channel="EMAIL",outcome="sent"}';
    expect(seriesValue(after, sent) - seriesValue(before, sent)).toBe(1);
    expect(seriesValue(after, 'cumplia_job_queue_depth{queue="outbox"}')).toBe(0);
    expect(seriesValue(after, 'cumplia_job_queue_oldest_seconds{queue="outbox"}')).toBe(0);
  });

  it('exposes every metric the alerting rules use, and each alert has its runbook entry', async () => {
    const rules = parse(readFileSync(new URL('../../../../deploy/prometheus/alerts.yml', import.meta.url), 'utf8')) as {
      groups: { rules: { alert: string; expr: string; annotations: { runbook: string } }[] }[];
    };
    const runbook = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
    const exposed = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((match) => match[1]));
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.length).toBeGreaterThan(5);
    for (const alert of alerts) {
      const used = [...alert.expr.matchAll(/\b((?:http|cumplia|nodejs|process)_[a-z0-9_]+)/g)].map((match) =>
        String(match[1]).replace(/_(bucket|count|sum)$/, ''),
      );
      // Every rule reads our metrics, or Prometheus's own `up` of the scrape.
      expect(used.length > 0 || /\bup\{/.test(alert.expr), alert.alert).toBe(true);
      for (const name of used) expect(exposed, `${alert.alert} uses ${name}`).toContain(name);
      expect(alert.annotations.runbook).toBe(`docs/operations.md#${alert.alert.toLowerCase()}`);
      expect(runbook, alert.alert).toContain(`### ${alert.alert}\n`);
    }
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
