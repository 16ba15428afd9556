import { CAPTCHA_HEADER, ERROR_CODE_MESSAGES, MESSAGES, ROLES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema/index.js';
import { clientSourceOf } from '../../lib/client-source.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app.js';
import { LOST_ROTATION_GRACE_SECONDS } from './refresh-tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getMy = (token: string) =>
  t.app.inject({ method: 'GET', url: '/cumplia-core/users/my', headers: { authorization: `Bearer ${token}` } });
/** A refresh from the user's own browser, or from another client's address and browser. */
const refresh = (refreshToken: string, client: { remoteAddress: string; userAgent: string } = OWN_BROWSER) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-auth/refresh-token',
    remoteAddress: client.remoteAddress,
    headers: { 'user-agent': client.userAgent },
    payload: { refreshToken },
  });
const OWN_BROWSER = { remoteAddress: '198.51.100.20', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' };

describe('POST /cumplia-auth/authenticate', () => {
  it('logs an agency user in with type G and grants only the agency role', async () => {
    const agency = await t.factories.agencyUser();
    const response = await t.login(agency.username, 'G');
    expect(response.statusCode).toBe(200);
    const { token, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(token);
    expect(claims.roles).toEqual([ROLES.agency]);
    expect(claims.sub).toBe(String(agency.id));
    expect(claims.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + t.config.tokens.accessTtlSeconds);
  });

  it('logs a company user in with type E and staff with no type', async () => {
    const company = await t.factories.companyUser();
    expect((await t.login(company.username, 'E')).statusCode).toBe(200);
    const staff = await t.factories.staff('worker');
    const response = await t.login(staff.username, null);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().token).roles).toEqual([ROLES.worker]);
  });

  it('accepts the NIF in lower case with spaces', async () => {
    const agency = await t.factories.agencyUser();
    expect((await t.login(` ${agency.username.toLowerCase()} `, 'G')).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and an unverified user with the same AUTH002', async () => {
    const agency = await t.factories.agencyUser();
    const unverified = await t.factories.agencyUser({ password: null });
    const answers = [
      await t.login(agency.username, 'G', 'otra-contraseña'),
      await t.login('99999999R', 'G'),
      await t.login(unverified.username, 'G'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'AUTH002', message: ERROR_CODE_MESSAGES.AUTH002 });
    }
  });

  it('refuses the wrong login type once the password is right', async () => {
    const agency = await t.factories.agencyUser();
    const company = await t.factories.companyUser();
    const staff = await t.factories.staff();
    const asCompany = await t.login(agency.username, 'E');
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json()).toMatchObject({ code: 'LOGIN_TYPE_MISMATCH', message: MESSAGES.login.wrongTypeCompany });
    expect((await t.login(company.username, 'G')).json().message).toBe(MESSAGES.login.wrongTypeAgency);
    expect((await t.login(staff.username, 'G')).statusCode).toBe(403);
    expect((await t.login(agency.username, null)).json().message).toBe(MESSAGES.login.wrongTypeStaff);
  });

  it('refuses a disabled user with AUTH004, but only after the right password', async () => {
    const agency = await t.factories.agencyUser();
    await t.db.update(users).set({ enabled: false }).where(eq(users.id, agency.id));
    const right = await t.login(agency.username, 'G');
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('AUTH004');
    expect((await t.login(agency.username, 'G', 'mala')).json().code).toBe('AUTH002');
  });

  it('needs a valid captcha, and each solution works once', async () => {
    const agency = await t.factories.agencyUser();
    const body = { username: agency.username, password: TEST_PASSWORD, tipo: 'G' };
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/cumplia-auth/authenticate', headers, payload: body });

    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_INVALID', message: MESSAGES.login.captchaFailed });

    const testModePayload = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      'base64',
    );
    expect((await post({ [CAPTCHA_HEADER]: testModePayload })).statusCode).toBe(400);
    expect((await post({ [CAPTCHA_HEADER]: 'no es base64 {' })).statusCode).toBe(400);

    const solved = await t.solveCaptcha();
    expect((await post({ [CAPTCHA_HEADER]: solved })).statusCode).toBe(200);
    expect((await post({ [CAPTCHA_HEADER]: solved })).statusCode).toBe(400);
  });

  it('rejects a captcha solution with a forged derived key', async () => {
    const agency = await t.factories.agencyUser();
    const solved = JSON.parse(Buffer.from(await t.solveCaptcha(), 'base64').toString());
    solved.solution.derivedKey = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/authenticate',
      headers: { [CAPTCHA_HEADER]: Buffer.from(JSON.stringify(solved)).toString('base64') },
      payload: { username: agency.username, password: TEST_PASSWORD, tipo: 'G' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('validates the body with Spanish messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/authenticate',
      headers: { [CAPTCHA_HEADER]: await t.solveCaptcha() },
      payload: { username: '', password: '', tipo: 'X' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().errors.username).toBe(MESSAGES.login.usernameRequired);
  });
});

