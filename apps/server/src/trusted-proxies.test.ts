import { CAPTCHA_HEADER } from '@cumplia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

describe('TRUST_PROXY: which X-Forwarded-For hops count', () => {
  it('takes a hop count or addresses, and refuses true, which believes every hop', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY.*every X-Forwarded-For hop/s,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'caddy' })).toThrow(/TRUST_PROXY/);
  });

  it('behind one proxy that appends, a client choosing its own X-Forwarded-For is still throttled by its address', async () => {
    const agency = await t.factories.agencyUser();
    const attempt = async (spoofed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cumplia-auth/authenticate',
        // The proxy (127.0.0.1) appends the address it saw; the client wrote the rest.
        remoteAddress: '127.0.0.1',
        headers: { [CAPTCHA_HEADER]: await t.solveCaptcha(), 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
        payload: { username: agency.username, password: 'mala', tipo: 'G' },
      });
    for (let i = 0; i < t.config.login.freeFailures; i++) {
      expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(401);
    }
    const throttled = await attempt('198.51.100.200');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('AUTH003');
  });
});
