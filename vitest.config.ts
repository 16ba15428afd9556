import { readdirSync, readFileSync } from 'node:fs';
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
 * Unit and integration tests. Server tests run on embedded PGlite, and those that open a database once more on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it), so both drivers are proven by the same suite.
 */
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  resolve,
  test: {
    name,
    root: serverRoot,
    include: ['src/**/*.test.ts'],
    exclude:
      database === 'postgres' ? [...configDefaults.exclude, ...databaseFreeServerTests()] : configDefaults.exclude,
    env: { CUMPLIA_TEST_DB: database },
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own app on its own database, and no server test mocks a module, so the files of a
    // worker share the loaded modules instead of importing the server again for every file (measured on the
    // two-core machine: PGlite project 140 s -> 78 s, PostgreSQL project ~150 s -> 95 s).
    isolate: false,
  },
});

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
      { resolve, test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      // The repository's own tools: the dependency rules and their probes.
      { test: { name: 'tooling', root: './scripts', include: ['*.test.mjs'] } },
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
    ],
  },
});
