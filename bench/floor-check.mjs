// Checks that the load bench's floor is honest: for one request of each endpoint of the mix, the SQL statements
// the floor runs are the ones our server runs (the same texts, as many times each; order aside, since both run
// some at once). Both talk to PostgreSQL through statement-recorder.mjs, which reads them off the wire. Our
// server runs without its background jobs, so only the request's own statements are recorded. A small seed is
// enough: statements, not timings, are compared. Prints each endpoint's difference; exits 1 if there is one.
// BENCH_STATEMENTS_OUT=<file> also writes our statements per endpoint there as JSON, to update the floor from.
//   npm run build && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:floor-check
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchServer, waitForHealth } from './bench-server.mjs';
import { startStatementRecorder } from './statement-recorder.mjs';

process.env.BENCH_COMPANIES ??= '3000';
process.env.BENCH_INVOICES ??= '30000';
const { keepInvoiceCopies, LOAD_SERVER_ENV, loadDatabase, mixUsers, scenarios, solvedCaptchas, startFloor } =
  await import('./load-mix.mjs');

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const FLOOR_PORT = PORT + 1;
const JWT_SECRET = randomBytes(32).toString('hex');

/** A statement as compared: its text with runs of white space made one space. */
const normalized = (text) => text.replace(/\s+/g, ' ').trim();

/** Sends each request to `base`; per request, its status and the statements it caused. */
async function statementsOf(base, requests, recorder) {
  const recorded = [];
  for (const { method, path, headers, body } of requests) {
    recorder.take();
    const response = await fetch(`${base}${path}`, { method, headers, body });
    await response.arrayBuffer();
    // Statements a request runs after answering (none should) would show up here.
    await sleep(100);
    recorded.push({ status: response.status, statements: recorder.take().map(normalized) });
  }
  return recorded;
}

/** Statements in `a` not matched one for one in `b`. */
function missingFrom(a, b) {
  const left = [...b];
  return a.filter((statement) => {
    const at = left.indexOf(statement);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

const database = await loadDatabase();
const recorder = await startStatementRecorder(database.url);
const base = `http://127.0.0.1:${PORT}`;
const server = startBenchServer(PORT, {
  DATABASE_URL: recorder.url,
  JWT_SECRET,
  ...LOAD_SERVER_ENV,
  BACKGROUND_JOBS: 'false',
});
let floor;
try {
  await waitForHealth(base);
  await database.seed();
  const { tokens, editable } = await mixUsers(base, database.url);
  await keepInvoiceCopies(base, tokens.admin);
  const mix = scenarios({ tokens, captchas: await solvedCaptchas(base, 1), editable });
  // The same requests to both (the mix draws pages and names at random).
  const requests = mix.map((scenario) => scenario.request());
  const ours = await statementsOf(base, requests, recorder);
  server.kill('SIGTERM');
  await sleep(1500);
  if (process.env.BENCH_STATEMENTS_OUT) {
    const byEndpoint = Object.fromEntries(ours.map((recorded, i) => [mix[i].name, recorded.statements]));
    writeFileSync(process.env.BENCH_STATEMENTS_OUT, `${JSON.stringify(byEndpoint, null, 2)}\n`);
  }

  floor = startFloor(FLOOR_PORT, recorder.url, JWT_SECRET);
  const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitForHealth(floorBase);
  const bare = await statementsOf(floorBase, requests, recorder);

  let differences = 0;
  for (const [i, { name }] of mix.entries()) {
    const notInFloor = missingFrom(ours[i].statements, bare[i].statements);
    const onlyInFloor = missingFrom(bare[i].statements, ours[i].statements);
    const failed = ours[i].status >= 400 || bare[i].status >= 400;
    differences += notInFloor.length + onlyInFloor.length + (failed ? 1 : 0);
    const verdict = notInFloor.length + onlyInFloor.length === 0 && !failed ? 'same' : 'DIFFERENT';
    console.log(
      `${name}: ours ${ours[i].status} with ${ours[i].statements.length} statements, the floor ${bare[i].status} with ${bare[i].statements.length}: ${verdict}`,
    );
    for (const statement of notInFloor) console.log(`  ours only:  ${statement}`);
    for (const statement of onlyInFloor) console.log(`  floor only: ${statement}`);
  }
  if (differences > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  floor?.kill('SIGTERM');
  await sleep(1000);
  await recorder.close();
  await database.drop();
}
