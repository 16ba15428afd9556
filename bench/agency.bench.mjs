import { cifWithControlDigit } from '@cumplia/domain';
// Benchmarks (not tests) of the agency area against the built server:
//  1. a 10,000-line mass sign-up CSV, from upload to the last line processed;
//  2. the company list endpoint over 100,000 companies of one agency (PostgreSQL only: the companies are
//     inserted with SQL), at 20 concurrent connections, plain, filtered and deep in the pages.
//   npm run build && DATABASE_URL=postgresql://... npm run bench:agency     (both)
//   npm run build && npm run bench:agency                                   (CSV on embedded PGlite)
//   npm run build && DATABASE_URL=postgresql://... npm run bench:signup     (the CSV alone)
import autocannon from 'autocannon';
import pg from 'pg';
import { benchLogin, startBenchServer, waitForHealth } from './bench-server.mjs';

/** Valid CIFs (organisation B, control digit) so bench lines exercise the whole path; distinct per n. */
const organisationCif = (n) => cifWithControlDigit('B', String(3_000_000 + n));

const PORT = Number(process.env.BENCH_PORT ?? 3292);
const BASE = `http://127.0.0.1:${PORT}`;
const LINES = Number(process.env.BENCH_CSV_LINES ?? 10_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const DATABASE_URL = process.env.DATABASE_URL;

async function csvBench(token) {
  const csv = [
    'nifCif;telefono',
    ...Array.from({ length: LINES }, (_, i) => `${organisationCif(i)};6${String(10_000_000 + i).slice(0, 8)}`),
  ].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const uploaded = await fetch(`${BASE}/cumplia-core/gestorias/upload-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const { id } = await uploaded.json();
  const stored = performance.now();
  for (;;) {
    const files = await (
      await fetch(`${BASE}/cumplia-core/gestorias/archivos/my`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (files.content.find((file) => file.id === id)?.procesado) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const done = performance.now();
  console.log(
    `CSV mass sign-up, ${LINES.toLocaleString('es-ES')} lines: upload and store ${((stored - started) / 1000).toFixed(2)} s, all lines processed ${((done - started) / 1000).toFixed(2)} s (${Math.round(LINES / ((done - started) / 1000))} lines/s)`,
  );
  if (DATABASE_URL) console.log(await batchTimes(id));
}

/**
 * How long each batch of lines took: a batch stamps its lines with the time it started, so the time between two
 * batches' stamps is the first one's duration (the processor starts the next batch as soon as one commits).
 */
async function batchTimes(fileId) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `select count(*)::int as lines, extract(epoch from lead(fecha_procesado) over (order by fecha_procesado) - fecha_procesado) * 1000 as ms
     from upload_lines where file_id = $1 group by fecha_procesado order by fecha_procesado`,
    [fileId],
  );
  await client.end();
  const durations = rows
    .filter((row) => row.ms !== null)
    .map((row) => Number(row.ms))
    .sort((a, b) => a - b);
  const at = (share) => durations[Math.min(durations.length - 1, Math.floor(share * durations.length))]?.toFixed(0);
  return `  ${rows.length} batches of up to ${Math.max(...rows.map((row) => row.lines))} lines: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms (the last batch not counted)`;
}

async function seedCompanies() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(
    `insert into companies (agency_id, razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono, created_at, lopdgdd)
     select a.id, 'Razón Social Bench ' || i, 'Empresa Bench ' || i, 'Z' || lpad(i::text, 8, '0'), 'Admin', '', 'bench' || i || '@example.test', '+34600000000',
            now() - (i || ' minutes')::interval, i % 2 = 0
     from generate_series(1, $1::int) as i, (select id from agencies where nif_cif = 'B38123451') a`,
    [COMPANIES],
  );
  await client.query('vacuum analyze companies');
  await client.end();
}

async function listBench(token, label, query) {
  const result = await autocannon({
    url: `${BASE}/cumplia-core/gestorias/my/empresas?${query}`,
    connections: 20,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `  ${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(5)} req/s   p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
  );
}

const server = startBenchServer(PORT, { OUTBOX_POLL_MS: '500' });
try {
  await waitForHealth(BASE);
  const token = await benchLogin(BASE, '45219873X', 'G');
  await csvBench(token);
  const signupOnly = process.argv[2] === 'signup';
  if (DATABASE_URL && !signupOnly) {
    await seedCompanies();
    console.log(
      `GET /cumplia-core/gestorias/my/empresas over ${COMPANIES.toLocaleString('es-ES')} companies, 20 connections, 10 s each:`,
    );
    await listBench(token, 'first page (size 10)', 'page=0&size=10');
    await listBench(token, 'name filter "bench 4242"', 'page=0&size=10&nombreEmpresa=bench%204242');
    await listBench(token, 'NIF/CIF filter "Z0000777"', 'page=0&size=10&nifCif=Z0000777');
    await listBench(token, 'page 5,000 (offset 50,000)', 'page=5000&size=10');
    await listBench(token, 'protocols left uncovered', 'page=0&size=10&estado=sinCubrir');
  } else if (!signupOnly) {
    console.log('Company list over 100,000 companies: set DATABASE_URL (PostgreSQL) to run it.');
  }
} finally {
  server.kill('SIGTERM');
}
