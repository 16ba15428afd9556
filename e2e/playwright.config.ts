import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

import { HARNESS_PORT } from './tests/world-ports';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * One worker per two cores (a browser and a server each), each with a world of its own (tests/world-ports.ts,
 * start-server.mjs). On a two-core machine that is one: measured there, a second worker slowed every test past
 * its timeouts (the browsers' rendering alone fills the cores).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

/**
 * End-to-end tests in the system's Chromium (Debian package; never a browser downloaded by a test tool)
 * against the real server on an embedded database seeded with the demo data, a fresh copy of it for each spec
 * file (start-server.mjs, tests/fixtures.ts). The base URL is each worker's own server (tests/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx start-server.mjs',
    // Ready once the demo data is seeded (start-server.mjs); SIGTERM lets it delete its data directories.
    url: `http://127.0.0.1:${HARNESS_PORT}/ready`,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
  },
});
