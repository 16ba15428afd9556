// Starts the built server for the end-to-end run on a fresh embedded database with the demo data.
// Captchas stay real but cheap, so the widget solves them in well under a second. SMS go by SMPP to a test
// SMSC (apps/server/src/test-support/smpp-server-cli.ts) on E2E_PORT + 2, whose handsets the tests read on
// E2E_PORT + 1 (see tests/outbox.ts), as a real deployment sends them to its SMS provider.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? '3210');
const smscPort = port + 2;
const smsc = spawn(process.execPath, ['--import', 'tsx', '../apps/server/src/test-support/smpp-server-cli.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, SMSC_PORT: String(smscPort), SMSC_HTTP_PORT: String(port + 1) },
});
await new Promise((resolve, reject) => {
  smsc.stdout.on('data', (chunk) => {
    if (String(chunk).includes('smsc ready')) resolve(undefined);
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
