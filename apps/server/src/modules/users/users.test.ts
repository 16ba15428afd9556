import { addDays, ROLES, todayInMadrid } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, renewals } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string, app = t) =>
  app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('GET /cumplia-core/users/my', () => {
  it('returns the logged-in user with the login type', async () => {
    const agency = await t.factories.agencyUser();
    const { token } = await t.loginTokens(agency.username, 'G');
    const response = await get('/cumplia-core/users/my', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agency.id,
      username: agency.username,
      roles: [ROLES.agency],
      tipo: 'G',
    });
  });
});

describe('GET /cumplia-core/users/my/notifications', () => {
  it('is false for agency and company users, and for staff with nothing to do', async () => {
    const agency = await t.factories.agencyUser();
    const staff = await t.factories.staff();
    expect(
      (await get('/cumplia-core/users/my/notifications', (await t.loginTokens(agency.username, 'G')).token)).json(),
    ).toBe(false);
    expect(
      (await get('/cumplia-core/users/my/notifications', (await t.loginTokens(staff.username, null)).token)).json(),
    ).toBe(false);
  });

  it('is true for staff when a pending renewal is inside its 18-day window or a message failed', async () => {
    // A database of its own: a failed message is a notification for every staff user.
    const own = await createTestApp();
    try {
      const staff = await own.factories.staff('worker');
      const { token } = await own.loginTokens(staff.username, null);
      const [company] = await own.db
        .insert(companies)
        .values({
          razonSocial: 'Renovaciones S.L.',
          nombreComercial: 'Renovaciones',
          nifCif: 'B38123451',
          nombre: 'Ana',
          dni: '43827164C',
          email: 'a@example.test',
          telefono: '+34600000000',
        })
        .returning({ id: companies.id });
      const today = todayInMadrid(own.clock.now());
      // Outside the window: 30 days to the renewal date.
      await own.db.insert(renewals).values({
        companyId: company?.id ?? 0,
        fechaInicio: addDays(today, -317),
        fechaFin: addDays(today, 48),
        fechaRenovacion: addDays(today, 30),
      });
      expect((await get('/cumplia-core/users/my/notifications', token, own)).json()).toBe(false);

      await own.db.insert(outboxMessages).values({
        channel: 'EMAIL',
        idempotencyKey: 'test-failed',
        recipient: 'a@example.test',
        bodyText: 'hola',
        status: 'FAILED',
      });
      expect((await get('/cumplia-core/users/my/notifications', token, own)).json()).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('GET /health', () => {
  it('reports the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
