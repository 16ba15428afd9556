// Load scenario (benchmark, not a test): 100,000 companies, 300 collaborators and 1,000,000 invoices on
// PostgreSQL, and a realistic mix driven by autocannon for BENCH_SECONDS (default 30) at once: logins, company
// lists with filters (agency and staff), the staff invoice list, a company's invoices, company edits, invoice
// PDF downloads and CSV uploads (processed in the background meanwhile). Then the same mix against the floor
// (load-floor.mjs: bare Fastify + node-postgres running the same SQL). Prints throughput and p50/p95/p99 per
// endpoint and our throughput as a share of the floor's.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:load
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { cifWithControlDigit } from '@cumplia/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase } from './bench-postgres.mjs';
import { benchLogin, solvedCaptcha, startBenchServer, waitForHealth } from './bench-server.mjs';
import { COMPANIES, INVOICES, seedLoadData } from './load-seed.mjs';

/** Valid CIFs (organisation B, control digit) so bench lines exercise the whole path; distinct per n. */
const organisationCif = (n) => cifWithControlDigit('B', String(3_000_000 + n));

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const FLOOR_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const JWT_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'Demo-Cumplia-2026';

const random = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Single-use captcha solutions for the login requests, fetched and solved before the clock starts. */
async function solvedCaptchas(base, count) {
  const solutions = [];
  for (let i = 0; i < count; i++) solutions.push(await solvedCaptcha(base));
  return solutions;
}

async function companiesToEdit(base, url, token) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select nif_cif from companies where agency_id = (select id from agencies where nif_cif = 'B38123451')
     and dni <> '' order by id`,
  );
  await client.end();
  const details = [];
  for (const { nif_cif: nifCif } of rows) {
    const response = await fetch(`${base}/cumplia-core/gestorias/empresas/${nifCif}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    details.push(await response.json());
  }
  return details;
}

/** The mix: each endpoint with its share of the 20 connections and how each request is built. */
function scenarios({ tokens, captchas, editable }) {
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  let captcha = 0;
  let edit = 0;
  let csvLine = 0;
  const boundary = 'cumplia-load-boundary';
  return [
    {
      name: 'POST login (argon2id)',
      connections: 2,
      request: () => ({
        method: 'POST',
        path: '/cumplia-auth/authenticate',
        headers: { 'content-type': 'application/json', 'x-captcha-auth': captchas[captcha++ % captchas.length] },
        body: JSON.stringify({ username: '45219873X', password: PASSWORD, tipo: 'G' }),
      }),
    },
    {
      name: 'GET agency companies, name filter',
      connections: 4,
      request: () => ({
        method: 'GET',
        path: `/cumplia-core/gestorias/my/empresas?page=0&size=10&nombre=carga%20${random(1, 99)}`,
        headers: bearer(tokens.agency),
      }),
    },
    {
      name: 'GET staff companies, name filter',
      connections: 3,
      request: () => ({
        method: 'GET',
        path: `/cumplia-core/admin/empresas?page=0&size=10&nombre=carga%20${random(1000, 99_999)}`,
        headers: bearer(tokens.admin),
      }),
    },
    {
      name: 'GET staff invoices, unremitted, 60 days',
      connections: 3,
      request: () => ({
        method: 'GET',
        path: `/cumplia-core/admin/facturas?page=${random(0, 4)}&size=10&facturado=false&fechaInicio=${isoDay(60)}&fechaFin=${isoDay(0)}`,
        headers: bearer(tokens.admin),
      }),
    },
    {
      name: "GET company's own invoices",
      connections: 2,
      request: () => ({
        method: 'GET',
        path: '/cumplia-core/facturas/empresa/my?page=0&size=10',
        headers: bearer(tokens.company),
      }),
    },
    {
      name: 'PUT company edit (agency)',
      connections: 2,
      request: () => {
        const company = editable[edit++ % editable.length];
        return {
          method: 'PUT',
          path: `/cumplia-core/gestorias/my/empresas/${company.nifCif}`,
          headers: { ...bearer(tokens.agency), 'content-type': 'application/json' },
          body: JSON.stringify({ ...company, direccion: `Calle de la Carga ${edit}` }),
        };
      },
    },
    {
      name: 'GET invoice PDF',
      connections: 2,
      request: () => ({
        method: 'GET',
        path: `/cumplia-core/admin/facturas/${random(100, INVOICES)}/download`,
        headers: bearer(tokens.admin),
      }),
    },
    {
      name: 'POST CSV upload, 20 lines',
      connections: 2,
      request: () => {
        const lines = Array.from(
          { length: 20 },
          () => `${organisationCif(500_000 + csvLine++)};6${random(10_000_000, 99_999_999)}`,
        );
        return {
          method: 'POST',
          path: '/cumplia-core/gestorias/upload-csv',
          headers: { ...bearer(tokens.agency), 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: [
            `--${boundary}`,
            'Content-Disposition: form-data; name="file"; filename="altas.csv"',
            'Content-Type: text/csv',
            '',
            ['nifCif;telefono', ...lines].join('\n'),
            `--${boundary}--`,
            '',
          ].join('\r\n'),
        };
      },
    },
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs every scenario at once against `base`; per endpoint: requests per second and latency percentiles. */
async function runMix(base, mix) {
  return Promise.all(
    mix.map(
      (scenario) =>
        new Promise((resolve, reject) => {
          const latencies = [];
          let failed = 0;
          const instance = autocannon(
            {
              url: base,
              connections: scenario.connections,
              duration: SECONDS,
              requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
            },
            (error) => {
              if (error) return reject(error);
              latencies.sort((a, b) => a - b);
              resolve({
                name: scenario.name,
                perSecond: latencies.length / SECONDS,
                p50: percentile(latencies, 50),
                p95: percentile(latencies, 95),
                p99: percentile(latencies, 99),
                failed,
              });
            },
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            if (statusCode >= 400) failed++;
            else latencies.push(responseTime);
          });
        }),
    ),
  );
}

function startFloor(url) {
  return spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'load-floor.mjs'), String(FLOOR_PORT), url, JWT_SECRET],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);

