// A stand-in AEAT for the end-to-end run and for trying the Verifactu screens by hand: the stand-in of
// aeat-server.ts over HTTPS on AEAT_PORT (0: any free port), trusting a client certificate it creates. It writes
// into AEAT_DIR what the product needs to reach it (client.p12, ca.pem) and prints
// "aeat ready <url> <AEAT_DIR>" when up. A small HTTP control endpoint on AEAT_CONTROL_PORT lets a test slow the
// answers: POST /control {"delayMs": 4000} (or {"waitSeconds": n}); {"reset": true} forgets every record
// registered and restores the defaults, for a product started again on a fresh database.
// Run with tsx: node --import tsx apps/server/src/test-support/aeat-server-cli.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { startAeatServer } from './aeat-server.js';
import { createClientCertificate } from './tls-certificates.js';

const dir = path.resolve(process.env.AEAT_DIR ?? 'aeat-de-pruebas');
mkdirSync(dir, { recursive: true });
const client = createClientCertificate();
writeFileSync(path.join(dir, 'client.p12'), Buffer.from(client.p12Base64, 'base64'), { mode: 0o600 });
const waitSeconds = Number(process.env.AEAT_WAIT_SECONDS ?? 1);
const aeat = await startAeatServer({
  trustedClientCertPem: client.certPem,
  waitSeconds,
  port: Number(process.env.AEAT_PORT ?? 0),
});
writeFileSync(path.join(dir, 'ca.pem'), aeat.caPem);

const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/control') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const settings = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      delayMs?: number;
      waitSeconds?: number;
      reset?: boolean;
    };
    if (settings.reset) {
      aeat.registry.clear();
      aeat.state.delayMs = 0;
      aeat.state.waitSeconds = waitSeconds;
    }
    if (settings.delayMs !== undefined) aeat.state.delayMs = settings.delayMs;
    if (settings.waitSeconds !== undefined) aeat.state.waitSeconds = settings.waitSeconds;
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => control.listen(Number(process.env.AEAT_CONTROL_PORT ?? 0), '127.0.0.1', resolve));
console.log(`aeat ready ${aeat.url} ${dir} password=${client.password}`);
console.log(
  `Start Cumplia against it with:\n  VERIFACTU_ENDPOINT=${aeat.url} VERIFACTU_CA_CERTIFICATES=${path.join(dir, 'ca.pem')} VERIFACTU_CERTIFICATE_P12=${path.join(dir, 'client.p12')} VERIFACTU_CERTIFICATE_PASSWORD=${client.password} npm start`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    control.close();
    void aeat.close().then(() => process.exit(0));
  });
}
