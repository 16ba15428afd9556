// Load scenario (benchmark, not a test): 100,000 companies, 300 collaborators and 1,000,000 invoices on
// PostgreSQL, and a realistic mix driven by autocannon for BENCH_SECONDS (default 30) at once: logins, company
// lists with filters (agency and staff), the staff invoice list, a company's invoices, company edits, invoice
// PDF downloads and CSV uploads (processed in the background meanwhile). Then the same mix against the floor
// (load-floor.mjs: bare Fastify + node-postgres running the same SQL). Prints throughput and p50/p95/p99 per
// endpoint and our throughput as a share of the floor's.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:load
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer, waitForHealth } from './bench-server.mjs';
import {
  keepInvoiceCopies,
  LOAD_SERVER_ENV,
  loadDatabase,
  mixUsers,
  scenarios,
  solvedCaptchas,
  startFloor,
} from './load-mix.mjs';
import { COMPANIES, INVOICES } from './load-seed.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const FLOOR_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Each side first runs the mix this long, unmeasured: its caches, JIT and database pages warm, as in production. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const JWT_SECRET = randomBytes(32).toString('hex');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs every scenario at once against `base` for `seconds`; per endpoint: requests per second and latency
 * percentiles.
 */
async function runMix(base, mix, seconds = SECONDS) {
  return Promise.all(
    mix.map(
      (scenario) =>
        new Promise((resolve, reject) => {
          const latencies = [];
          let failed = 0;
          const failedStatuses = new Map();
          const instance = autocannon(
            {
              url: base,
              connections: scenario.connections,
              duration: seconds,
              requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
            },
            (error) => {
              if (error) return reject(error);
              latencies.sort((a, b) => a - b);
              resolve({
                name: scenario.name,
                perSecond: latencies.length / seconds,
                p50: percentile(latencies, 50),
                p95: percentile(latencies, 95),
                p99: percentile(latencies, 99),
                failed,
                failedStatuses,
              });
            },
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            if (statusCode >= 400) {
              failed++;
              failedStatuses.set(statusCode, (failedStatuses.get(statusCode) ?? 0) + 1);
            } else latencies.push(responseTime);
          });
        }),
    ),
  );
}

/** The mix run unmeasured for WARMUP_SECONDS, then measured for SECONDS. */
async function warmThenMeasure(base, mix) {
  if (WARMUP_SECONDS > 0) await runMix(base, mix, WARMUP_SECONDS);
  return runMix(base, mix);
}

const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);

/** One line per endpoint with ours and the floor's figures (either may be missing) and ours as a share of it. */
function printResults(ours, bare) {
  const rowsOf = ours ?? bare;
  if (!rowsOf) {
    console.log('Nothing measured (BENCH_TARGETS names neither ours nor floor): the database is seeded.');
    return;
  }
  const figures = (row) =>
    row ? `${row.perSecond.toFixed(1).padStart(6)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)}` : '-'.padStart(33);
  const share = (a, b) => (a && b ? `${((100 * a) / b).toFixed(0).padStart(9)} %` : '-'.padStart(11));
  console.log(`\nMixed load, 20 connections, ${SECONDS} s (ours, then the floor with the same mix):`);
  console.log(
    `${'endpoint'.padEnd(42)} ${'req/s'.padStart(6)}      p50      p95      p99  errors |  floor req/s      p50      p95      p99 | ours/floor`,
  );
  for (const [i, { name }] of rowsOf.entries()) {
    const [row, f] = [ours?.[i], bare?.[i]];
    console.log(
      `${name.padEnd(42)} ${figures(row)} ${String(row?.failed ?? '-').padStart(7)} | ${figures(f)} | ${share(row?.perSecond, f?.perSecond)}`,
    );
  }
  for (const [side, rows] of [
    ['ours', ours],
    ['floor', bare],
  ]) {
    for (const row of (rows ?? []).filter((row) => row.failed > 0)) {
      const statuses = [...row.failedStatuses].map(([status, count]) => `${count} × ${status}`).join(', ');
      console.log(`  ${side}, ${row.name}: answered ${statuses}`);
    }
  }
  const total = (rows) => rows?.reduce((sum, row) => sum + row.perSecond, 0);
  console.log(
    `${'all endpoints'.padEnd(42)} ${total(ours)?.toFixed(1) ?? '-'} req/s | floor ${total(bare)?.toFixed(1) ?? '-'} req/s | ${share(total(ours), total(bare))}`,
  );
}

const targets = (process.env.BENCH_TARGETS ?? 'ours,floor').split(',');
const database = await loadDatabase();
const base = `http://127.0.0.1:${PORT}`;
const server = startBenchServer(PORT, {
  DATABASE_URL: database.url,
  JWT_SECRET,
  ...LOAD_SERVER_ENV,
});
let floor;
try {
  await waitForHealth(base);
  const seconds = await database.seed();
  if (seconds > 0) {
    console.log(
      `Seeded ${COMPANIES.toLocaleString('es-ES')} companies, 300 collaborators and ${INVOICES.toLocaleString('es-ES')} invoices in ${seconds.toFixed(0)} s`,
    );
  }
  const { tokens, editable } = await mixUsers(base, database.url);
  await keepInvoiceCopies(base, tokens.admin);
  const ours = targets.includes('ours')
    ? await warmThenMeasure(base, scenarios({ tokens, captchas: await solvedCaptchas(base, 4000), editable }))
    : null;
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));

  let bare = null;
  if (targets.includes('floor')) {
    floor = startFloor(FLOOR_PORT, database.url, JWT_SECRET);
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
    await waitForHealth(floorBase);
    const captchas = Array.from({ length: 10 }, (_, i) => `unused-${i}`);
    bare = await warmThenMeasure(floorBase, scenarios({ tokens, captchas, editable }));
  }
  printResults(ours, bare);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  floor?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
