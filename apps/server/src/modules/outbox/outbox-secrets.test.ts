import { CAPTCHA_HEADER, ERROR_CODE_MESSAGES, MESSAGES, type OutboxMessage } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../../attachment-renderers.js';
import { auditLog, companies, outboxMessages } from '../../db/schema/index.js';
import { createOutboxSender } from '../../jobs/outbox-sender.js';
import { SECRET_MASK } from '../../lib/secret-text.js';
import { emailedLinkData } from '../../test-support/emailed-link.js';
import { productionEnv } from '../../test-support/production-env.js';
import { routeTable } from '../../test-support/route-table.js';
import { askForSigningCode, openEveryDocument, signingCodeIn } from '../../test-support/sign-link.js';
import { decodedBody, queueVerificationLike, startSmtpServer } from '../../test-support/smtp-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { purgeExpiredData } from '../privacy/purge-expired-data.js';
import { startContractSignature } from '../signing/start-contract-signature.js';
import { enqueueSms } from './enqueue-message.js';
import { createMessageTransport, keptMessageLogger } from './mail-transport.js';

const emailOf = (username: string) => `${username.toLowerCase()}@example.test`;
const SECRETS = {
  JWT_SECRET: 'j'.repeat(32),
  CAPTCHA_HMAC_SECRET: 'c'.repeat(32),
  MESSAGE_SEALING_SECRET: 'm'.repeat(32),
};
/** What production needs besides the secrets and an SMS transport: the sealing certificate and the AEAT environment. */

async function requestReset(t: TestApp, nif: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/cumplia-auth/users/password-recovery',
    headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
    payload: { nif },
  });
  expect(response.statusCode).toBe(200);
  // The request only queues the recovery; its job issues the code and queues the e-mail.
  await t.passwordRecoveries.drain();
}

