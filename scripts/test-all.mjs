// `npm test`: format and lint, dependency rules, typecheck, build, unit and integration tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end tests in Chromium. Ends with one line:
// `N passed, N failed`, summing every test of every suite (format+lint, dependency rules, typecheck and build
// count as one check each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { slowestTests } from './slowest-tests.mjs';

const RESULTS_DIR = '.test-results';
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

check('Format and lint (biome)', 'npx', ['biome', 'ci', '.']);
check('Dependency rules (who may import whom)', 'node', ['scripts/check-dependencies.mjs']);

// The audit needs the registry's advisory service; where it cannot be reached the check is reported, not counted.
process.stdout.write('\n▶ Dependency audit (high and critical)\n');
const audit = spawnSync('node', ['scripts/audit-dependencies.mjs'], { stdio: 'inherit' });
if (audit.status === 2) {
  process.stdout.write('  (not counted: the advisory service is unreachable from this machine)\n');
} else {
  totals[audit.status === 0 ? 'passed' : 'failed'] += 1;
  if (audit.status !== 0) failures.push('Dependency audit');
}
check('Typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
const built = check('Build', 'npm', ['run', 'build']);

const vitestReport = `${RESULTS_DIR}/vitest.json`;
run(`Unit and integration tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`, 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  // A test file that fails to load (an import that throws, a missing fixture) has no failed test of its own:
  // each such file counts as one failure, so the last line never hides it.
  const filesFailedOutsideTests = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  totals.failed += vitest.numFailedTests + filesFailedOutsideTests;
  if (!vitest.success) failures.push('Unit and integration tests');
} else {
  totals.failed += 1;
  failures.push('Unit and integration tests (no report)');
}

const chromium = chromiumPath();
let e2e = null;
if (!built) {
  totals.failed += 1;
  failures.push('End-to-end tests (not run: the build failed)');
} else if (!chromium) {
  totals.failed += 1;
  failures.push('End-to-end tests (not run: Chromium is missing; apt-get install -y chromium)');
} else {
  run('End-to-end tests (Chromium)', 'npm', ['test', '-w', '@cumplia/e2e'], { CHROMIUM_PATH: chromium });
  e2e = readJson('e2e/test-results/results.json');
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    // A spec that fails to load is an error of the run, not a test: each one counts as a failure.
    totals.failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
    if (e2e.stats.unexpected > 0 || e2e.errors?.length) failures.push('End-to-end tests');
  } else {
    totals.failed += 1;
    failures.push('End-to-end tests (no report)');
  }
}

process.stdout.write(`\n${slowestTests(vitest, e2e)}\n`);
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed > 0 ? 1 : 0);
