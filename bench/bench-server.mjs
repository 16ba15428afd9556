// The built server as the benchmarks drive it: started on a port with cheap captchas, waited for, logged into.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Starts `apps/server/dist/server.js` on a fresh data directory; `env` adds or overrides variables. `nodeArgs` are
 * Node options, by default BENCH_SERVER_NODE_ARGS's (e.g. `--cpu-prof --cpu-prof-dir=<dir>`, written when it stops).
 */
export function startBenchServer(
  port,
  env = {},
  nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
) {
  return spawn(process.execPath, [...nodeArgs, path.resolve(import.meta.dirname, '../apps/server/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cumplia-bench-')),
      LOG_LEVEL: 'error',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '20',
      ...env,
    },
  });
}

export async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** A solved captcha for one request, as the X-CAPTCHA-AUTH header carries it (each works once). */
export async function solvedCaptcha(base) {
  const challenge = await (await fetch(`${base}/cumplia-auth/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Logs a demo user in through the real endpoint (captcha solved) and returns the access token. */
export async function benchLogin(base, username, tipo) {
  const response = await fetch(`${base}/cumplia-auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-auth': await solvedCaptcha(base) },
    body: JSON.stringify({ username, password: 'Demo-Cumplia-2026', tipo }),
  });
  return (await response.json()).token;
}
