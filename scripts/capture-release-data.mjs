// At a release: records the data that release leaves in PostgreSQL, for the next releases' upgrade test
// (apps/server/src/resilience/upgrade-from-release.test.ts). It starts the release's built server once on an empty
// database (migrations, then the demo data, seeded through the release's own code), stops it, and writes
// testdata/releases/<name>.dump (a db:backup archive) and <name>.json (the release's commit, its migrations, and
// each table's row count).
//   npm run build && TEST_DATABASE_URL=postgresql://… node scripts/capture-release-data.mjs <name> [release-root]
// `release-root` is a built checkout of the release (a git worktree), by default this one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [name, releaseRoot = process.cwd()] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!name || !/^[\w.-]+$/.test(name) || !serverUrl) {
  process.stderr.write('Usage: TEST_DATABASE_URL=postgresql://… node scripts/capture-release-data.mjs <name> [root]\n');
  process.exit(2);
}
const outputDir = path.resolve('testdata/releases');

function psql(url, statement) {
  const result = spawnSync('psql', ['--no-psqlrc', '--tuples-only', '--no-align', url, '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const database = `cumplia_release_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${database}`;
psql(serverUrl, `create database ${database}`);
try {
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: releaseRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cumplia-release-')),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the release did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  await exited;

  mkdirSync(outputDir, { recursive: true });
  const dump = path.join(outputDir, `${name}.dump`);
  const archive = spawnSync(
    'pg_dump',
    ['--format=custom', '--compress=9', '--no-owner', '--no-privileges', `--file=${dump}`, url.toString()],
    { stdio: 'inherit' },
  );
  if (archive.status !== 0) throw new Error('pg_dump failed');

  const tables = psql(
    url.toString(),
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  ).split('\n');
  const rows = Object.fromEntries(
    tables.map((table) => [table, Number(psql(url.toString(), `select count(*) from public."${table}"`))]),
  );
  const journal = JSON.parse(
    readFileSync(path.join(releaseRoot, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: releaseRoot, encoding: 'utf8' }).stdout.trim();
  const manifest = { release: name, commit, migrations: journal.entries.map((entry) => entry.tag), rows };
  writeFileSync(path.join(outputDir, `${name}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`Captured ${dump}: ${Object.values(rows).reduce((sum, n) => sum + n, 0)} rows.\n`);
} finally {
  psql(serverUrl, `drop database if exists ${database} with (force)`);
}
