// Starts the built server for the end-to-end run on an embedded database seeded with the demo data, and gives
// each spec file a world of its own: the demo data is seeded once into a template data directory, and
// `POST http://127.0.0.1:<E2E_PORT + 2>/fresh` (tests/fixtures.ts calls it when a new spec file starts) restarts
// the server on a fresh copy of it, so no spec sees what another one changed. The template holds the server's
// development secrets too, so sealed messages and tokens stay valid in every copy.
// Captchas stay real but cheap, so the widget solves them in well under a second. SMS go by SMPP to a test
// SMSC (apps/server/src/test-support/smpp-server-cli.ts) on a free port it reports when ready, whose handsets the
// tests read on E2E_PORT + 1 (see tests/outbox.ts), as a real deployment sends them to its SMS provider. A run
// thus uses four ports: E2E_PORT (the product), E2E_PORT + 1 (the handsets), E2E_PORT + 2 (this harness) and
// E2E_PORT + 3, the control of a stand-in AEAT (apps/server/src/test-support/aeat-server-cli.ts) to which the
// product sends its invoice records over mutual TLS, as a real deployment sends them to the AEAT.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? '3210');
const smsc = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/test-support/smpp-server-cli.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, SMSC_PORT: '0', SMSC_HTTP_PORT: String(port + 1) },
});
const smscPort = await new Promise((resolve, reject) => {
  smsc.stdout.on('data', (chunk) => {
    const ready = /smsc ready \S+:(\d+)/.exec(String(chunk));
    if (ready) resolve(Number(ready[1]));
  });
  smsc.on('exit', (code) => reject(new Error(`the test SMSC exited (${code})`)));
});

const workDir = mkdtempSync(path.join(tmpdir(), 'cumplia-e2e-'));
const templateDir = path.join(workDir, 'template');
const aeatDir = path.join(workDir, 'aeat');
const aeat = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/test-support/aeat-server-cli.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, AEAT_DIR: aeatDir, AEAT_CONTROL_PORT: String(port + 3) },
});
const aeatReady = await new Promise((resolve, reject) => {
  aeat.stdout.on('data', (chunk) => {
    const ready = /aeat ready (\S+) \S+ password=(\S+)/.exec(String(chunk));
    if (ready) resolve({ url: ready[1], password: ready[2] });
  });
  aeat.on('exit', (code) => reject(new Error(`the stand-in AEAT exited (${code})`)));
});
let copies = 0;
let server = null;
let stopping = false;

function startServer(dataDir) {
  const child = spawn(process.execPath, ['../apps/server/dist/server.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_COST: '50',
      CAPTCHA_MAX_COUNTER: '200',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      SMPP_URL: `smpp://cumplia:secreto@127.0.0.1:${smscPort}`,
      SMS_SENDER_ID: 'Cumplia',
      VERIFACTU_ENDPOINT: aeatReady.url,
      VERIFACTU_CA_CERTIFICATES: path.join(aeatDir, 'ca.pem'),
      VERIFACTU_CERTIFICATE_P12: path.join(aeatDir, 'client.p12'),
      VERIFACTU_CERTIFICATE_PASSWORD: aeatReady.password,
      VERIFACTU_POLL_MS: '500',
    },
  });
  child.on('exit', (code) => {
    // A server that dies on its own ends the run: the tests would only time out against it.
    if (child !== server || stopping) return;
    server = null;
    void shutDown(code ?? 1);
  });
  return child;
}

async function waitUntilHealthy() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

async function stopServer() {
  if (!server) return;
  const stopped = server;
  stopping = true;
  await new Promise((resolve) => {
    stopped.once('exit', resolve);
    stopped.kill('SIGTERM');
  });
  stopping = false;
  server = null;
}

/**
 * The server on a fresh copy of the seeded template; the previous copy is deleted. The stand-in AEAT forgets the
 * records of the previous copy: the fresh database numbers its invoices again, and the AEAT would refuse the
 * same numbers as already registered.
 */
async function freshServer() {
  const dataDir = path.join(workDir, `copy-${copies + 1}`);
  cpSync(templateDir, dataDir, { recursive: true });
  await stopServer();
  rmSync(path.join(workDir, `copy-${copies}`), { recursive: true, force: true });
  copies += 1;
  const reset = await fetch(`http://127.0.0.1:${port + 3}/control`, {
    method: 'POST',
    body: JSON.stringify({ reset: true }),
  });
  if (reset.status !== 204) throw new Error(`the stand-in AEAT did not reset (${reset.status})`);
  server = startServer(dataDir);
  await waitUntilHealthy();
}

async function shutDown(code) {
  await stopServer();
  smsc.kill('SIGTERM');
  aeat.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

// Seed the template once (the first start of an empty data directory seeds it); each spec file then asks for
// its copy before its first test.
try {
  server = startServer(templateDir);
  await waitUntilHealthy();
  await stopServer();
} catch (error) {
  console.error(error);
  await shutDown(1);
}

let restarting = Promise.resolve();
createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/ready') {
    response.writeHead(204).end();
    return;
  }
  if (request.method !== 'POST' || request.url !== '/fresh') {
    response.writeHead(404).end();
    return;
  }
  restarting = restarting.then(freshServer).then(
    () => response.writeHead(204).end(),
    (error) => response.writeHead(500).end(String(error)),
  );
}).listen(port + 2, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown(0));
