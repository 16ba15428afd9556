// The load bench's mix, shared by load.bench.mjs (which measures it) and floor-check.mjs (which checks that the
// floor sends the statements our server sends for each of its requests): the endpoints with their share of the
// connections and how each request is built, the server's settings, the floor, and the seeded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cifWithControlDigit } from '@cumplia/domain';
import pg from 'pg';
import { createBenchDatabase } from './bench-postgres.mjs';
import { benchLogin, solvedCaptcha } from './bench-server.mjs';
import { INVOICES, seedLoadData } from './load-seed.mjs';

/** Valid CIFs (organisation B, control digit) so bench lines exercise the whole path; distinct per n. */
const organisationCif = (n) => cifWithControlDigit('B', String(3_000_000 + n));

const PASSWORD = 'Demo-Cumplia-2026';

const random = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Our server's settings under load: limits raised, since the load's users do far more than real ones. It runs as
 * production runs an API replica (docs/operations.md): without the background jobs, which the worker process runs,
 * so it does the floor's work and no more (the uploaded lines wait for a worker; `bench:signup` measures that
 * work). BENCH_JOBS_IN_PROCESS=true runs them inside it, as a single-process install (`npm start`) does.
 * docs/decisions/020-load-mix-as-an-api-replica.md
 */
export const LOAD_SERVER_ENV = {
  BACKGROUND_JOBS: process.env.BENCH_JOBS_IN_PROCESS === 'true' ? 'true' : 'false',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  CAPTCHA_CHALLENGES_PER_MINUTE: '1000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
  UPLOAD_QUOTA_BYTES_PER_AGENCY: String(100 * 1024 ** 3),
};

/** Single-use captcha solutions for the login requests, fetched and solved before the clock starts. */
export async function solvedCaptchas(base, count) {
  const solutions = [];
  for (let i = 0; i < count; i++) solutions.push(await solvedCaptcha(base));
  return solutions;
}

/** The mix's users logged in through `base` (the demo agency, superadmin and company) and the companies to edit. */
export async function mixUsers(base, url) {
  const tokens = {
    agency: await benchLogin(base, '45219873X', 'G'),
    admin: await benchLogin(base, '43827164C', null),
    company: await benchLogin(base, '54327891M', 'E'),
  };
  return { tokens, editable: await companiesToEdit(base, url, tokens.agency) };
}

/**
 * The demo agency's companies with a personal id and no signing link waiting, as its edit form loads them. An edit
 * of a company whose link is waiting also voids the link, renders the contracts again and sends a new SMS: work the
 * floor does not do, so the mix leaves those out (the edit's statements then match the floor's for every request).
 */
async function companiesToEdit(base, url, token) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `select nif_cif from companies c where agency_id = (select id from agencies where nif_cif = 'B38123451')
     and dni <> '' and not exists (select from signature_requests s where s.company_id = c.id
       and s.completed_at is null and s.voided_at is null and s.expires_at > now())
     order by id`,
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

/**
 * The invoices the mix downloads, spread over the million. Every invoice is e-mailed with its PDF when issued (the
 * signed contract's, each renewal's, each corrected one's), which keeps its copy, so downloads read kept copies;
 * the seeded invoices skipped that e-mail, and keepInvoiceCopies makes their copies as it would have.
 */
const KEPT_INVOICES = Array.from({ length: 2000 }, (_, i) => 100 + Math.floor((i * (INVOICES - 100)) / 2000));

/**
 * Has our server at `base` produce and keep the PDF of each invoice the mix downloads (those kept already are
 * only read): the work the issuing e-mail does in production, done before the clock starts.
 */
export async function keepInvoiceCopies(base, adminToken) {
  const pending = [...KEPT_INVOICES];
  const worker = async () => {
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const response = await fetch(`${base}/cumplia-core/admin/facturas/${id}/download`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`invoice ${id}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** The mix: each endpoint with its share of the 20 connections and how each request is built. */
export function scenarios({ tokens, captchas, editable }) {
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
      name: 'GET agency companies, board search',
      connections: 4,
      request: () => ({
        method: 'GET',
        path: `/cumplia-core/gestorias/my/empresas?page=0&size=10&q=carga%20${random(1, 99)}`,
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
        path: `/cumplia-core/admin/facturas/${KEPT_INVOICES[random(0, KEPT_INVOICES.length - 1)]}/download`,
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

/**
 * The floor (load-floor.mjs) on `port`, on the database at `url`, checking tokens signed with `jwtSecret`;
 * `nodeArgs` are Node options (a CPU profile, say).
 */
export function startFloor(port, url, jwtSecret, nodeArgs = []) {
  const script = path.join(import.meta.dirname, 'load-floor.mjs');
  return spawn(process.execPath, [...nodeArgs, script, String(port), url, jwtSecret], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The database a run works on. BENCH_LOAD_TEMPLATE names a seeded database to copy for each run: every run then
 * starts from the same data without seeding it again (a run's logins, edits and uploads change the data, so
 * reusing one database makes each run slower than the one before). BENCH_DATABASE_URL reuses a database as it
 * is (never dropped), for profiling; otherwise a throw-away one is seeded. Call `seed()` once our server has
 * migrated it.
 */
export async function loadDatabase() {
  const reused = process.env.BENCH_DATABASE_URL;
  const template = process.env.BENCH_LOAD_TEMPLATE;
  const database = reused
    ? { url: reused, drop: async () => undefined }
    : await createBenchDatabase('cumplia_bench_load', template);
  return {
    ...database,
    /** Seeds the load data unless the database already has it; answers the seconds it took (0 if it had it). */
    async seed() {
      if ((reused || template) && (await isSeeded(database.url))) return 0;
      const started = performance.now();
      await seedLoadData(database.url);
      return (performance.now() - started) / 1000;
    },
  };
}

async function isSeeded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select count(*)::int as n from agencies where nif_cif like 'Y%'`);
  await client.end();
  return rows[0].n > 0;
}
