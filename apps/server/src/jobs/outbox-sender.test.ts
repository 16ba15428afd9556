import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../attachment-renderers.js';
import { companies, invoices, outboxMessages } from '../db/schema/index.js';
import { renderEmail } from '../generators/emails/email-layout.js';
import { protocolAttachment } from '../modules/compliance/protocol-attachments.js';
import { invoiceAttachment } from '../modules/invoices/invoice-attachment.js';
import { createConfiguredTransport } from '../modules/outbox/configured-transport.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from '../modules/outbox/deliver-next-message.js';
import { enqueueEmail, enqueueSms } from '../modules/outbox/enqueue-message.js';
import { createMessageTransport, type MessageTransport } from '../modules/outbox/mail-transport.js';
import { createAttachmentLoader } from '../modules/outbox/message-attachments.js';
import { signedContractAttachment } from '../modules/signing/contract-attachment.js';
import { createDemoTestApp } from '../test-support/demo-test-app.js';
import { decodedBody, queueVerificationLike, startSmtpServer, TEST_SIGNATURE } from '../test-support/smtp-server.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createOutboxSender } from './outbox-sender.js';

/** What a hand-built sender needs besides its transport. */
const senderOf = (app: TestApp) => ({
  db: app.db,
  config: app.config,
  loadAttachments: messageAttachmentLoader({ config: app.config, now: app.clock.now }),
  now: app.clock.now,
  log: app.app.log,
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('outbox sender with a real SMTP server', () => {
  it('delivers the mail with the right recipient, subject and link', async () => {
    const smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await queueVerificationLike(t.db, t.config, 'k1', 'ana@example.test', t.clock.now());
      expect(await t.outbox.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['ana@example.test']);
      const body = decodedBody(smtp.received[0]?.raw ?? '');
      expect(smtp.received[0]?.raw).toMatch(/Subject: Active su cuenta de Cumplia/);
      expect(body).toContain('http://localhost:3000/verificacion?data=abc');
      const [row] = await t.db.select().from(outboxMessages);
      expect(row).toMatchObject({ status: 'SENT', deliveredVia: 'smtp', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('attaches the PDFs the message refers to, produced at sending time', async () => {
    const smtp = await startSmtpServer();
    t = await createDemoTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await t.outbox.drain(); // the demo data's own messages
      smtp.received.length = 0;
      const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
      const [invoice] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, company?.id ?? 0));
      await enqueueEmail(t.db, t.config, {
        now: t.clock.now(),
        idempotencyKey: 'with-protocol',
        to: 'rosa@example.test',
        attachments: [
          protocolAttachment(company?.id ?? 0, 'ACOSO'),
          invoiceAttachment(invoice ?? { id: 0, numero: '' }),
        ],
        email: renderEmail({
          subject: 'Protocolos',
          preheader: '',
          greeting: 'Hola:',
          paragraphs: ['Adjuntos.'],
          signature: TEST_SIGNATURE,
        }),
      });
      await enqueueEmail(t.db, t.config, {
        now: t.clock.now(),
        idempotencyKey: 'missing-contract',
        to: 'rosa@example.test',
        attachments: [signedContractAttachment(999999, 'LOPD')],
        email: renderEmail({
          subject: 'Contrato',
          preheader: '',
          greeting: 'Hola:',
          paragraphs: ['Adjunto.'],
          signature: TEST_SIGNATURE,
        }),
      });
      expect(await t.outbox.drain()).toBe(2);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]?.raw ?? '';
      expect(raw).toMatch(/Content-Type: application\/pdf; name=plantilla_acoso_laboral\.pdf/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename=plantilla_acoso_laboral\.pdf/);
      expect(raw).toContain(`filename=Factura_${invoice?.numero}.pdf`);
      expect(raw).toContain('JVBERi0'); // base64 of '%PDF-'
      const [missing] = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.idempotencyKey, 'missing-contract'));
      expect(missing).toMatchObject({ status: 'PENDING', lastError: 'signed contract 999999 not found' });
    } finally {
      await smtp.close();
    }
  });

  it('fills while SMTP is down, loses nothing, and drains every message once when it is back', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const recipients = Array.from({ length: 45 }, (_, i) => `cliente${i}@example.test`);
    for (const [i, to] of recipients.entries())
      await queueVerificationLike(t.db, t.config, `fill-${i}`, to, t.clock.now());
    // Batches of 20: every message is tried once and stays queued with the reason.
    expect(await t.outbox.drain()).toBe(20);
    expect(await t.outbox.drain()).toBe(20);
    expect(await t.outbox.drain()).toBe(5);
    expect(await t.outbox.drain()).toBe(0);
    const waiting = await t.db.select().from(outboxMessages);
    expect(waiting.every((message) => message.status === 'PENDING' && message.attempts === 1)).toBe(true);
    expect(waiting.every((message) => message.lastError)).toBe(true);

    const smtp = await startSmtpServer(port);
    try {
      t.clock.advanceSeconds(retryDelaySeconds(1));
      while ((await t.outbox.drain()) > 0);
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
      const sent = await t.db.select().from(outboxMessages);
      expect(sent.every((message) => message.status === 'SENT' && message.attempts === 2 && !message.lastError)).toBe(
        true,
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox sender rules', () => {
  it('keeps e-mail (no SMTP configured) and SMS in the outbox, marked as delivered there', async () => {
    t = await createTestApp();
    await queueVerificationLike(t.db, t.config, 'k3', 'eva@example.test', t.clock.now());
    await enqueueSms(t.db, t.config, {
      idempotencyKey: 'sms-1',
      to: '+34612345678',
      text: 'Firme su contrato: http://x',
      now: t.clock.now(),
    });
    expect(await t.outbox.drain()).toBe(2);
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.channel, row.status, row.deliveredVia])).toEqual([
      ['EMAIL', 'SENT', 'outbox'],
      ['SMS', 'SENT', 'outbox'],
    ]);
  });

  it('ignores a repeated enqueue with the same idempotency key', async () => {
    t = await createTestApp();
    await queueVerificationLike(t.db, t.config, 'same', 'eva@example.test', t.clock.now());
    await queueVerificationLike(t.db, t.config, 'same', 'eva@example.test', t.clock.now());
    expect(await t.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it('gives up after the last attempt: the message is FAILED and stays visible', async () => {
    t = await createTestApp();
    const broken: MessageTransport = {
      deliver: async () => {
        throw new Error('550 buzón inexistente');
      },
      close: () => {},
    };
    const sender = createOutboxSender({ ...senderOf(t), transport: broken });
    await queueVerificationLike(t.db, t.config, 'k4', 'nadie@example.test', t.clock.now());
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await sender.drain()).toBe(1);
      t.clock.advanceSeconds(retryDelaySeconds(attempt));
    }
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, 'k4'));
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: '550 buzón inexistente',
    });
    expect(await sender.drain()).toBe(0);
  });

  it('a message whose attachment fails in SQL backs off on its own; the plain message behind it leaves', async () => {
    const smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const sender = createOutboxSender({
        ...senderOf(t),
        transport: createConfiguredTransport({ config: t.config, db: t.db, now: t.clock.now, log: t.app.log }),
        loadAttachments: createAttachmentLoader(
          {
            broken: async (db) => {
              await db.execute(sql`select 1 / 0`);
              return null;
            },
          },
          { config: t.config, now: t.clock.now },
        ),
      });
      await enqueueEmail(t.db, t.config, {
        now: t.clock.now(),
        idempotencyKey: 'poison',
        to: 'rosa@example.test',
        attachments: [{ fileName: 'x.pdf', kind: 'broken', ref: '1' }],
        email: renderEmail({
          subject: 'Con adjunto',
          preheader: '',
          greeting: 'Hola:',
          paragraphs: ['Adjunto.'],
          signature: TEST_SIGNATURE,
        }),
      });
      await queueVerificationLike(t.db, t.config, 'behind', 'eva@example.test', t.clock.now());
      for (let poll = 0; poll < 3; poll++) await sender.drain();
      expect(smtp.received.map((mail) => mail.to)).toEqual([['eva@example.test']]);
      const rows = await t.db.select().from(outboxMessages).orderBy(outboxMessages.id);
      expect(rows.map((row) => [row.idempotencyKey, row.status, row.attempts])).toEqual([
        ['poison', 'PENDING', 1],
        ['behind', 'SENT', 1],
      ]);
      expect(rows[0]?.lastError).toMatch(/division by zero/);
      expect(rows[0]?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelaySeconds(1) * 1000);
    } finally {
      await smtp.close();
    }
  });

  it('sends with no transaction open: the message row is free while the transport is busy', async () => {
    t = await createTestApp();
    const db = t.db;
    let updatedMeanwhile = 0;
    const slow: MessageTransport = {
      deliver: async (message) => {
        // Another connection's write to the same row would wait for a lock held by an open transaction.
        const touched = await db
          .update(outboxMessages)
          .set({ replyTo: 'staff@example.test' })
          .where(eq(outboxMessages.id, message.id))
          .returning({ id: outboxMessages.id });
        updatedMeanwhile = touched.length;
        return { via: 'outbox' };
      },
      close: () => {},
    };
    await queueVerificationLike(t.db, t.config, 'k5', 'ana@example.test', t.clock.now());
    expect(await createOutboxSender({ ...senderOf(t), transport: slow }).drain()).toBe(1);
    expect(updatedMeanwhile).toBe(1);
    const [row] = await t.db.select().from(outboxMessages);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('delivers each message once when two senders drain at the same time', async () => {
    t = await createTestApp();
    const delivered: number[] = [];
    const counting: MessageTransport = {
      deliver: async (message) => {
        delivered.push(message.id);
        return { via: 'outbox' };
      },
      close: () => {},
    };
    for (let i = 0; i < 12; i++)
      await queueVerificationLike(t.db, t.config, `batch-${i}`, `p${i}@example.test`, t.clock.now());
    const first = createOutboxSender({ ...senderOf(t), transport: counting });
    const second = createOutboxSender({ ...senderOf(t), transport: counting });
    await Promise.all([first.drain(), second.drain()]);
    expect(delivered.toSorted((a, b) => a - b)).toEqual([...new Set(delivered)].toSorted((a, b) => a - b));
    expect(delivered).toHaveLength(12);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('builds an SMTP transport only when SMTP_URL is set', async () => {
    const kept: string[] = [];
    const local = createMessageTransport({
      smtpUrl: undefined,
      from: 'x@y.z',
      log: (message) => kept.push(message.recipient),
    });
    const via = await local.deliver(
      {
        id: 1,
        channel: 'EMAIL',
        idempotencyKey: 'k',
        recipient: 'a@b.c',
        replyTo: null,
        subject: 's',
        bodyText: 't',
        bodyHtml: null,
      },
      () => Promise.reject(new Error('files are not needed when the message stays in the outbox')),
    );
    expect(via).toEqual({ via: 'outbox' });
    expect(kept).toEqual(['a@b.c']);
  });
});
