import { CAPTCHA_HEADER, MESSAGES } from '@cumplia/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordRecoveryRequests, verificationCodes } from '../../db/schema/index.js';
import { emailedLinkData } from '../../test-support/emailed-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Asks for a recovery as the page does; the recovery job runs unless told not to (`queueOnly`). */
async function recover(body: object, { queueOnly = false } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/cumplia-auth/users/password-recovery',
    headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
    payload: body,
  });
  if (!queueOnly) await t.passwordRecoveries.drain();
  return response;
}

const countRows = async (table: typeof verificationCodes | typeof outboxMessages | typeof passwordRecoveryRequests) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const changePassword = (body: object) =>
  t.app.inject({ method: 'POST', url: '/cumplia-auth/users/changepassword', payload: body });

const getMy = (token: string) =>
  t.app.inject({ method: 'GET', url: '/cumplia-core/users/my', headers: { authorization: `Bearer ${token}` } });

const emailOf = (username: string) => `${username.toLowerCase()}@example.test`;

describe('password recovery', () => {
  // A timing test would be flaky on a shared machine, so this proves the cause instead: the request does the
  // same work for a known and an unknown NIF (one queued row, nothing else: no code, no e-mail, no user
  // lookup that could take a different path), and the per-user work happens in the job, off the request path.
  it('does the same work on the request path whether or not the NIF exists', async () => {
    const agency = await t.factories.agencyUser();
    const before = {
      codes: await countRows(verificationCodes),
      messages: await countRows(outboxMessages),
      queued: await countRows(passwordRecoveryRequests),
    };
    const known = await recover({ nif: agency.username }, { queueOnly: true });
    const afterKnown = {
      codes: await countRows(verificationCodes),
      messages: await countRows(outboxMessages),
      queued: await countRows(passwordRecoveryRequests),
    };
    const unknown = await recover({ nif: '99999999R' }, { queueOnly: true });
    const afterUnknown = {
      codes: await countRows(verificationCodes),
      messages: await countRows(outboxMessages),
      queued: await countRows(passwordRecoveryRequests),
    };
    expect(known.json()).toEqual(unknown.json());
    expect(afterKnown).toEqual({ ...before, queued: before.queued + 1 });
    expect(afterUnknown).toEqual({ ...afterKnown, queued: afterKnown.queued + 1 });

    // The job then e-mails the known NIF only, and empties the queue.
    await t.passwordRecoveries.drain();
    expect(await countRows(passwordRecoveryRequests)).toBe(0);
    expect(await countRows(verificationCodes)).toBe(before.codes + 1);
    expect(await countRows(outboxMessages)).toBe(before.messages + 1);
    expect((await t.lastMessageTo(emailOf(agency.username)))?.subject).toBe('Restablezca su contraseña de Cumplia');
  });

  it('answers the same for a known and an unknown NIF, and e-mails only the known one', async () => {
    const agency = await t.factories.agencyUser();
    const known = await recover({ nif: agency.username });
    const unknown = await recover({ nif: '99999999R' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(MESSAGES.passwordReset.recoverySent);
    const mail = await t.lastMessageTo(emailOf(agency.username));
    expect(mail?.subject).toBe('Restablezca su contraseña de Cumplia');
    expect(mail?.bodyText).toContain('/reset-password/confirm?data=');
  });

  it('accepts the NIF in the email field (the other screen) and needs the captcha', async () => {
    const agency = await t.factories.agencyUser();
    expect((await recover({ email: agency.username.toLowerCase() })).statusCode).toBe(200);
    expect(await t.lastMessageTo(emailOf(agency.username))).toBeDefined();
    const without = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/users/password-recovery',
      payload: { nif: 'x' },
    });
    expect(without.statusCode).toBe(400);
    const empty = await recover({ nif: '' });
    expect(empty.json().errors.nif).toBe(MESSAGES.passwordReset.recoveryNifRequired);
  });

  it('changes the password with the code once, ending every session', async () => {
    const agency = await t.factories.agencyUser();
    const session = await t.loginTokens(agency.username, 'G');
    await recover({ nif: agency.username });
    const data = await emailedLinkData(t, emailOf(agency.username));
    const body = {
      username: data.username,
      code: data.code,
      newPassword: 'nueva-clave-2026',
      newPasswordConfirmation: 'nueva-clave-2026',
    };

    expect((await getMy(session.token)).statusCode).toBe(200);
    const changed = await changePassword(body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(MESSAGES.passwordReset.changed);
    // The access token of the old session ends with it, not at its expiry.
    expect((await getMy(session.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await t.login(agency.username, 'G')).statusCode).toBe(401);
    expect((await t.login(agency.username, 'G', 'nueva-clave-2026')).statusCode).toBe(200);

    const reused = await changePassword(body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_CODE', message: MESSAGES.passwordReset.invalidCode });
  });

  it('refuses an expired code and a code of another user', async () => {
    const first = await t.factories.agencyUser();
    const second = await t.factories.agencyUser();
    await recover({ nif: first.username });
    const data = await emailedLinkData(t, emailOf(first.username));
    const other = await changePassword({
      username: second.username,
      code: data.code,
      newPassword: 'nueva-clave-2026',
      newPasswordConfirmation: 'nueva-clave-2026',
    });
    expect(other.statusCode).toBe(400);
    t.clock.advanceSeconds(3601);
    const expired = await changePassword({
      username: first.username,
      code: data.code,
      newPassword: 'nueva-clave-2026',
      newPasswordConfirmation: 'nueva-clave-2026',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('gives the spec messages for missing fields and a confirmation that does not match', async () => {
    const missing = await changePassword({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      username: MESSAGES.passwordReset.nifRequired,
      code: MESSAGES.passwordReset.codeRequired,
      newPassword: MESSAGES.passwordReset.newPasswordRequired,
      newPasswordConfirmation: MESSAGES.passwordReset.confirmRequired,
    });
    const mismatch = await changePassword({
      username: '12345678Z',
      code: '123456',
      newPassword: 'nueva-clave-2026',
      newPasswordConfirmation: 'otra-clave-2026',
    });
    expect(mismatch.json().errors.newPasswordConfirmation).toBe(MESSAGES.validation.passwordsDoNotMatch);
    const short = await changePassword({
      username: '12345678Z',
      code: '123456',
      newPassword: 'corta',
      newPasswordConfirmation: 'corta',
    });
    expect(short.json().errors.newPassword).toBe(MESSAGES.validation.passwordTooShort);
  });

  it('refuses short, blank, common and breached passwords and the NIF, with the message under the field', async () => {
    const agency = await t.factories.agencyUser();
    await recover({ nif: agency.username });
    const data = await emailedLinkData(t, emailOf(agency.username));
    const attempt = (newPassword: string) =>
      changePassword({ username: data.username, code: data.code, newPassword, newPasswordConfirmation: newPassword });
    const v = MESSAGES.validation;
    const cases: [string, string][] = [
      ['12345678', v.passwordTooShort],
      ['password', v.passwordTooShort],
      ['aaaaaaaa', v.passwordTooShort],
      ['        ', v.passwordBlank],
      [' '.repeat(16), v.passwordBlank],
      [agency.username, v.passwordTooShort],
      [`${agency.username.toLowerCase()}-casa`, v.passwordContainsUsername],
      [`Mi-${agency.username.slice(0, 8)}-secreto`, v.passwordContainsUsername],
      ['qwerty123456', v.passwordCommon],
      ['1q2w3e4r5t6y', v.passwordCommon],
      ['Password2026!', v.passwordCommon],
      ['x'.repeat(129), v.passwordTooLong],
    ];
    for (const [password, message] of cases) {
      const response = await attempt(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors.newPassword, password).toBe(message);
    }
    // None of them used up the code: a good password still goes through, 64 characters or an emoji included.
    const long = `${'frase-larga-y-facil-de-recordar-'.repeat(2)}🙂`;
    expect((await attempt(long)).statusCode).toBe(200);
    expect((await t.login(agency.username, 'G', long)).statusCode).toBe(200);
  });
});