/** One line per endpoint with ours and the floor's figures (either may be missing) and ours as a share of it. */
function printResults(ours, bare) {
  const rowsOf = ours ?? bare;
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
  const total = (rows) => rows?.reduce((sum, row) => sum + row.perSecond, 0);
  console.log(
    `${'all endpoints'.padEnd(42)} ${total(ours)?.toFixed(1) ?? '-'} req/s | floor ${total(bare)?.toFixed(1) ?? '-'} req/s | ${share(total(ours), total(bare))}`,
  );
}

/**
 * BENCH_DATABASE_URL reuses a database (seeded on first use, never dropped) so that repeated runs, e.g. while
 * profiling, skip the seeding; otherwise a throw-away database is seeded and dropped.
 */
async function loadDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { ...(await createBenchDatabase('cumplia_bench_load')), seeded: false };
  return { url, drop: async () => undefined, seeded: true };
}

async function isSeeded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select count(*)::int as n from agencies where nif_cif like 'Y%'`);
  await client.end();
  return rows[0].n > 0;
}

const targets = (process.env.BENCH_TARGETS ?? 'ours,floor').split(',');
const database = await loadDatabase();
const base = `http://127.0.0.1:${PORT}`;
const server = startBenchServer(PORT, {
  DATABASE_URL: database.url,
  JWT_SECRET,
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  CAPTCHA_CHALLENGES_PER_MINUTE: '1000000',
  // The load's agencies upload far more than a real one does in an hour.
  UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
  UPLOAD_QUOTA_BYTES_PER_AGENCY: String(100 * 1024 ** 3),
  ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
});
let floor;
try {
  await waitForHealth(base);
  if (!(database.seeded && (await isSeeded(database.url)))) {
    const seedStarted = performance.now();
    await seedLoadData(database.url);
    console.log(
      `Seeded ${COMPANIES.toLocaleString('es-ES')} companies, 300 collaborators and ${INVOICES.toLocaleString('es-ES')} invoices in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
  }
  const tokens = {
    agency: await benchLogin(base, '45219873X', 'G'),
    admin: await benchLogin(base, '43827164C', null),
    company: await benchLogin(base, '54327891M', 'E'),
  };
  const editable = await companiesToEdit(base, database.url, tokens.agency);
  const ours = targets.includes('ours')
    ? await runMix(base, scenarios({ tokens, captchas: await solvedCaptchas(base, 4000), editable }))
    : null;
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));

  let bare = null;
  if (targets.includes('floor')) {
    floor = startFloor(database.url);
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
    await waitForHealth(floorBase);
    const captchas = Array.from({ length: 10 }, (_, i) => `unused-${i}`);
    bare = await runMix(floorBase, scenarios({ tokens, captchas, editable }));
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