describe('login throttle: no lock-out button for an attacker', () => {
  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.20';
  const alertsTo = async (username: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, `${username.toLowerCase()}@example.test`))
    ).filter((message) => message.subject === 'Intentos fallidos de acceso a su cuenta de Cumplia');

  it("slows the attacker's IP with growing delays, while the owner logs in from another IP", async () => {
    const agency = await t.factories.agencyUser();
    const { freeFailures } = t.config.login;
    for (let i = 0; i < freeFailures; i++) {
      expect((await t.login(agency.username, 'G', `mala-${i}`, ATTACKER)).statusCode).toBe(401);
    }
    // The attacker's IP must wait, even with the right password: 1 s, then 2 s after the next failure.
    const refused = await t.login(agency.username, 'G', TEST_PASSWORD, ATTACKER);
    expect(refused.statusCode).toBe(429);
    // The answer says the real wait, not "unos minutos".
    expect(refused.json()).toMatchObject({
      code: 'AUTH003',
      message: 'Demasiados intentos fallidos desde esta conexión. Espere 1 segundo antes de volver a intentarlo.',
    });
    expect(MESSAGES.login.tooManyFailures(900)).toContain('Espere 15 minutos');
    expect(MESSAGES.login.tooManyFailures(61)).toContain('Espere 2 minutos');
    t.clock.advanceSeconds(1);
    expect((await t.login(agency.username, 'G', 'otra-mala', ATTACKER)).statusCode).toBe(401);
    t.clock.advanceSeconds(1);
    expect((await t.login(agency.username, 'G', 'otra-mala', ATTACKER)).statusCode).toBe(429);
    t.clock.advanceSeconds(1);
    expect((await t.login(agency.username, 'G', 'otra-mala', ATTACKER)).statusCode).toBe(401);

    // The owner, from a connection that has not failed, is never refused the right password.
    expect((await t.login(agency.username, 'G', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    // Nor is the same NIF's owner slowed on a typo there by the attacker's failures.
    expect((await t.login(agency.username, 'G', 'un-despiste', OWNER)).statusCode).toBe(401);
    expect((await t.login(agency.username, 'G', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('under a spread attack on one NIF, every IP waits from its first failure, the owner still logs in and gets one e-mail', async () => {
    const agency = await t.factories.agencyUser();
    const { maxFailuresPerUsername } = t.config.login;
    for (let i = 0; i < maxFailuresPerUsername + 5; i++) {
      expect((await t.login(agency.username, 'G', 'mala', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const fresh = '192.0.2.200';
    expect((await t.login(agency.username, 'G', 'mala', fresh)).statusCode).toBe(401);
    expect((await t.login(agency.username, 'G', 'mala', fresh)).statusCode).toBe(429);

    expect((await t.login(agency.username, 'G', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    const alerts = await alertsTo(agency.username);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.bodyText).toContain(agency.username);
    expect(alerts[0]?.bodyText).toContain('/recuperarcontrasena');

    // A day later, a new wave of failures tells the owner again, once.
    t.clock.advanceSeconds(24 * 3600 + 1);
    for (let i = 0; i < maxFailuresPerUsername + 3; i++) {
      await t.login(agency.username, 'G', 'mala', `192.0.2.${i + 1}`);
    }
    expect(await alertsTo(agency.username)).toHaveLength(2);
  });

  it('counts IPv6 clients by their /64', () => {
    expect(clientSourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientSourceOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientSourceOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientSourceOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientSourceOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('per-IP rate limit on authenticate', () => {
  it('answers 429 past the limit per minute', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.login('12345678Z', 'G', 'x')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await limited.login('12345678Z', 'G', 'x');
      expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', message: ERROR_CODE_MESSAGES.RATE_LIMITED });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /cumplia-auth/refresh-token', () => {
  it('rotates: a new pair each time, the new access token works', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.newToken).toBe(next.token);
    expect(decodeJwt(next.token).roles).toEqual([ROLES.agency]);
    expect((await getMy(next.token)).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const second = (await refresh(first.refreshToken)).json();
    t.clock.advanceSeconds(LOST_ROTATION_GRACE_SECONDS + 1);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('keeps the session of a browser that lost the rotated token by navigating away mid-refresh', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    t.clock.advanceSeconds(LOST_ROTATION_GRACE_SECONDS - 5);
    const retried = await refresh(first.refreshToken);
    expect(retried.statusCode).toBe(200);
    expect((await getMy(retried.json().token)).statusCode).toBe(200);
    expect((await refresh(retried.json().refreshToken)).statusCode).toBe(200);
  });

  it('replaces a lost rotation once: the lost successor stops working, and a second replay ends the session', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const lost = (await refresh(first.refreshToken)).json();
    t.clock.advanceSeconds(2);
    const sibling = await refresh(first.refreshToken);
    expect(sibling.statusCode).toBe(200);
    // The successor the browser never stored cannot be used by whoever holds it.
    expect((await refresh(lost.refreshToken)).statusCode).toBe(401);
    // A second replay of the same token is a thief's: the whole session ends.
    t.clock.advanceSeconds(2);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(sibling.json().refreshToken)).statusCode).toBe(401);
    expect((await getMy(sibling.json().token)).statusCode).toBe(401);
  });

  it('ends the session when another client replays a just-used token within the grace, and tells the user', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const own = (await refresh(first.refreshToken)).json();
    t.clock.advanceSeconds(2);
    const thief = await refresh(first.refreshToken, { remoteAddress: '203.0.113.66', userAgent: 'curl/8.5.0' });
    expect(thief.statusCode).toBe(401);
    expect(thief.json()).toMatchObject({ code: 'SESSION_REUSED' });
    expect((await refresh(own.refreshToken)).statusCode).toBe(401);
    expect((await getMy(own.token)).statusCode).toBe(401);
    const told = await t.lastMessageTo(`${agency.username.toLowerCase()}@example.test`);
    expect(told?.subject).toBe('Hemos cerrado su sesión en Cumplia por seguridad');
  });

  it('still treats a used token as stolen once a later token of its family has been used', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const second = (await refresh(first.refreshToken)).json();
    t.clock.advanceSeconds(1);
    const third = (await refresh(second.refreshToken)).json();
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await getMy(third.token)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime, however often it is refreshed', async () => {
    const short = await createTestApp({ SESSION_MAX_AGE_SECONDS: '600', REFRESH_TOKEN_TTL_SECONDS: '300' });
    try {
      const agency = await short.factories.agencyUser();
      let tokens = await short.loginTokens(agency.username, 'G');
      for (let i = 0; i < 2; i++) {
        short.clock.advanceSeconds(250);
        const response = await short.app.inject({
          method: 'POST',
          url: '/cumplia-auth/refresh-token',
          payload: { refreshToken: tokens.refreshToken },
        });
        expect(response.statusCode).toBe(200);
        tokens = response.json();
      }
      short.clock.advanceSeconds(101);
      const expired = await short.app.inject({
        method: 'POST',
        url: '/cumplia-auth/refresh-token',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(expired.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses an idle refresh token past its lifetime', async () => {
    const agency = await t.factories.agencyUser();
    const tokens = await t.loginTokens(agency.username, 'G');
    t.clock.advanceSeconds(t.config.tokens.refreshTtlSeconds + 1);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and a disabled user', async () => {
    expect((await refresh('desconocido')).statusCode).toBe(401);
    const agency = await t.factories.agencyUser();
    const tokens = await t.loginTokens(agency.username, 'G');
    await t.db.update(users).set({ enabled: false }).where(eq(users.id, agency.id));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await getMy(tokens.token)).statusCode).toBe(401);
  });
});

describe('POST /cumplia-auth/logout', () => {
  it('ends the session', async () => {
    const company = await t.factories.companyUser();
    const tokens = await t.loginTokens(company.username, 'E');
    const response = await t.app.inject({
      method: 'POST',
      url: '/cumplia-auth/logout',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens on protected routes', () => {
  const sign = (claims: Record<string, unknown>, secret = t.config.secrets.jwt) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('cumplia-auth')
      .setAudience('cumplia')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode(secret));

  it('answers 401 without a token, with garbage, with alg none and with a wrong key', async () => {
    const agency = await t.factories.agencyUser();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: String(agency.id), roles: [ROLES.agency], typ: 'access', exp: 4102444800 }),
    ).toString('base64url')}.`;
    const wrongKey = await sign({ sub: String(agency.id), roles: [ROLES.agency], typ: 'access' }, 'x'.repeat(40));
    expect((await t.app.inject({ method: 'GET', url: '/cumplia-core/users/my' })).statusCode).toBe(401);
    for (const token of ['basura', none, wrongKey]) expect((await getMy(token)).statusCode).toBe(401);
  });

  it('answers 401 to a used token whose claims were altered, keeping its signature', async () => {
    const agency = await t.factories.agencyUser();
    const { token } = await t.loginTokens(agency.username, 'G');
    expect((await getMy(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, roles: [ROLES.superadmin] })).toString('base64url');
    expect((await getMy(`${header}.${altered}.${signature}`)).statusCode).toBe(401);
  });

  it('answers 401 once the access token expires', async () => {
    const agency = await t.factories.agencyUser();
    const { token } = await t.loginTokens(agency.username, 'G');
    // Used once first: the verified token is remembered, and still refused once it expires.
    expect((await getMy(token)).statusCode).toBe(200);
    t.clock.advanceSeconds(t.config.tokens.accessTtlSeconds + 1);
    const response = await getMy(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  /** The session id of a real login of the user, for tokens signed by hand. */
  const liveSession = async (username: string) => decodeJwt((await t.loginTokens(username, 'G')).token).sid as string;

  it('answers 403 when the token carries no role of ours, or a role the user does not hold', async () => {
    const agency = await t.factories.agencyUser();
    const sid = await liveSession(agency.username);
    const noRole = await sign({ sub: String(agency.id), sid, roles: [], typ: 'access' });
    const foreignRole = await sign({ sub: String(agency.id), sid, roles: 'ROLE_CUMPLIA', typ: 'access' });
    for (const token of [noRole, foreignRole]) {
      const response = await getMy(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'SECURITY_ERROR', message: ERROR_CODE_MESSAGES.SECURITY_ERROR });
    }
  });

  it('accepts the role claim as a comma-separated string', async () => {
    const agency = await t.factories.agencyUser();
    const sid = await liveSession(agency.username);
    const token = await sign({ sub: String(agency.id), sid, roles: `${ROLES.agency},OTHER`, typ: 'access' });
    expect((await getMy(token)).statusCode).toBe(200);
  });

  it('refuses a refresh-type or untyped token used as access token', async () => {
    const agency = await t.factories.agencyUser();
    const sid = await liveSession(agency.username);
    expect((await getMy(await sign({ sub: String(agency.id), sid, roles: [ROLES.agency] }))).statusCode).toBe(401);
  });

  it('refuses a well-signed token that names no session, or a session of another user', async () => {
    const agency = await t.factories.agencyUser();
    const other = await t.factories.agencyUser();
    const claims = { sub: String(agency.id), roles: [ROLES.agency], typ: 'access' };
    expect((await getMy(await sign(claims))).statusCode).toBe(401);
    const othersSession = await liveSession(other.username);
    expect((await getMy(await sign({ ...claims, sid: othersSession }))).statusCode).toBe(401);
  });
});

describe('ending a session ends its access tokens at once', () => {
  it('answers 401 to the access token right after logout, though it was verified and cached before', async () => {
    const company = await t.factories.companyUser();
    const tokens = await t.loginTokens(company.username, 'E');
    const other = await t.loginTokens(company.username, 'E');
    expect((await getMy(tokens.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/cumplia-auth/logout', payload: { refreshToken: tokens.refreshToken } });
    const after = await getMy(tokens.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    // Only that session ended: the user's other session goes on.
    expect((await getMy(other.token)).statusCode).toBe(200);
  });

  it('answers 401 to the access tokens of a family revoked for refresh-token reuse', async () => {
    const agency = await t.factories.agencyUser();
    const first = await t.loginTokens(agency.username, 'G');
    const second = (await refresh(first.refreshToken)).json();
    expect((await getMy(second.token)).statusCode).toBe(200);
    t.clock.advanceSeconds(LOST_ROTATION_GRACE_SECONDS + 1);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await getMy(second.token)).statusCode).toBe(401);
    expect((await getMy(first.token)).statusCode).toBe(401);
  });

  it('answers 401 once the session reaches its absolute lifetime, even if the access token has not expired', async () => {
    const short = await createTestApp({ SESSION_MAX_AGE_SECONDS: '600', ACCESS_TOKEN_TTL_SECONDS: '900' });
    try {
      const agency = await short.factories.agencyUser();
      const { token } = await short.loginTokens(agency.username, 'G');
      const my = () =>
        short.app.inject({
          method: 'GET',
          url: '/cumplia-core/users/my',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await my()).statusCode).toBe(200);
      short.clock.advanceSeconds(601);
      expect((await my()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
