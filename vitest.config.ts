import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const resolve = { alias: { '@cumplia/domain': domainSource } };

const serverRoot = fileURLToPath(new URL('./apps/server', import.meta.url));

/** What a server test file imports when it opens a database: the test app, a test database, a server process. */
const OPENS_A_DATABASE =
  /test-support\/(test-app|demo-test-app|test-database|demo-template|server-process)\.js|\b(openDatabase|buildApp|migrateDatabase)\b/;

/**
 * The server test files that open no database (renderers, parsers, configuration): the PGlite project runs them,
 * and the PostgreSQL project, which would only run them again, leaves them out.
 */
function databaseFreeServerTests(): string[] {
  return readdirSync(path.join(serverRoot, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !OPENS_A_DATABASE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(serverRoot, file));
}

/**
 * The database tests that run on embedded PGlite as well when PostgreSQL is there (CI): what is embedded-specific.
 * The migrations' constraints and the demo seed a first start applies, the paths that share the embedded
 * database's one connection (outbox, CSV lines, sealer), every route of every module once on the demo (the
 * authorization matrix), and the compose checks that run only there.
 */
const EMBEDDED_TESTS = [
  'src/db/known-values.test.ts',
  'src/seed/seed.test.ts',
  'src/jobs/outbox-sender.test.ts',
  'src/modules/uploads/uploads.test.ts',
  'src/modules/signing/seal-signed-documents.test.ts',
  'src/authorization-matrix.test.ts',
  'src/resilience/deployment-rehearsal.test.ts',
];
const DATABASE_FREE_TESTS = databaseFreeServerTests();
for (const file of EMBEDDED_TESTS) {
  if (!existsSync(path.join(serverRoot, file))) throw new Error(`EMBEDDED_TESTS names a missing file: ${file}`);
}

/**
 * Unit and integration tests. Server tests run once: on embedded PGlite, or, when TEST_DATABASE_URL is set (CI),
 * on PostgreSQL, the production database, with PGlite keeping the files that open no database and the
 * embedded-specific ones (EMBEDDED_TESTS).
 */
const serverProject = (name: string, database: 'pglite' | 'postgres') => {
  const postgresRunsTheRest = database === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
  return {
    resolve,
    test: {
      name,
      root: serverRoot,
      include: postgresRunsTheRest ? [...DATABASE_FREE_TESTS, ...EMBEDDED_TESTS] : ['src/**/*.test.ts'],
      exclude: database === 'postgres' ? [...configDefaults.exclude, ...DATABASE_FREE_TESTS] : configDefaults.exclude,
      env: { CUMPLIA_TEST_DB: database },
      globalSetup: ['src/test-support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each test file builds its own app on its own database, and no server test mocks a module, so the files of a
      // worker share the loaded modules instead of importing the server again for every file (measured on the
      // two-core machine: PGlite project 140 s -> 78 s, PostgreSQL project ~150 s -> 95 s).
      isolate: false,
    },
  };
};

export default defineConfig({
  test: {
    // Two workers on the two-core machine: server tests spend much of their time waiting on PostgreSQL and on the
    // processes they start, so a second worker keeps both cores busy (measured: 501 s with one, 311 s with two,
    // 322 s with three).
    maxWorkers: 2,
    // Transformed modules are kept on disk between runs (and between the PGlite and PostgreSQL projects of one
    // run): one server test file imports ~500 modules, whose transform took ~2.5 s of its start.
    experimental: { fsModuleCache: true },
    // Files, and the tests inside each suite, run in a random order (each file has its own database, so none may
    // lean on another; no test may lean on one before it); the seed is printed with the run (`--sequence.seed=<n>`
    // repeats it). Steps of one story are one test.
    sequence: { shuffle: { files: true, tests: true } },
    projects: [
      { resolve, test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        resolve,
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // A form test renders Mantine and talks to a real HTTP test server: about a second on an idle machine,
          // over the default 5 s with both cores busy (seen for the agency company form).
          testTimeout: 20_000,
        },
      },
      // The repository's own tools: the dependency rules and their probes.
      { test: { name: 'tooling', root: './scripts', include: ['*.test.mjs'] } },
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
    ],
  },
});
