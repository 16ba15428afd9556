// Benchmark (not a test): JavaScript the public pages download on first load (bytes on the wire, compressed)
// and Largest Contentful Paint, in headless Chromium against the built server.
//   npm run build && npm run bench:pages
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The landing, information and form pages first; then the other public pages (legal texts, training, sign-up,
// password recovery, document verification).
const PAGES = [
  '/',
  '/proteccindedatos',
  '/acosolaboral',
  '/desconexindigital',
  '/contactar',
  '/acceso',
  '/cumplia',
  '/aviso-legal',
  '/politica-cookies',
  '/formacion',
  '/pildorasformativas',
  '/registrar',
  '/recuperarcontrasena',
  '/verificar-documento',
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = spawn(process.execPath, ['../apps/server/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    NODE_ENV: 'development',
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cumplia-bench-')),
    LOG_LEVEL: 'error',
  },
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${BASE}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** One cold load: the JS bytes received until the page is idle, and the LCP the page reports. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
  // LCP is final once the user interacts; a click on the page body ends it without navigating.
  await page.mouse.click(1, 1);
  const result = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    const bytes = (entries) => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    // Initial: the entry module and its static imports, all fetched before DOMContentLoaded.
    const initial = scripts.filter((entry) => entry.startTime < navigation.domContentLoadedEventStart);
    return {
      initialBytes: bytes(initial),
      initialFiles: initial.length,
      totalBytes: bytes(scripts),
      totalFiles: scripts.length,
      lcp: window.__lcp,
    };
  });
  await context.close();
  return result;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  console.log(`Public pages, cold load, 1280x800, median of ${RUNS} runs. JS = compressed bytes on the wire.`);
  console.log('  page                 initial JS (before DOMContentLoaded)   all JS until network idle   LCP');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const url of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url));
    const pick = (key) => median(runs.map((run) => run[key]));
    console.log(
      `  ${url.padEnd(20)} ${kb(pick('initialBytes')).padStart(9)} in ${String(pick('initialFiles')).padStart(2)} files              ${kb(pick('totalBytes')).padStart(9)} in ${String(pick('totalFiles')).padStart(2)} files   ${pick('lcp').toFixed(0).padStart(4)} ms`,
    );
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
