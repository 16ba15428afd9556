// Starts the built server for the end-to-end run on a fresh embedded database with the demo data.
// Captchas stay real but cheap, so the widget solves them in well under a second.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cumplia-e2e-'));
const server = spawn(process.execPath, ['../apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3210',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CAPTCHA_COST: '50',
    CAPTCHA_MAX_COUNTER: '200',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
