import { describe, expect, it } from 'vitest';
import { secondsUntilRefresh } from './api-client';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.firma`;
const now = () => Math.floor(Date.now() / 1000);

describe('secondsUntilRefresh', () => {
  it('refreshes a 15-minute token a minute before it expires', () => {
    const wait = secondsUntilRefresh(token({ iat: now(), exp: now() + 900, roles: [] }));
    expect(wait).toBeGreaterThanOrEqual(839);
    expect(wait).toBeLessThanOrEqual(840);
  });

  it('keeps a third of a short lifetime as margin, so short tokens are not refreshed in a loop', () => {
    const wait = secondsUntilRefresh(token({ iat: now(), exp: now() + 30, roles: [] }));
    expect(wait).toBeGreaterThanOrEqual(19);
    expect(wait).toBeLessThanOrEqual(20);
  });

  it('is null without a readable token', () => {
    expect(secondsUntilRefresh(null)).toBeNull();
    expect(secondsUntilRefresh('x.y.z')).toBeNull();
  });
});
