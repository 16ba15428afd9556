import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages, smsDeliveryReceipts } from '../../db/schema/index.js';
import { secret } from '../../lib/secret-text.js';
import { startSmppServer } from '../../test-support/smpp-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { retryDelaySeconds } from './deliver-next-message.js';
import { enqueueSms } from './enqueue-message.js';
import { createSmppTransport } from './smpp-transport.js';

let t: TestApp | undefined;
let server: Awaited<ReturnType<typeof startSmppServer>> | undefined;
afterEach(async () => {
  await t?.close();
  await server?.close();
  t = undefined;
  server = undefined;
});

/** Waits for something that arrives asynchronously (a delivery receipt). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const PHONE = '+34612345678';

async function queueCode(app: TestApp, key: string, text = 'Léalo y fírmelo') {
  const expiresAt = new Date(app.clock.now().getTime() + 600_000);
  await enqueueSms(app.db, app.config, {
    idempotencyKey: key,
    to: PHONE,
    text: { kind: 'secret-text', parts: [`Cumplia: ${text}. Su código es `, secret('482913', expiresAt)] },
    now: app.clock.now(),
  });
}

const rowOf = async (app: TestApp, key: string) =>
  (await app.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key)))[0];

describe('SMS through a real SMPP server', () => {
  it('binds, submits the real text in UCS-2 and stores the delivery receipt on the message', async () => {
    server = await startSmppServer();
    t = await createTestApp({ SMPP_URL: server.url(), SMS_SENDER_ID: 'Cumplia' });
    await queueCode(t, 'code-1');
    expect(await t.outbox.drain()).toBe(1);

    const [sms] = server.messagesTo(PHONE);
    expect(sms?.text).toBe('Cumplia: Léalo y fírmelo. Su código es 482913');
    expect(sms?.from).toBe('Cumplia');
    expect(sms?.parts[0]).toMatchObject({ dataCoding: 8, registeredDelivery: 1, concat: null });
    expect(server.binds).toEqual([{ systemId: 'cumplia', accepted: true }]);

    const row = await eventually(
      () => rowOf(t as TestApp, 'code-1'),
      (value) => value?.receiptStatus === 'DELIVRD',
    );
    expect(row).toMatchObject({
      status: 'SENT',
      deliveredVia: 'smpp',
      attempts: 1,
      providerMessageIds: ['smsc-1'],
      smsEncoding: 'UCS2',
      smsSegments: 1,
      receiptStatus: 'DELIVRD',
    });
    expect(row?.receiptAt).toBeInstanceOf(Date);
    // What anyone may see stays masked.
    expect(row?.bodyText).not.toContain('482913');
    // Staff see on 'Mensajes' where it went, its provider id and its receipt, never the code.
    const worker = (await t.loginTokens((await t.factories.staff('worker')).username, null)).token;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/cumplia-core/admin/outbox?channel=SMS',
      headers: { authorization: `Bearer ${worker}` },
    });
    expect(listed.json().content[0]).toMatchObject({
      deliveredVia: 'smpp',
      sms: { providerMessageIds: ['smsc-1'], encoding: 'UCS2', segments: 1, receiptStatus: 'DELIVRD' },
    });
    expect(listed.body).not.toContain('482913');
  });

  it('sends GSM-7 when the text fits, and a long text in concatenated parts delivered as one', async () => {
    server = await startSmppServer();
    t = await createTestApp({ SMPP_URL: server.url() });
    await enqueueSms(t.db, t.config, {
      idempotencyKey: 'short',
      to: PHONE,
      text: 'Cumplia: firme aqui {Ñ} 90€',
      now: t.clock.now(),
    });
    const long = `contrato ${'de servicios '.repeat(5)}`; // 96 characters with the code, UCS-2: 2 parts of 67
    await queueCode(t, 'long', long);
    expect(await t.outbox.drain()).toBe(2);
    const [short, whole] = server.messagesTo(PHONE);
    expect(short?.parts[0]?.dataCoding).toBe(0);
    expect(short?.text).toBe('Cumplia: firme aqui {Ñ} 90€');
    expect(whole?.parts.length).toBe(2);
    expect(whole?.parts.every((part) => server?.hasUdh(part))).toBe(true);
    expect(whole?.text).toBe(`Cumplia: ${long}. Su código es 482913`);
    const row = await eventually(
      () => rowOf(t as TestApp, 'long'),
      (value) => value?.receiptStatus === 'DELIVRD',
    );
    expect(row).toMatchObject({ smsSegments: 2, providerMessageIds: ['smsc-2', 'smsc-3'] });
  });

  it('keeps a receipt that arrives before the id is known, and a failed receipt marks the message', async () => {
    server = await startSmppServer({ receipts: 'manual' });
    t = await createTestApp({ SMPP_URL: server.url() });
    await queueCode(t, 'late');
    await t.outbox.drain();
    const part = server.received[0];
    if (!part) throw new Error('nothing submitted');
    server.sendReceipt(part, 'UNDELIV');
    const row = await eventually(
      () => rowOf(t as TestApp, 'late'),
      (value) => value?.receiptStatus !== null,
    );
    expect(row?.receiptStatus).toBe('UNDELIV');
    expect(await t.db.select().from(smsDeliveryReceipts)).toMatchObject([
      { providerMessageId: 'smsc-1', status: 'UNDELIV' },
    ]);
  });

  it('retries after a refused bind (wrong password) and gives the reason', async () => {
    server = await startSmppServer();
    t = await createTestApp({ SMPP_URL: server.url({ password: 'otra' }) });
    await queueCode(t, 'refused');
    expect(await t.outbox.drain()).toBe(1);
    expect(server.binds).toEqual([{ systemId: 'cumplia', accepted: false }]);
    expect(server.received).toHaveLength(0);
    expect(await rowOf(t, 'refused')).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: expect.stringMatching(/bind refused \(command_status 13\)/),
    });
  });

  it('retries while the SMPP server is away and delivers once it is back', async () => {
    server = await startSmppServer();
    t = await createTestApp({ SMPP_URL: server.url() });
    await queueCode(t, 'first', 'primero');
    await t.outbox.drain();
    expect(server.messagesTo(PHONE)).toHaveLength(1);

    await server.stop();
    await queueCode(t, 'away', 'segundo');
    expect(await t.outbox.drain()).toBe(1);
    expect(await rowOf(t, 'away')).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await rowOf(t, 'away'))?.lastError).toMatch(/SMPP/);

    await server.start();
    t.clock.advanceSeconds(retryDelaySeconds(1));
    expect(await t.outbox.drain()).toBe(1);
    expect(await rowOf(t, 'away')).toMatchObject({ status: 'SENT', attempts: 2, deliveredVia: 'smpp' });
    expect(server.messagesTo(PHONE).map((sms) => sms.text)).toEqual([
      'Cumplia: primero. Su código es 482913',
      'Cumplia: segundo. Su código es 482913',
    ]);
  });
});

describe('SMPP transport timeouts', () => {
  it('gives up on a server that accepts the connection but never answers the bind', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const transport = createSmppTransport(
      { url: `smpp://cumplia:secreto@127.0.0.1:${port}`, senderId: 'Cumplia', timeoutMs: 300 },
      { now: () => new Date(), onReceipt: () => {}, onError: () => {} },
    );
    try {
      await expect(transport.send({ to: PHONE, text: 'hola', reference: 1 })).rejects.toThrow(
        /SMPP bind: no answer within 0.3 s/,
      );
    } finally {
      transport.close();
      silent.close();
    }
  });
});
