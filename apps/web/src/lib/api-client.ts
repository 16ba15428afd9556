import {
  authEndpoints,
  CAPTCHA_HEADER,
  COMPANY_HEADER,
  type EndpointContract,
  type EndpointInput,
  type EndpointResponse,
  ERROR_CODE_MESSAGES,
  endpointUrl,
  MESSAGES,
  REQUEST_TIMEOUTS_MS,
  refreshTokenResponseSchema,
} from '@cumplia/domain';
import type { z } from 'zod';
import { decodeAccessToken, nowInSeconds } from './access-token';
import { ApiError } from './api-error';
import {
  clearTokens,
  getAccessToken,
  getChosenCompany,
  getRefreshToken,
  storeTokens,
  takeCaptchaToken,
} from './session-storage';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and refresh it when needed (default). Public calls set false. */
  authenticated?: boolean;
  timeoutMs?: number;
};

let onSessionExpired: () => void = () => window.location.assign('/acceso');

/** The app decides where an ended session goes (the router's navigate). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** `unreachable`: the server could not be asked; the session is kept so a network blip does not log out. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: parallel 401s share it. A second refresh with the same token would look like token
 * theft to the server and end the session.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return 'rejected';
    let response: Response;
    try {
      response = await send(authEndpoints.refreshToken.path, {
        method: 'POST',
        body: { refreshToken },
        timeoutMs: REQUEST_TIMEOUTS_MS.default,
      });
    } catch {
      return 'unreachable';
    }
    // A refresh the server could not take now (busy, rate-limited) keeps the session: only a refusal ends it.
    if (response.status >= 500 || response.status === 429) return 'unreachable';
    if (!response.ok) return 'rejected';
    storeTokens(refreshTokenResponseSchema.parse(await response.json()));
    return 'refreshed';
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Refresh shortly before expiry so the guard never meets an expired token while the app is in use. */
export function secondsUntilRefresh(token: string | null): number | null {
  const decoded = decodeAccessToken(token);
  if (!decoded) return null;
  const lifetime = decoded.iat ? decoded.exp - decoded.iat : 900;
  const margin = Math.min(60, Math.floor(lifetime / 3));
  return decoded.exp - margin - nowInSeconds();
}

async function send(path: string, options: RequestOptions & { token?: string | null }): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    const company = getChosenCompany();
    if (company) headers[COMPANY_HEADER] = company;
  }
  const captcha = takeCaptchaToken();
  if (captcha) headers[CAPTCHA_HEADER] = captcha;
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUTS_MS.default),
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${response.status}`;
  const message =
    typeof body?.message === 'string'
      ? body.message
      : (ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES] ?? MESSAGES.common.unexpected);
  return new ApiError(response.status, code, message, body?.errors ?? {});
}

const networkError = () => new ApiError(0, 'NETWORK_ERROR', MESSAGES.common.connectionError);

/**
 * A refused refresh ends the session and tells the app, which offers a login back to the page. With no session
 * left to end (the user logged out while a request was under way), there is nothing to tell.
 */
function endSession() {
  const hadSession = getRefreshToken() !== null;
  clearTokens();
  if (hadSession) onSessionExpired();
}

/**
 * The shared client's transport: bearer token, X-CAPTCHA-AUTH when a captcha solution is stored, spec
 * timeouts, and on a 401 or a network error one retry after a token refresh; a failed refresh ends the session.
 * Resolves with the response (any status); rejects only when the server cannot be reached.
 */
export async function authorizedFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const authenticated = options.authenticated ?? true;
  if (authenticated) {
    const wait = secondsUntilRefresh(getAccessToken());
    if (wait !== null && wait <= 0) await refreshSession();
  }

  const attempt = () => send(path, { ...options, token: authenticated ? getAccessToken() : null });
  const retryAfterRefresh = async (failure: () => Promise<ApiError> | ApiError) => {
    const outcome = await refreshSession();
    if (outcome === 'rejected') endSession();
    if (outcome !== 'refreshed') throw await failure();
    return attempt().catch(() => {
      throw networkError();
    });
  };

  let response: Response;
  try {
    response = await attempt();
  } catch (error) {
    if (!authenticated || (error instanceof DOMException && error.name === 'TimeoutError')) throw networkError();
    response = await retryAfterRefresh(networkError);
  }
  if (response.status === 401 && authenticated) {
    const unauthorized = response;
    response = await retryAfterRefresh(() => toApiError(unauthorized));
  }
  return response;
}

/** A JSON call, its answer parsed with the endpoint's schema; errors become ApiError with the server's message. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const response = await authorizedFetch(path, options);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return schema.parse(undefined);
  return schema.parse(await response.json());
}

/**
 * A call of one endpoint contract: its URL built from the path and query, its method, the body, and the answer
 * parsed with the contract's response schema. Public endpoints go without the session.
 */
export function callEndpoint<C extends EndpointContract & { response: z.ZodType }>(
  contract: C,
  input: EndpointInput<C>,
  options: Pick<RequestOptions, 'timeoutMs'> = {},
): Promise<EndpointResponse<C>> {
  return apiRequest(endpointUrl(contract, input), contract.response, {
    ...options,
    method: contract.method,
    body: input.body,
    authenticated: contract.audience !== 'public',
  }) as Promise<EndpointResponse<C>>;
}

/** A download of one file endpoint contract: its URL, method and body, as `callEndpoint` sends them. */
export function downloadEndpoint<C extends EndpointContract & { response: 'file' }>(
  contract: C,
  input: EndpointInput<C>,
  fallbackName: string,
  options: Pick<RequestOptions, 'timeoutMs'> = {},
) {
  return apiDownload(endpointUrl(contract, input), fallbackName, {
    ...options,
    method: contract.method,
    body: input.body,
  });
}

/** A file download: the bytes and the name from Content-Disposition (or the fallback). */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string; headers: Headers }> {
  const response = await authorizedFetch(path, options);
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return {
    blob: await response.blob(),
    fileName: encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName),
    headers: response.headers,
  };
}
