import { CAPTCHA_HEADER, MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions, outboxMessages } from '../../db/schema/index.js';
import { emailedLink } from '../../test-support/emailed-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, body: object, withCaptcha = true) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: withCaptcha ? { [CAPTCHA_HEADER]: await t.solveCaptcha() } : {},
    payload: body,
  });
}

const contact = {
  name: 'Marta <b>González</b>',
  city: 'La Laguna',
  email: 'marta@example.test',
  phone: '+34 612 345 678',
  message: '¿Cubre el protocolo de acoso a los trabajadores en prácticas?',
};

describe('POST /cumplia-mail/contact', () => {
  it('stores the message and forwards it to the provider inbox, replying to the visitor, HTML-escaped', async () => {
    const response = await post('/cumplia-mail/contact', contact);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.contact.success);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
    const forwarded = await t.lastMessageTo(t.config.provider.inbox);
    expect(forwarded).toMatchObject({
      replyTo: 'marta@example.test',
      subject: 'Nueva consulta desde la web de Cumplia',
    });
    expect(forwarded?.bodyHtml).toContain('Marta &lt;b&gt;González&lt;/b&gt;');
    expect(forwarded?.bodyHtml).not.toContain('<b>González</b>');
  });

  it('needs the captcha and the required fields', async () => {
    expect((await post('/cumplia-mail/contact', contact, false)).statusCode).toBe(400);
    const empty = await post('/cumplia-mail/contact', {});
    expect(empty.json().errors).toMatchObject({
      name: MESSAGES.contact.nameRequired,
      email: MESSAGES.contact.emailRequired,
      phone: MESSAGES.contact.phoneRequired,
      message: MESSAGES.contact.messageRequired,
    });
  });
});

describe('newsletter with double opt-in', () => {
  it('sends a confirmation link, confirms, welcomes with an unsubscribe link, and unsubscribes', async () => {
    const subscribed = await post('/cumplia-mail/newsletter/subscribe', { email: ' Lector@Example.test ' });
    expect(subscribed.json().message).toBe(MESSAGES.newsletter.success);
    const [pending] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lector@example.test'));
    expect(pending?.status).toBe('PENDING');

    const confirmLink = await emailedLink(t, 'lector@example.test');
    expect(confirmLink.pathname).toBe('/newsletter/confirmar');
    const confirmed = await post(
      '/cumplia-mail/newsletter/confirm',
      { token: confirmLink.searchParams.get('token') },
      false,
    );
    expect(confirmed.statusCode).toBe(200);
    const again = await post(
      '/cumplia-mail/newsletter/confirm',
      { token: confirmLink.searchParams.get('token') },
      false,
    );
    expect(again.statusCode).toBe(400);

    const welcome = await t.lastMessageTo('lector@example.test');
    expect(welcome?.subject).toBe('Bienvenido al boletín de Cumplia');
    const unsubscribeLink = await emailedLink(t, 'lector@example.test');
    expect(unsubscribeLink.pathname).toBe('/newsletter/baja');

    const before = (await t.db.select().from(outboxMessages)).length;
    const repeated = await post('/cumplia-mail/newsletter/subscribe', { email: 'lector@example.test' });
    expect(repeated.json()).toEqual(subscribed.json());
    expect(await t.db.select().from(outboxMessages)).toHaveLength(before);

    const left = await post(
      '/cumplia-mail/newsletter/unsubscribe',
      { token: unsubscribeLink.searchParams.get('token') },
      false,
    );
    expect(left.statusCode).toBe(200);
    const [gone] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lector@example.test'));
    expect(gone?.status).toBe('UNSUBSCRIBED');
  });

  it('refuses unknown tokens, a missing captcha and a bad address', async () => {
    expect((await post('/cumplia-mail/newsletter/confirm', { token: 'x'.repeat(40) }, false)).statusCode).toBe(400);
    expect((await post('/cumplia-mail/newsletter/subscribe', { email: 'a@example.test' }, false)).statusCode).toBe(400);
    const bad = await post('/cumplia-mail/newsletter/subscribe', { email: 'no-es-correo' });
    expect(bad.json().errors.email).toBe(MESSAGES.validation.emailInvalid);
  });
});

describe('public form rate limit', () => {
  it('answers 429 past the configured requests per minute', async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({ method: 'POST', url: '/cumplia-mail/contact', payload: {} });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
