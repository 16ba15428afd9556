import { CAPTCHA_HEADER, ERROR_CODE_MESSAGES, MESSAGES } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedLinkData } from '../../test-support/emailed-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sendAccountVerification } from './send-account-verification.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A company login created without password, with its verification e-mail; returns the e-mailed link's data. */
async function newUnverifiedUser() {
  const user = await t.factories.companyUser({ password: null });
  const email = `${user.username.toLowerCase()}@example.test`;
  await sendAccountVerification(t.db, { ...user, name: 'Nuevo', email }, t.config, t.clock.now());
  return emailedLinkData(t, email);
}

async function verify(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-auth/users/verify',
    payload: { captchaToken: await t.solveCaptcha(), ...body },
  });
}

describe('POST /cumplia-auth/users/verify', () => {
  it('sets the password with the e-mailed code; then the user can log in', async () => {
    const data = await newUnverifiedUser();
    const response = await verify({
      username: data.username,
      email: data.email,
      verificationCode: data.code,
      password: 'una-clave-segura',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.verification.success);
    expect((await t.login(data.username, 'E', 'una-clave-segura')).statusCode).toBe(200);
  });

  it('refuses a common password and one holding the NIF with AUTH001 and the message under the field', async () => {
    const data = await newUnverifiedUser();
    const base = { username: data.username, email: data.email, verificationCode: data.code };
    const common = await verify({ ...base, password: 'qwertyuiop123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'AUTH001', errors: { password: MESSAGES.validation.passwordCommon } });
    const nif = await verify({ ...base, password: `clave-${data.username}` });
    expect(nif.json().errors.password).toBe(MESSAGES.validation.passwordContainsUsername);
    expect((await verify({ ...base, password: 'Demo-Cumplia-2026' })).statusCode).toBe(200);
  });

  it('answers AUTH001 with the field messages when fields are missing', async () => {
    const response = await verify({ username: '', email: '', verificationCode: 'abc', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH001', message: ERROR_CODE_MESSAGES.AUTH001 });
    expect(response.json().errors).toMatchObject({
      username: MESSAGES.verification.usernameRequired,
      email: MESSAGES.verification.emailRequired,
      verificationCode: MESSAGES.verification.codeRequired,
      password: MESSAGES.verification.passwordRequired,
    });
  });

  it('refuses a wrong code, another e-mail, a used code and an expired one (AUTH002)', async () => {
    const data = await newUnverifiedUser();
    const base = { username: data.username, email: data.email, password: 'una-clave-segura' };
    const wrong = await verify({ ...base, verificationCode: data.code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'AUTH002', message: MESSAGES.verification.invalidCode });
    expect((await verify({ ...base, email: 'otro@example.test', verificationCode: data.code })).statusCode).toBe(401);
    expect((await verify({ ...base, verificationCode: data.code })).statusCode).toBe(200);
    expect((await verify({ ...base, verificationCode: data.code })).statusCode).toBe(401);

    const late = await newUnverifiedUser();
    t.clock.advanceSeconds(48 * 3600 + 1);
    const expired = await verify({
      username: late.username,
      email: late.email,
      verificationCode: late.code,
      password: 'una-clave-segura',
    });
    expect(expired.statusCode).toBe(401);
  });

  it('locks the code after five wrong tries (AUTH003), even for the right code', async () => {
    const data = await newUnverifiedUser();
    const base = { username: data.username, email: data.email, password: 'una-clave-segura' };
    const wrongCode = data.code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) expect((await verify({ ...base, verificationCode: wrongCode })).statusCode).toBe(401);
    expect((await verify({ ...base, verificationCode: wrongCode })).statusCode).toBe(403);
    const locked = await verify({ ...base, verificationCode: data.code });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('AUTH003');
  });

  it('needs the captcha, in the body or the header', async () => {
    const data = await newUnverifiedUser();
    const body = {
      username: data.username,
      email: data.email,
      verificationCode: data.code,
      password: 'una-clave-segura',
    };
    const without = await t.app.inject({ method: 'POST', url: '/cumplia-auth/users/verify', payload: body });
    expect(without.statusCode).toBe(400);
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/users/verify',
      headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
      payload: body,
    });
    expect(viaHeader.statusCode).toBe(200);
  });
});