/** What staff see on 'Mensajes' for one recipient, newest first. */
async function staffView(t: TestApp, token: string, recipient: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/cumplia-core/admin/outbox?recipient=${encodeURIComponent(recipient)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return { raw: response.body, messages: response.json().content as OutboxMessage[] };
}

const resend = (t: TestApp, token: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/cumplia-core/admin/outbox/${id}/reenviar`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('outbox secrets: staff never read codes or token links', () => {
  let t: TestApp;
  let superadmin: { id: number; username: string };
  let worker: { id: number; username: string };
  const workerToken = async () => (await t.loginTokens(worker.username, null)).token;

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.factories.staff('superadmin');
    worker = await t.factories.staff('worker');
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows a worker who asks a reset for the superadmin's NIF neither the code nor a usable link, API or row", async () => {
    const email = emailOf(superadmin.username);
    await requestReset(t, superadmin.username);
    // The recipient's mail carries the code and the link that works.
    const { code } = await emailedLinkData(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const real = await t.lastMessageTo(email);
    const realData = /data=([^\s"]+)/.exec(real?.bodyText ?? '')?.[1] ?? '';
    expect(realData.length).toBeGreaterThan(20);

    const { raw, messages } = await staffView(t, await workerToken(), email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Restablezca su contraseña de Cumplia');
    expect(messages[0]?.bodyText).toContain(`Su código es ${SECRET_MASK}.`);
    expect(messages[0]?.bodyText).toContain(`/reset-password/confirm?data=${SECRET_MASK}`);
    expect(raw).not.toContain(code);
    expect(raw).not.toContain(realData);

    const stored = await t.storedMessageTo(email);
    for (const column of [stored?.bodyText, stored?.bodyHtml, stored?.sealedContent]) {
      expect(column).toBeTruthy();
      expect(column).not.toContain(code);
      expect(column).not.toContain(realData);
      expect(column).not.toContain(decodeURIComponent(realData));
    }
  });

  it('masks the signing link and the signing code SMS for staff, while the phone gets both', async () => {
    const companyId = await t.factories.companyUser().then((company) => company.companyId);
    const now = t.clock.now();
    await t.db.transaction((tx) =>
      startContractSignature(tx, { companyId, tools: [{ protocol: 'LOPD', priceCents: 9900 }], config: t.config, now }),
    );
    const phone = '+34600000001';
    const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    await openEveryDocument(t, token);
    const codeResponse = await askForSigningCode(t, token);
    expect(codeResponse.statusCode, codeResponse.body).toBe(200);
    const code = signingCodeIn((await t.lastMessageTo(phone))?.bodyText);
    expect(code).toMatch(/^\d{6}$/);

    const { raw, messages } = await staffView(t, await workerToken(), phone);
    expect(messages.map((message) => message.bodyText)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Cumplia: codigo ${SECRET_MASK} para firmar el contrato y la orden SEPA de .+, ref\\. [0-9A-F]{4}-[0-9A-F]{4}\\. Caduca en 10 minutos\\. No lo comparta\\.$`,
        ),
      ),
      expect.stringContaining(`${t.config.publicUrl}/firma/${SECRET_MASK}`),
    ]);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(code);
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('resends a signing code only while it can sign: not one a newer code replaced, nor one already used', async () => {
    const companyId = await t.factories.companyUser().then((company) => company.companyId);
    // A phone of its own: the masking test reads every message to the factory's phone.
    const phone = '+34600000077';
    await t.db.update(companies).set({ lopdgdd: true, telefono: phone }).where(eq(companies.id, companyId));
    await t.db.transaction((tx) =>
      startContractSignature(tx, {
        companyId,
        tools: [{ protocol: 'LOPD', priceCents: 9900 }],
        config: t.config,
        now: t.clock.now(),
      }),
    );
    const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
    await openEveryDocument(t, token);
    const latestCode = async () => {
      t.clock.advanceSeconds(30);
      await askForSigningCode(t, token);
      await t.outbox.drain();
      return t.storedMessageTo(phone);
    };
    const first = await latestCode();
    expect((await resend(t, await workerToken(), first?.id ?? 0)).statusCode).toBe(200);
    await t.outbox.drain();

    const second = await latestCode();
    const replaced = await resend(t, await workerToken(), first?.id ?? 0);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({
      code: 'OUTBOX_CODE_SPENT',
      message: ERROR_CODE_MESSAGES.OUTBOX_CODE_SPENT,
    });
    expect((await resend(t, await workerToken(), second?.id ?? 0)).statusCode).toBe(200);
    await t.outbox.drain();
    const copyOfSecond = await t.storedMessageTo(phone);

    const signed = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/firma/${token}/firmar`,
      payload: { codigo: signingCodeIn((await t.lastMessageTo(phone))?.bodyText) },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    for (const used of [second, copyOfSecond]) {
      expect((await resend(t, await workerToken(), used?.id ?? 0)).json().code).toBe('OUTBOX_CODE_SPENT');
    }
  });

  it('resends a delivered message to its recipient without showing it to staff, and audits who asked', async () => {
    const staff = await t.factories.staff('superadmin');
    const email = emailOf(staff.username);
    await requestReset(t, staff.username);
    await t.outbox.drain();
    const original = await t.storedMessageTo(email);
    expect(original?.status).toBe('SENT');
    const { code } = await emailedLinkData(t, email);

    const response = await resend(t, await workerToken(), original?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.outbox.resent });
    expect(response.body).not.toContain(code);

    const copy = await t.storedMessageTo(email);
    expect(copy?.id).not.toBe(original?.id);
    expect(copy).toMatchObject({
      status: 'PENDING',
      subject: original?.subject,
      bodyText: original?.bodyText,
      sealedUntil: original?.sealedUntil,
    });
    expect((await emailedLinkData(t, email)).code).toBe(code);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox.resend'), eq(auditLog.entityId, String(original?.id))));
    expect(entry).toMatchObject({ actorUserId: worker.id, entityType: 'outbox_message', after: { copyId: copy?.id } });
    expect(await t.outbox.drain()).toBe(1);
    expect((await t.storedMessageTo(email))?.status).toBe('SENT');
  });

  it('refuses to resend a message that is still pending', async () => {
    const staff = await t.factories.staff('worker');
    const email = emailOf(staff.username);
    await requestReset(t, staff.username);
    const pending = await t.storedMessageTo(email);
    const response = await resend(t, await workerToken(), pending?.id ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUTBOX_MESSAGE_PENDING',
      message: ERROR_CODE_MESSAGES.OUTBOX_MESSAGE_PENDING,
    });
    expect((await resend(t, await workerToken(), 999_999)).statusCode).toBe(404);
    await t.outbox.drain();
  });

  it('wipes the sealed copy once the secrets expire, and then refuses a resend with a clear message', async () => {
    const staff = await t.factories.staff('superadmin');
    const email = emailOf(staff.username);
    await requestReset(t, staff.username);
    await t.outbox.drain();
    const sent = await t.storedMessageTo(email);
    expect(sent?.status).toBe('SENT');
    expect(sent?.sealedContent).toBeTruthy();
    t.clock.advanceSeconds(3601);
    const purged = await purgeExpiredData({ ctx: t.jobCtx });
    expect(purged.sealedMessagesWiped).toBeGreaterThanOrEqual(1);
    const [wiped] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, sent?.id ?? 0));
    expect(wiped).toMatchObject({ sealedContent: null, status: 'SENT', bodyText: sent?.bodyText });

    const response = await resend(t, await workerToken(), sent?.id ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUTBOX_CONTENT_EXPIRED',
      message: ERROR_CODE_MESSAGES.OUTBOX_CONTENT_EXPIRED,
    });
  });

  it('gives up a pending message whose secrets expired before it could be sent, instead of sending it masked', async () => {
    const staff = await t.factories.staff('worker');
    const email = emailOf(staff.username);
    // Whatever other tests left queued goes first: the drain below is this message's alone.
    await t.outbox.drain();
    await requestReset(t, staff.username);
    t.clock.advanceSeconds(3601);
    expect(await t.outbox.drain()).toBe(1);
    expect(await t.storedMessageTo(email)).toMatchObject({
      status: 'FAILED',
      sentAt: null,
      lastError: MESSAGES.outbox.expiredBeforeSending,
    });
  });
});

describe('outbox secrets with a real SMTP server', () => {
  it('delivers the real code and link to the mailbox, the resend too, while the row keeps them sealed', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const superadmin = await t.factories.staff('superadmin');
      const worker = await t.factories.staff('worker');
      const email = emailOf(superadmin.username);
      await requestReset(t, superadmin.username);
      const stored = await t.storedMessageTo(email);
      expect(await t.outbox.drain()).toBe(1);

      const { code } = await emailedLinkData(t, email);
      const body = decodedBody(smtp.received[0]?.raw ?? '');
      expect(smtp.received[0]?.to).toEqual([email]);
      expect(body).toContain(`Su código es ${code}.`);
      expect(body).not.toContain(SECRET_MASK);
      expect(JSON.stringify(stored)).not.toContain(code);

      const token = (await t.loginTokens(worker.username, null)).token;
      expect((await resend(t, token, stored?.id ?? 0)).statusCode).toBe(200);
      expect(await t.outbox.drain()).toBe(1);
      expect(smtp.received).toHaveLength(2);
      expect(decodedBody(smtp.received[1]?.raw ?? '')).toContain(`Su código es ${code}.`);
      const messageId = (raw: string | undefined) => /^Message-ID: (.+)$/im.exec(raw ?? '')?.[1];
      expect(messageId(smtp.received[1]?.raw)).not.toBe(messageId(smtp.received[0]?.raw));
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('development log of messages kept in the outbox', () => {
  /** Sends the queue through a transport that logs kept messages the way the server does, and returns the lines. */
  async function loggedLines(env: 'development' | 'production') {
    const production = env === 'production' ? productionEnv() : {};
    const t = await createTestApp({ NODE_ENV: env, ...SECRETS, ...production });
    const lines: string[] = [];
    const log = {
      info: (_fields: object, line: string) => {
        lines.push(line);
      },
    };
    const sender = createOutboxSender({
      db: t.db,
      config: t.config,
      transport: createMessageTransport({ smtpUrl: undefined, from: 'x@y.z', log: keptMessageLogger(env, log) }),
      loadAttachments: messageAttachmentLoader({ config: t.config, now: t.clock.now }),
      now: t.clock.now,
      log: t.app.log,
    });
    try {
      await queueVerificationLike(t.db, t.config, 'logged', 'log@example.test', t.clock.now());
      expect(await sender.drain()).toBe(1);
      return lines;
    } finally {
      await sender.stop();
      await t.close();
    }
  }

  it('prints the full message, code included, in development only', async () => {
    const development = await loggedLines('development');
    expect(development).toHaveLength(1);
    expect(development[0]).toContain('Su código es 482913.');
    expect(development[0]).toContain('http://localhost:3000/verificacion?data=abc');
    expect(await loggedLines('production')).toEqual(['message kept in the outbox']);
  });
});

describe('development mail catcher', () => {
  const catcher = (t: TestApp, to: string) =>
    t.app.inject({ method: 'GET', url: `/dev/mensajes?to=${encodeURIComponent(to)}` });

  it('is not registered in production', async () => {
    const t = await createTestApp(productionEnv());
    try {
      expect(t.config.env).toBe('production');
      expect(routeTable(t.app).filter((route) => route.url.startsWith('/dev'))).toEqual([]);
      await enqueueSms(t.db, t.config, { idempotencyKey: 'p', to: '+34611111111', text: 'hola', now: t.clock.now() });
      expect((await catcher(t, '+34611111111')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is not registered in tests either', async () => {
    const t = await createTestApp();
    try {
      expect(routeTable(t.app).filter((route) => route.url.startsWith('/dev'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('shows the full message to the developer in development, with the real code', async () => {
    const t = await createTestApp({ NODE_ENV: 'development', ...SECRETS });
    try {
      const user = await t.factories.agencyUser();
      await requestReset(t, user.username);
      const { code } = await emailedLinkData(t, emailOf(user.username));
      const response = await catcher(t, emailOf(user.username));
      expect(response.statusCode).toBe(200);
      const [latest] = response.json();
      expect(latest).toMatchObject({ channel: 'EMAIL', subject: 'Restablezca su contraseña de Cumplia' });
      expect(latest.text).toContain(`Su código es ${code}.`);
    } finally {
      await t.close();
    }
  });

  it('leaves out e-mail when a real SMTP server is configured, and keeps SMS (no gateway yet)', async () => {
    const t = await createTestApp({ NODE_ENV: 'development', ...SECRETS, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const mail = 'ambos@example.test';
      const phone = '+34611111112';
      await queueVerificationLike(t.db, t.config, 'mail', mail, t.clock.now());
      await enqueueSms(t.db, t.config, { idempotencyKey: 'sms', to: phone, text: 'SMS de prueba', now: t.clock.now() });
      expect((await catcher(t, mail)).json()).toEqual([]);
      const caught = (await catcher(t, phone)).json() as { channel: string; text: string }[];
      expect(caught.map((message) => [message.channel, message.text])).toEqual([['SMS', 'SMS de prueba']]);
    } finally {
      await t.close();
    }
  });
});
