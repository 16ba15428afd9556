// A stand-in SMSC for the end-to-end run: the test SMPP server of smpp-server.ts on SMSC_PORT, plus a small
// HTTP endpoint on SMSC_HTTP_PORT where the tests read what a handset would show
// (GET /mensajes?to=+34…: the whole SMS received by that number, newest first). Prints "smsc ready" when up.
// Run with tsx: node --import tsx apps/server/src/test-support/smpp-server-cli.ts
import { createServer } from 'node:http';
import { startSmppServer } from './smpp-server.js';

const smsc = await startSmppServer({
  port: Number(process.env.SMSC_PORT ?? 0),
  systemId: process.env.SMSC_SYSTEM_ID ?? 'cumplia',
  password: process.env.SMSC_PASSWORD ?? 'secreto',
});
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mensajes') {
    response.writeHead(404).end();
    return;
  }
  const messages = smsc
    .messagesTo(url.searchParams.get('to') ?? '')
    .map((sms) => ({ from: sms.from, text: sms.text, parts: sms.parts.length, dataCoding: sms.parts[0]?.dataCoding }))
    .reverse();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => http.listen(Number(process.env.SMSC_HTTP_PORT ?? 0), '127.0.0.1', resolve));
console.log(`smsc ready ${smsc.url()}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    void smsc.close().then(() => process.exit(0));
  });
}
