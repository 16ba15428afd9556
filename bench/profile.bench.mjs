// Where the time goes (benchmark, not a test): each endpoint of the load mix alone, for BENCH_SECONDS (default
// 10) at BENCH_CONNECTIONS (default 10) connections, against our server and then against the floor, each under a CPU profile (--cpu-prof).
// Prints the CPU milliseconds each request cost the server's process, split by what ran: our code, the ORM, the
// PostgreSQL driver, zod, Fastify, PDF rendering, JWT and hashing, logging, Node's HTTP and streams, socket writes
// and the garbage collector. Our server runs without background jobs here (the uploaded lines wait), so each
// endpoint's own cost is what is measured. Argon2 runs on libuv's threads and is not in the main thread's profile.
// BENCH_ONLY=<part of a name> profiles only the endpoints whose name contains it.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:profile
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startBenchServer, waitForHealth } from './bench-server.mjs';
import { LOAD_SERVER_ENV, loadDatabase, mixUsers, scenarios, solvedCaptchas, startFloor } from './load-mix.mjs';
import { cpuMsMatching, cpuMsOf } from './process-cpu.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const JWT_SECRET = randomBytes(32).toString('hex');
/** Node options for both servers (e.g. `--max-semi-space-size=32`), as in the other benches. */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** What ran, by the file a sampled function comes from. First match wins. */
const CATEGORIES = [
  [
    'PDF',
    /node_modules\/(pdfkit|fontkit|restructure|qrcode|linebreak|unicode-|brotli|png-js|dfa|tiny-inflate)|node:zlib/,
  ],
  ['ORM', /node_modules\/drizzle-orm/],
  ['driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/],
  ['zod', /node_modules\/(zod|fastify-type-provider-zod)/],
  [
    'Fastify',
    /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|busboy|helmet|secure-json-parse|fast-querystring|process-warning|abstract-logging|toad-cache)/,
  ],
  ['JWT/hash', /node_modules\/(jose|altcha-lib|@node-rs)|node:internal\/crypto/],
  ['logging', /node_modules\/(pino|sonic-boom|thread-stream)/],
  ['our code', /\/apps\/server\/dist\/|\/packages\/domain\/|\/bench\/load-floor\.mjs/],
  ['Node', /^node:/],
];

/** Every category as printed, in order (GC, socket writes and the rest are told apart by function, not file). */
const COLUMNS = [
  'our code',
  'ORM',
  'driver',
  'zod',
  'Fastify',
  'PDF',
  'JWT/hash',
  'logging',
  'Node',
  'sockets',
  'GC',
  'other',
];

/**
 * CPU milliseconds by category in one profile, counting only the samples taken between `from` and `to` (µs of
 * the monotonic clock the profile's timestamps use, as `process.hrtime`): the start-up is left out, as is idle time.
 */
function categorize(file, from, to) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byCategory = new Map();
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const { functionName, url } = nodes.get(id).callFrame;
    if (functionName === '(idle)') continue;
    const category =
      functionName === '(garbage collector)'
        ? 'GC'
        : /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(functionName)
          ? 'sockets'
          : (CATEGORIES.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other');
    byCategory.set(category, (byCategory.get(category) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return byCategory;
}

/** Runs one scenario alone against `base`; answers the successful requests. */
async function drive(base, scenario) {
  let ok = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
  });
  instance.on('response', (_client, statusCode) => {
    if (statusCode < 400) ok++;
  });
  await instance;
  return ok;
}

/** The main thread's profile the process wrote in `dir` when it stopped. */
function mainThreadProfile(dir) {
  const [file] = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort();
  return path.join(dir, file);
}

/** Starts a process under a CPU profile, drives one scenario against it, stops it: CPU ms per request by category. */
async function profileOne(start, base, scenario) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cumplia-profile-'));
  const child = start([...SERVER_NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHealth(base);
  const microseconds = () => Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = { process: cpuMsOf(child.pid), postgres: cpuMsMatching(POSTGRES) };
  const from = microseconds();
  const requests = await drive(base, scenario);
  const to = microseconds();
  const cpu = {
    process: (cpuMsOf(child.pid) - cpuBefore.process) / requests,
    postgres: (cpuMsMatching(POSTGRES) - cpuBefore.postgres) / requests,
  };
  child.kill('SIGTERM');
  await exited;
  const byCategory = categorize(mainThreadProfile(dir), from, to);
  const perRequest = new Map([...byCategory].map(([category, ms]) => [category, ms / requests]));
  return { requests, perRequest, cpu };
}

/** PostgreSQL's processes (the server's backends), whose CPU each request also costs. */
const POSTGRES = /^postgres/;

const database = await loadDatabase();
const base = `http://127.0.0.1:${PORT}`;
const floorBase = `http://127.0.0.1:${PORT + 1}`;
// One captcha secret for every start, so the captchas solved first are good for the profiled logins.
const serverEnv = {
  DATABASE_URL: database.url,
  JWT_SECRET,
  CAPTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
  ...LOAD_SERVER_ENV,
  BACKGROUND_JOBS: 'false',
};
const setup = startBenchServer(PORT, serverEnv, []);
try {
  await waitForHealth(base);
  await database.seed();
  const { tokens, editable } = await mixUsers(base, database.url);
  // More than the floor can use up (it checks none), so that no login of ours is refused for a spent captcha.
  const captchas = await solvedCaptchas(base, 200 * SECONDS);
  const setupExited = new Promise((resolve) => setup.once('exit', resolve));
  setup.kill('SIGTERM');
  await setupExited;

  console.log(
    `Milliseconds per request, each endpoint alone at ${CONNECTIONS} connections for ${SECONDS} s: the main thread's profile by what ran (sampled, so it also counts waits for a core), then the CPU the whole process (every thread, from /proc) and PostgreSQL's processes really used:`,
  );
  console.log(
    `${'endpoint'.padEnd(42)} ${'side'.padEnd(5)} ${'req/s'.padStart(6)} ${[...COLUMNS, 'total', 'CPU', 'PG CPU'].map((c) => c.padStart(8)).join(' ')}`,
  );
  const only = process.env.BENCH_ONLY;
  for (const scenario of scenarios({ tokens, captchas, editable })) {
    if (only && !scenario.name.includes(only)) continue;
    const ours = await profileOne((args) => startBenchServer(PORT, serverEnv, args), base, scenario);
    await sleep(500);
    const floor = await profileOne((args) => startFloor(PORT + 1, database.url, JWT_SECRET, args), floorBase, scenario);
    await sleep(500);
    for (const [side, result] of [
      ['ours', ours],
      ['floor', floor],
    ]) {
      const value = (category) => result.perRequest.get(category) ?? 0;
      const total = [...result.perRequest.values()].reduce((sum, ms) => sum + ms, 0);
      console.log(
        `${(side === 'ours' ? scenario.name : '').padEnd(42)} ${side.padEnd(5)} ${(result.requests / SECONDS).toFixed(1).padStart(6)} ${[...COLUMNS.map(value), total, result.cpu.process, result.cpu.postgres].map((ms) => ms.toFixed(2).padStart(8)).join(' ')}`,
      );
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  setup.kill('SIGTERM');
  await sleep(1000);
  await database.drop();
}
