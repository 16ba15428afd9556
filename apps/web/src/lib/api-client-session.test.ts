// @vitest-environment happy-dom
import { authEndpoints, CAPTCHA_HEADER } from '@cumplia/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiTestAnswer, type ApiTestRequest, startApiTestServer } from '../test-support/api-test-server';
import { accessTokenWith, nowInSeconds } from '../test-support/test-session';
import { authorizedFetch, setSessionExpiredHandler } from './api-client';
import { ApiError } from './api-error';
import { clearTokens, getAccessToken, getRefreshToken, storeCaptchaToken, storeTokens } from './session-storage';

/** A 15-minute access token, issued `issuedAgo` seconds ago. */
const accessToken = (id: string, issuedAgo = 0) =>
  accessTokenWith({ jti: id, iat: nowInSeconds() - issuedAgo, exp: nowInSeconds() - issuedAgo + 900, roles: [] });

/**
 * The API as it behaves for a session, for the test server: `/datos` answers 200 to the current access
 * token and 401 to any other; the refresh endpoint rotates both tokens and refuses a refresh token used twice.
 * Tests change `refreshAnswer` to make the refresh refuse or fail.
 */
function createSessionApi() {
  const state = {
    generation: 1,
    tokens: { token: accessToken('a1'), refreshToken: 'r1' },
    refreshCalls: 0,
    refreshAnswer: 'rotate' as 'rotate' | 'refuse' | 'unavailable',
    dataCalls: [] as { authorization: string | undefined; captcha: string | undefined }[],
    dropNextDataCall: false,
  };
  const current = () => state.tokens;

  const answer = ({ url, headers, body }: ApiTestRequest): ApiTestAnswer => {
    if (url === authEndpoints.refreshToken.path) {
      state.refreshCalls += 1;
      const { refreshToken } = body as { refreshToken: string };
      if (state.refreshAnswer === 'unavailable') return { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } };
      if (state.refreshAnswer === 'refuse' || refreshToken !== current().refreshToken) {
        return { status: 401, body: { code: 'AUTH_ERROR', message: 'Sesión caducada' } };
      }
      state.generation += 1;
      state.tokens = { token: accessToken(`a${state.generation}`), refreshToken: `r${state.generation}` };
      const tokens = current();
      return { status: 200, body: { ...tokens, newToken: tokens.token } };
    }
    state.dataCalls.push({
      authorization: headers.authorization,
      captcha: headers[CAPTCHA_HEADER.toLowerCase()] as string | undefined,
    });
    if (state.dropNextDataCall) {
      state.dropNextDataCall = false;
      return 'drop';
    }
    if (headers.authorization !== `Bearer ${current().token}`) {
      return { status: 401, body: { code: 'AUTH_ERROR', message: 'No autorizado' } };
    }
    return { status: 200, body: { ok: true } };
  };
  return { answer, state, current };
}

const { answer, state, current } = createSessionApi();
const sessionExpired = vi.fn();
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer(answer);
  setSessionExpiredHandler(sessionExpired);
});

afterAll(() => server.close());

beforeEach(() => {
  state.generation = 1;
  state.tokens = { token: accessToken('a1'), refreshToken: 'r1' };
  state.refreshCalls = 0;
  state.refreshAnswer = 'rotate';
  state.dataCalls = [];
  state.dropNextDataCall = false;
  sessionExpired.mockReset();
  window.localStorage.clear();
});

afterEach(() => {
  clearTokens();
});

describe('the API client with a session', () => {
  it('sends the access token and answers with the response', async () => {
    storeTokens(current());
    const response = await authorizedFetch('/datos');
    expect(response.status).toBe(200);
    expect(state.dataCalls).toEqual([{ authorization: `Bearer ${current().token}`, captcha: undefined }]);
  });

  it('refreshes once for parallel 401s, and retries each call once with the new token', async () => {
    storeTokens({ token: accessToken('viejo'), refreshToken: current().refreshToken });
    const responses = await Promise.all([
      authorizedFetch('/datos'),
      authorizedFetch('/datos'),
      authorizedFetch('/datos'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    // A second refresh with the same token would be refused as a replay and end the session.
    expect(state.refreshCalls).toBe(1);
    expect(state.dataCalls).toHaveLength(6);
    expect(getRefreshToken()).toBe('r2');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes before sending when the access token is about to expire', async () => {
    // Issued 14 minutes 30 seconds ago: 30 seconds left, inside the last minute the client refreshes in.
    storeTokens({ token: accessToken('a1', 870), refreshToken: 'r1' });
    expect((await authorizedFetch('/datos')).status).toBe(200);
    expect(state.refreshCalls).toBe(1);
    expect(state.dataCalls).toEqual([{ authorization: `Bearer ${current().token}`, captcha: undefined }]);
  });

  it('ends the session once when the refresh is refused, and the call fails with the first answer', async () => {
    storeTokens({ token: accessToken('viejo'), refreshToken: 'r1' });
    state.refreshAnswer = 'refuse';
    const failures = await Promise.allSettled([authorizedFetch('/datos'), authorizedFetch('/datos')]);
    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ status: 401, code: 'AUTH_ERROR' });
    }
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot be answered now (503), so a busy server does not log anyone out', async () => {
    storeTokens({ token: accessToken('viejo'), refreshToken: 'r1' });
    state.refreshAnswer = 'unavailable';
    await expect(authorizedFetch('/datos')).rejects.toBeInstanceOf(ApiError);
    expect(getRefreshToken()).toBe('r1');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('retries once after a refresh when the connection drops', async () => {
    storeTokens(current());
    state.dropNextDataCall = true;
    expect((await authorizedFetch('/datos')).status).toBe(200);
    expect(state.dataCalls).toHaveLength(2);
    expect(state.refreshCalls).toBe(1);
  });

  it('does not send the user back to the login when they logged out while a call was under way', async () => {
    storeTokens({ token: accessToken('viejo'), refreshToken: 'r1' });
    const call = authorizedFetch('/datos');
    clearTokens(); // "Cerrar sesión" while the request is in flight: its 401 finds no session to refresh
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(0);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('sends a stored captcha solution with one request only', async () => {
    storeTokens(current());
    storeCaptchaToken('solucion');
    await authorizedFetch('/datos');
    await authorizedFetch('/datos');
    expect(state.dataCalls.map((call) => call.captcha)).toEqual(['solucion', undefined]);
  });

  it('sends a public call without a token and never refreshes for it', async () => {
    storeTokens({ token: accessToken('viejo'), refreshToken: 'r1' });
    const response = await authorizedFetch('/datos', { authenticated: false });
    expect(response.status).toBe(401);
    expect(state.dataCalls).toEqual([{ authorization: undefined, captcha: undefined }]);
    expect(state.refreshCalls).toBe(0);
  });
});
