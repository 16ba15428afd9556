import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_HEADER, cifWithControlDigit, type LoginType } from '@cumplia/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../worker.ts', import.meta.url));

function spawnEntry(entry: string, env: Record<string, string>): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: path.dirname(entry),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => stderr };
}

function killer(child: ChildProcess) {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(signal);
    await exited;
  };
}

/** The background worker (`src/worker.ts`) as its own process; it has no HTTP port. */
export function startWorkerProcess(env: Record<string, string>) {
  const { child } = spawnEntry(WORKER_ENTRY, env);
  return { kill: killer(child) };
}

export type ServerProcess = {
  base: string;
  /** Ends the process with the signal and waits until it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Logs in over HTTP (captcha solved) and returns the access token. */
  login(username: string, tipo: LoginType | null, password: string): Promise<string>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls `condition` every 25 ms until it holds, failing after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Settings for server processes that share one database and survive each other's crashes: the same keys (a
 * token issued before a crash stays valid) and a short polling interval for the background jobs.
 */
export function serverProcessEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cumplia-process-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
    MESSAGE_SEALING_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The real server (`src/server.ts`, through tsx) as its own operating-system process, listening on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, stderr } = spawnEntry(SERVER_ENTRY, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const kill = killer(child);
  const healthy = async () =>
    fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
  try {
    await waitUntil(async () => child.exitCode === null && (await healthy()), 60_000, 'the server to start');
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr()}`);
  }

  return {
    base,
    kill,
    login: async (username, tipo, password) => {
      const challenge = (await (await fetch(`${base}/cumplia-auth/captcha/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const response = await fetch(`${base}/cumplia-auth/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CAPTCHA_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        },
        body: JSON.stringify({ username, password, tipo }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
  };
}

/** Distinct valid CIFs for uploaded lines, none of them in the demo data. */
export const organisationCif = (n: number) => cifWithControlDigit('B', String(3_000_000 + n));

/** An agency's mass sign-up upload (`nifCif;telefono` lines) to a server process. */
export function uploadSignupCsv(server: ServerProcess, token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'altas.csv');
  return fetch(`${server.base}/cumplia-core/gestorias/upload-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
