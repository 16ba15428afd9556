import { describe, expect, it } from 'vitest';
import { accessTokenWith, nowInSeconds } from '../test-support/test-session';
import { secondsUntilRefresh } from './api-client';

describe('secondsUntilRefresh', () => {
  it('refreshes a 15-minute token a minute before it expires', () => {
    const wait = secondsUntilRefresh(accessTokenWith({ iat: nowInSeconds(), exp: nowInSeconds() + 900, roles: [] }));
    expect(wait).toBeGreaterThanOrEqual(839);
    expect(wait).toBeLessThanOrEqual(840);
  });

  it('keeps a third of a short lifetime as margin, so short tokens are not refreshed in a loop', () => {
    const wait = secondsUntilRefresh(accessTokenWith({ iat: nowInSeconds(), exp: nowInSeconds() + 30, roles: [] }));
    expect(wait).toBeGreaterThanOrEqual(19);
    expect(wait).toBeLessThanOrEqual(20);
  });

  it('is null without a readable token', () => {
    expect(secondsUntilRefresh(null)).toBeNull();
    expect(secondsUntilRefresh('x.y.z')).toBeNull();
  });
});
