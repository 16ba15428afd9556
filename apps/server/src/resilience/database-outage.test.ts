import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createServices } from '../platform/services.js';
import { startTcpProxy } from '../test-support/tcp-proxy.js';
import { createTestDatabase } from '../test-support/test-database.js';

type Outcome = { startedAt: number; status: number | 'timeout' | 'error'; ms: number };

const onPostgres = process.env.CUMPLIA_TEST_DB === 'postgres';
const CLIENTS = 8;
/** Longer than the pool's connection timeout (5 s): a request that takes this long is hanging. */
const HANG_MS = 8000;

let database: DatabaseHandle;
let proxied: DatabaseHandle;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const url = new URL(database.url ?? '');
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port());
  proxied = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5, queryTimeoutMs: 2000 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '100000' });
  app = await buildApp({ services: createServices(proxied.db, config), database: proxied, serveWebApp: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (!onPostgres) return;
  await app.close();
  await proxied.close().catch(() => undefined);
  await proxy.down();
  await database.close();
});

/** Clients that keep asking, over real HTTP, for pages that need the database, recording every answer. */
function keepAsking() {
  const outcomes: Outcome[] = [];
  let running = true;
  const paths = ['/health', '/cumplia-core/firma/enlace-que-no-existe-0123456789'];
  const client = async (n: number) => {
    while (running) {
      const startedAt = Date.now();
      const status = await fetch(`${base}${paths[n % paths.length]}`, { signal: AbortSignal.timeout(HANG_MS) }).then(
        (response) => response.status,
        (error: Error) => (error.name === 'TimeoutError' ? ('timeout' as const) : ('error' as const)),
      );
      outcomes.push({ startedAt, status, ms: Date.now() - startedAt });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const healthy = (status: Outcome['status']) => status === 200 || status === 404;

describe.skipIf(!onPostgres)('PostgreSQL stops and comes back under load', () => {
  it('answers 503 within seconds while it is down, and recovers by itself when it is back', async () => {
    const load = keepAsking();
    await pause(1500);
    const stoppedAt = Date.now();
    await proxy.down();
    await pause(4000);
    const restartedAt = Date.now();
    await proxy.up();
    await pause(4000);
    await load.stop();

    // Answered before the cut (a request under way at the cut may fairly get a 503).
    const before = load.outcomes.filter((outcome) => outcome.startedAt + outcome.ms < stoppedAt);
    const during = load.outcomes.filter((o) => o.startedAt > stoppedAt + 200 && o.startedAt + o.ms < restartedAt);
    const after = load.outcomes.filter((outcome) => outcome.startedAt > restartedAt + 2000);
    expect(before.length).toBeGreaterThan(20);
    expect(
      before.filter((outcome) => !healthy(outcome.status)),
      JSON.stringify(before.slice(0, 5)),
    ).toEqual([]);

    expect(during.length).toBeGreaterThan(20);
    expect(new Set(during.map((outcome) => outcome.status))).toEqual(new Set([503]));
    expect(Math.max(...during.map((outcome) => outcome.ms))).toBeLessThan(3000);
    expect(load.outcomes.some((outcome) => outcome.status === 'timeout' || outcome.status === 'error')).toBe(false);

    expect(after.length).toBeGreaterThan(20);
    expect(after.every((outcome) => healthy(outcome.status))).toBe(true);
  });

  it('answers 503 instead of hanging when the network to PostgreSQL goes silent, and recovers after', async () => {
    const load = keepAsking();
    await pause(1000);
    const stalledAt = Date.now();
    proxy.stall();
    // Long enough for every client to meet a timeout at least once, even on a loaded machine.
    await pause(12000);
    const restoredAt = Date.now();
    await proxy.down();
    await proxy.up();
    await pause(4000);
    await load.stop();

    const startedStalled = load.outcomes.filter((o) => o.startedAt >= stalledAt && o.startedAt < restoredAt);
    const answeredStalled = startedStalled.filter((outcome) => outcome.startedAt + outcome.ms < restoredAt);
    const after = load.outcomes.filter((outcome) => outcome.startedAt > restoredAt + 2000);
    // Each client waits for the query timeout (2 s here) or the connection timeout (5 s): a few answers each.
    expect(answeredStalled.length).toBeGreaterThanOrEqual(CLIENTS);
    expect(new Set(answeredStalled.map((outcome) => outcome.status))).toEqual(new Set([503]));
    // Never the client's 8 s: nothing hangs, also for requests that were waiting when the network came back.
    expect(Math.max(...startedStalled.map((outcome) => outcome.ms))).toBeLessThan(6500);
    expect(load.outcomes.some((outcome) => outcome.status === 'timeout' || outcome.status === 'error')).toBe(false);
    expect(after.length).toBeGreaterThan(20);
    expect(after.every((outcome) => healthy(outcome.status))).toBe(true);
  });
});
