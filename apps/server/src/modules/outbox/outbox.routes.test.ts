import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../generators/emails/email-layout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { enqueueEmail, enqueueSms } from './enqueue-message.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  const signature = { legalName: 'Cumplia', address: 'Tenerife', email: 'hola@cumplia.example' };
  for (let i = 0; i < 12; i++) {
    await enqueueEmail(t.db, t.config, {
      now,
      idempotencyKey: `mail-${i}`,
      to: `persona${i}@example.test`,
      email: renderEmail({
        subject: `Asunto ${i}`,
        preheader: '',
        greeting: 'Hola:',
        paragraphs: ['Texto'],
        signature,
      }),
    });
  }
  await enqueueSms(t.db, t.config, { now, idempotencyKey: 'sms', to: '+34612345678', text: 'Firme aquí: http://x' });
});
afterAll(async () => {
  await t.close();
});

const list = (query: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/cumplia-core/admin/outbox${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /cumplia-core/admin/outbox', () => {
  it('pages the messages for staff, newest first, with filters', async () => {
    const { token } = await t.loginTokens((await t.factories.staff('worker')).username, null);
    const first = (await list('?page=0&size=5', token)).json();
    expect(first).toMatchObject({ number: 0, size: 5, totalElements: 13, totalPages: 3 });
    expect(first.content[0]).toMatchObject({ channel: 'SMS', recipient: '+34612345678', status: 'PENDING' });
    const sms = (await list('?channel=SMS', token)).json();
    expect(sms.totalElements).toBe(1);
    const byRecipient = (await list('?recipient=persona1', token)).json();
    expect(byRecipient.content.map((m: { recipient: string }) => m.recipient).sort()).toEqual([
      'persona10@example.test',
      'persona11@example.test',
      'persona1@example.test',
    ]);
  });

  it('turns the order round on request, without a row on two pages, and refuses other sort keys', async () => {
    const { token } = await t.loginTokens((await t.factories.staff('worker')).username, null);
    const ids = async (query: string) =>
      (await list(query, token)).json().content.map((message: { id: number }) => message.id);
    const newestFirst = await ids('?size=20');
    const oldestFirst = [...(await ids('?size=7&dir=asc')), ...(await ids('?page=1&size=7&sort=fecha&dir=asc'))];
    expect(oldestFirst).toEqual([...newestFirst].reverse());
    expect((await list('?dir=asc&size=1', token)).json().content[0].recipient).toBe('persona0@example.test');
    for (const query of ['?sort=recipient', '?sort=body_text', '?dir=newest']) {
      const refused = await list(query, token);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses anonymous visitors, agencies and companies', async () => {
    expect((await list('')).statusCode).toBe(401);
    const agency = await t.loginTokens((await t.factories.agencyUser()).username, 'G');
    const company = await t.loginTokens((await t.factories.companyUser()).username, 'E');
    expect((await list('', agency.token)).statusCode).toBe(403);
    expect((await list('', company.token)).statusCode).toBe(403);
  });
});

describe('GET /cumplia-core/public/provider', () => {
  it('publishes the provider identity without the internal inbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cumplia-core/public/provider' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ legalName: t.config.provider.legalName, nif: 'B38990016' });
    expect(response.json()).not.toHaveProperty('inbox');
  });
});
