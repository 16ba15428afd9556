import { ERROR_CODE_MESSAGES, MESSAGES, todayInMadrid } from '@cumplia/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.js';
import { agencySmsDays, onboardingInvitations, outboxMessages } from '../../db/schema/index.js';
import { companyRequest } from '../../test-support/company-request.js';
import { askForSigningCode, openEveryDocument } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { enqueueSms } from './enqueue-message.js';
import { CODES_PER_LINK_PER_HOUR, openSmsQuota, SMS_PER_AGENCY_PER_DAY, SMS_PER_PHONE_PER_DAY } from './sms-limits.js';
import { smsName } from './sms-name.js';

let t: TestApp;

/** A new agency's login, issued on the test clock's current day (other tests move the clock on). */
const newAgency = async () => (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
const asAgency = (agency: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${agency}` }, payload });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('what we send by SMS, and how much', () => {
  it('sends one phone at most the day’s SMS, whatever sends them; the next day it may get more', async () => {
    const sms = (n: number) =>
      enqueueSms(t.db, t.config, {
        idempotencyKey: `limit-${n}`,
        to: '+34699000001',
        text: 'Cumplia: aviso',
        now: t.clock.now(),
      });
    for (let n = 0; n < SMS_PER_PHONE_PER_DAY; n++) await sms(n);
    await expect(sms(99)).rejects.toMatchObject({ code: 'SMS_LIMIT_REACHED', statusCode: 429 });
    t.clock.advanceSeconds(86_401);
    await expect(sms(100)).resolves.toBeUndefined();
  });

  it('never sends an SMS to a landline: the company or the invitation is refused with the reason', async () => {
    const agency = await newAgency();
    const created = await asAgency(
      agency,
      '/cumplia-core/gestorias/my/empresas',
      companyRequest('B38567897', '43981256N', '+34922123456'),
    );
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'PHONE_NOT_MOBILE', message: ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE });
    const invited = await asAgency(agency, '/cumplia-core/gestorias/my/empresas/invitacion', {
      nifCif: 'B38234563',
      telefono: '922 123 456',
    });
    expect(invited.statusCode).toBe(422);
    expect(invited.json().message).toBe(ERROR_CODE_MESSAGES.PHONE_NOT_MOBILE);
  });

  it('sends one signing link a bounded number of codes an hour', async () => {
    const agency = await newAgency();
    const created = await asAgency(
      agency,
      '/cumplia-core/gestorias/my/empresas',
      companyRequest('B38345674', '45678123P', '+34699000002'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo('+34699000002'))?.bodyText ?? '')?.[1] ?? '';
    await openEveryDocument(t, token);
    for (let n = 0; n < CODES_PER_LINK_PER_HOUR; n++) expect((await askForSigningCode(t, token)).statusCode).toBe(200);
    // Asked within the same instant (the test's clock stands still), each code still goes out in its own SMS.
    const codes = await t.db
      .select({ key: outboxMessages.idempotencyKey })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, '+34699000002'), like(outboxMessages.idempotencyKey, 'signature-code:%')),
      );
    expect(codes).toHaveLength(CODES_PER_LINK_PER_HOUR);
    const refused = await askForSigningCode(t, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'SMS_LIMIT_REACHED', message: MESSAGES.signing.tooManyCodes });
    t.clock.advanceSeconds(3_601);
    expect((await askForSigningCode(t, token)).statusCode).toBe(200);
  });

  it('lets an agency resend an onboarding SMS a bounded number of times', async () => {
    const agency = await newAgency();
    expect(
      (
        await asAgency(agency, '/cumplia-core/gestorias/my/empresas/invitacion', {
          nifCif: 'B38901237',
          telefono: '699 000 003',
        })
      ).statusCode,
    ).toBe(201);
    const resend = () => asAgency(agency, '/cumplia-core/gestorias/my/empresas/B38901237/alta/reenviar', {});
    for (let n = 0; n < 4; n++) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('ya ha recibido 5 SMS de alta');
  });

  it('carries typed names without anything a phone would make a link of', async () => {
    const agency = await newAgency();
    expect(smsName('Gana 500 EUR en premios.es/ya S.L.')).toBe('Gana 500 EUR en premios es/ya S.L.');
    expect(smsName('Visite https://www.estafa.example ahora', 60)).toBe('Visite www estafa example ahora');
    expect(smsName('Talleres Guanche S.L.')).toBe('Talleres Guanche S.L.');
    const created = await asAgency(
      agency,
      '/cumplia-core/gestorias/my/empresas',
      companyRequest('B38555108', '23456789D', '+34699000004', {
        razonSocial: 'Premio en http://premios.example S.L.',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const sms = (await t.lastMessageTo('+34699000004'))?.bodyText ?? '';
    expect(sms).toContain('Cumplia: Premio en premios example S.L. tiene');
    expect(sms).not.toMatch(/premios\.example|http:\/\/premios/);
  });

  it("stops an agency's SMS at its daily quota, with the reason, and sends again the next day", async () => {
    const agency = await newAgency();
    const member = await t.factories.agencyUser();
    let token = (await t.loginTokens(member.username, 'G')).token;
    // The day's quota already sent for this agency's clients.
    await t.db
      .insert(agencySmsDays)
      .values({ agencyId: member.agencyId, day: todayInMadrid(t.clock.now()), sent: SMS_PER_AGENCY_PER_DAY });
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/cumplia-core/gestorias/my/empresas/invitacion',
        headers: { authorization: `Bearer ${token}` },
        payload: { nifCif: 'B38123451', telefono: '699 100 200' },
      });
    const refused = await invite();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'AGENCY_SMS_LIMIT_REACHED',
      message: ERROR_CODE_MESSAGES.AGENCY_SMS_LIMIT_REACHED,
    });
    expect(await t.lastMessageTo('+34699100200')).toBeUndefined();
    // Another agency is not held back by this one's quota.
    const other = await asAgency(agency, '/cumplia-core/gestorias/my/empresas/invitacion', {
      nifCif: 'B38991238',
      telefono: '699 100 201',
    });
    expect(other.statusCode, other.body).toBe(201);

    t.clock.advanceSeconds(86_401);
    token = (await t.loginTokens(member.username, 'G')).token;
    const nextDay = await invite();
    expect(nextDay.statusCode, nextDay.body).toBe(201);
    const [invitation] = await t.db
      .select({ agencyId: onboardingInvitations.agencyId })
      .from(onboardingInvitations)
      .where(eq(onboardingInvitations.phone, '+34699100200'));
    expect(invitation?.agencyId).toBe(member.agencyId);
    const [counted] = await t.db
      .select({ sent: agencySmsDays.sent })
      .from(agencySmsDays)
      .where(and(eq(agencySmsDays.agencyId, member.agencyId), eq(agencySmsDays.day, todayInMadrid(t.clock.now()))));
    expect(counted?.sent).toBe(1);
  });

  it("counts a batch's SMS in memory from one read: each phone's and the agency's limits hold inside the batch, the agency's count is written at its end, a quota used meanwhile refuses the batch", async () => {
    const member = await t.factories.agencyUser();
    const now = t.clock.now();
    const today = todayInMadrid(now);
    const sentToday = async (db: Queryable = t.db) =>
      (
        await db
          .select({ sent: agencySmsDays.sent })
          .from(agencySmsDays)
          .where(and(eq(agencySmsDays.agencyId, member.agencyId), eq(agencySmsDays.day, today)))
      )[0]?.sent;
    await t.db
      .insert(agencySmsDays)
      .values({ agencyId: member.agencyId, day: today, sent: SMS_PER_AGENCY_PER_DAY - 3 });
    const busyPhone = '+34699000091';
    for (let n = 1; n < SMS_PER_PHONE_PER_DAY; n++) {
      await enqueueSms(t.db, t.config, { idempotencyKey: `quota-busy-${n}`, to: busyPhone, text: 'Cumplia', now });
    }
    const agencyId = member.agencyId;

    await t.db.transaction(async (tx) => {
      const quota = await openSmsQuota(tx, { phones: [busyPhone, '+34699000092'], agencyIds: [agencyId] }, now);
      expect(quota.take({ phone: '+34922000000', agencyId })?.code).toBe('PHONE_NOT_MOBILE');
      expect(quota.take({ phone: busyPhone, agencyId })).toBeNull();
      // The phone's tenth SMS of the day was the one just taken.
      expect(quota.take({ phone: busyPhone, agencyId })?.code).toBe('SMS_LIMIT_REACHED');
      expect(quota.take({ phone: '+34699000092', agencyId })).toBeNull();
      // Not written until the batch settles: the day's row is not locked meanwhile.
      expect(await sentToday(tx)).toBe(SMS_PER_AGENCY_PER_DAY - 3);
      await quota.settle(tx);
    });
    expect(await sentToday()).toBe(SMS_PER_AGENCY_PER_DAY - 1);

    const refused = t.db.transaction(async (tx) => {
      const quota = await openSmsQuota(tx, { phones: ['+34699000093', '+34699000094'], agencyIds: [agencyId] }, now);
      expect(quota.take({ phone: '+34699000093', agencyId })).toBeNull();
      expect(quota.take({ phone: '+34699000094', agencyId })?.message).toBe(
        ERROR_CODE_MESSAGES.AGENCY_SMS_LIMIT_REACHED,
      );
      // Another SMS of the agency takes the last one while the batch runs.
      await enqueueSms(tx, t.config, {
        idempotencyKey: 'quota-meanwhile',
        to: '+34699000077',
        text: 'Cumplia: aviso',
        agencyId,
        now,
      });
      await quota.settle(tx);
    });
    await expect(refused).rejects.toThrow(ERROR_CODE_MESSAGES.AGENCY_SMS_LIMIT_REACHED);
    expect(await sentToday()).toBe(SMS_PER_AGENCY_PER_DAY - 1);
  });
});
