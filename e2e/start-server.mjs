// Starts the built server for the end-to-end run on an embedded database seeded with the demo data, and gives
// each spec file a world of its own: the demo data is seeded once into a template data directory, and
// `POST http://127.0.0.1:<E2E_PORT + 2>/fresh?world=<n>` (tests/fixtures.ts calls it when a new spec file starts)
// restarts world n's server on a fresh copy of it, so no spec sees what another one changed. Each Playwright worker
// has its own world (its server, its test SMSC and its stand-in AEAT, on the ports of tests/world-ports.ts), started
// on first use, so workers run side by side. The template holds the server's development secrets too, so sealed
// messages and tokens stay valid in every copy.
// Captchas stay real but cheap, so the widget solves them in well under a second. SMS go by SMPP to a test
// SMSC (apps/server/src/test-support/smpp-server-cli.ts), whose handsets the tests read (see tests/outbox.ts), as a
// real deployment sends them to its SMS provider. Invoice records go over mutual TLS to a stand-in AEAT
// (apps/server/src/test-support/aeat-server-cli.ts), as a real deployment sends them to the AEAT.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HARNESS_PORT, worldPorts } from './tests/world-ports.ts';

const workDir = mkdtempSync(path.join(tmpdir(), 'cumplia-e2e-'));
const templateDir = path.join(workDir, 'template');
const children = new Set();
let shuttingDown = false;

/** Runs a test-support CLI and resolves with the match of `ready` on its output. */
function startHelper(script, env, ready, name) {
  const child = spawn(process.execPath, ['--import', 'tsx', `../apps/server/src/test-support/${script}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = ready.exec(String(chunk));
      if (match) resolve(match);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
}

/** One world: its SMSC and stand-in AEAT, and the server that uses them (restarted on each fresh copy). */
async function startWorld(index) {
  const ports = worldPorts(index);
  const aeatDir = path.join(workDir, `aeat-${index}`);
  const [smscReady, aeatReady] = await Promise.all([
    startHelper(
      'smpp-server-cli.ts',
      { SMSC_PORT: '0', SMSC_HTTP_PORT: String(ports.handsets) },
      /smsc ready \S+:(\d+)/,
      'the test SMSC',
    ),
    startHelper(
      'aeat-server-cli.ts',
      { AEAT_DIR: aeatDir, AEAT_CONTROL_PORT: String(ports.aeatControl) },
      /aeat ready (\S+) \S+ password=(\S+)/,
      'the stand-in AEAT',
    ),
  ]);
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(ports.product),
    LOG_LEVEL: 'warn',
    CAPTCHA_COST: '50',
    CAPTCHA_MAX_COUNTER: '200',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    SMPP_URL: `smpp://cumplia:secreto@127.0.0.1:${smscReady[1]}`,
    SMS_SENDER_ID: 'Cumplia',
    VERIFACTU_ENDPOINT: aeatReady[1],
    VERIFACTU_CA_CERTIFICATES: path.join(aeatDir, 'ca.pem'),
    VERIFACTU_CERTIFICATE_P12: path.join(aeatDir, 'client.p12'),
    VERIFACTU_CERTIFICATE_PASSWORD: aeatReady[2],
    VERIFACTU_POLL_MS: '500',
  };
  return { index, ports, env, server: null, copies: 0, stopping: false, restarting: Promise.resolve() };
}

function startServer(world, dataDir) {
  const child = spawn(process.execPath, ['../apps/server/dist/server.js'], {
    stdio: 'inherit',
    env: { ...world.env, DATA_DIR: dataDir },
  });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    // A server that dies on its own ends the run: the tests would only time out against it.
    if (child !== world.server || world.stopping) return;
    world.server = null;
    void shutDown(code ?? 1);
  });
  world.server = child;
}

async function waitUntilHealthy(world) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const healthy = await fetch(`http://127.0.0.1:${world.ports.product}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

async function stopServer(world) {
  const stopped = world.server;
  if (!stopped) return;
  world.stopping = true;
  await new Promise((resolve) => {
    stopped.once('exit', resolve);
    stopped.kill('SIGTERM');
  });
  world.stopping = false;
  world.server = null;
}

/**
 * The world's server on a fresh copy of the seeded template; its previous copy is deleted. Its stand-in AEAT
 * forgets the records of the previous copy: the fresh database numbers its invoices again, and the AEAT would
 * refuse the same numbers as already registered.
 */
async function freshServer(world) {
  const copyDir = (copy) => path.join(workDir, `world-${world.index}-copy-${copy}`);
  cpSync(templateDir, copyDir(world.copies + 1), { recursive: true });
  await stopServer(world);
  rmSync(copyDir(world.copies), { recursive: true, force: true });
  world.copies += 1;
  const reset = await fetch(`http://127.0.0.1:${world.ports.aeatControl}/control`, {
    method: 'POST',
    body: JSON.stringify({ reset: true }),
  });
  if (reset.status !== 204) throw new Error(`the stand-in AEAT did not reset (${reset.status})`);
  startServer(world, copyDir(world.copies));
  await waitUntilHealthy(world);
}

async function shutDown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

const worlds = new Map();
/** World n, started on first use. */
function world(index) {
  if (!worlds.has(index)) worlds.set(index, startWorld(index));
  return worlds.get(index);
}

// Seed the template once, with world 0 (the first start of an empty data directory seeds it); each spec file then
// asks for its copy before its first test.
try {
  const first = await world(0);
  startServer(first, templateDir);
  await waitUntilHealthy(first);
  await stopServer(first);
} catch (error) {
  console.error(error);
  await shutDown(1);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://harness');
  if (request.method === 'GET' && url.pathname === '/ready') {
    response.writeHead(204).end();
    return;
  }
  const index = Number(url.searchParams.get('world') ?? '0');
  if (request.method !== 'POST' || url.pathname !== '/fresh' || !Number.isInteger(index) || index < 0) {
    response.writeHead(404).end();
    return;
  }
  world(index)
    .then((target) => {
      // One restart at a time per world; a failed one is answered, and the next request tries again.
      const fresh = target.restarting.then(() => freshServer(target));
      target.restarting = fresh.catch(() => {});
      return fresh;
    })
    .then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(500).end(String(error)),
    );
}).listen(HARNESS_PORT, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown(0));
