// Starts the built server for the end-to-end run on a fresh embedded database with the demo data.
// Captchas stay real but cheap, so the widget solves them in well under a second. SMS go by SMPP to a test
// SMSC (apps/server/src/test-support/smpp-server-cli.ts) on a free port it reports when ready, whose handsets the
// tests read on E2E_PORT + 1 (see tests/outbox.ts), as a real deployment sends them to its SMS provider. A run
// thus uses two ports only: E2E_PORT and E2E_PORT + 1.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'cumplia-e2e-'));
const server = spawn(process.execPath, ['../apps/server/dist/server.js'], {
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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    smsc.kill(signal);
  });
}
server.on('exit', (code) => {
  smsc.kill('SIGTERM');
  process.exit(code ?? 0);
});
