import type { MyUser } from '@cumplia/domain';

/** Local storage keys of the spec (authToken, refreshToken, captchaToken, user) and the cookie choice. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  captchaToken: 'captchaToken',
  user: 'user',
  cookieConsent: 'cookieConsent',
} as const;

const read = (key: string) => window.localStorage.getItem(key);

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.authToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function storeTokens(tokens: { token: string; refreshToken: string }) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, tokens.token);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearTokens() {
  window.localStorage.removeItem(STORAGE_KEYS.authToken);
  window.localStorage.removeItem(STORAGE_KEYS.refreshToken);
}

export function storeCaptchaToken(payload: string | null) {
  if (payload) window.localStorage.setItem(STORAGE_KEYS.captchaToken, payload);
  else window.localStorage.removeItem(STORAGE_KEYS.captchaToken);
}

/** A captcha solution is single-use on the server, so the request that sends it also removes it. */
export function takeCaptchaToken(): string | null {
  const payload = read(STORAGE_KEYS.captchaToken);
  if (payload) window.localStorage.removeItem(STORAGE_KEYS.captchaToken);
  return payload;
}

export function getCachedUser(): MyUser | null {
  try {
    const raw = read(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as MyUser) : null;
  } catch {
    return null;
  }
}

export function cacheUser(user: MyUser) {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * 'Cerrar sesión' clears local storage. The cookie choice is kept: it is the visitor's consent, not session
 * data, and asking again after every logout would be a nuisance.
 */
export function clearSession() {
  const consent = read(STORAGE_KEYS.cookieConsent);
  window.localStorage.clear();
  window.sessionStorage.removeItem(CHOSEN_COMPANY_KEY);
  if (consent) window.localStorage.setItem(STORAGE_KEYS.cookieConsent, consent);
}

const CHOSEN_COMPANY_KEY = 'empresaActiva';

/**
 * The company a person who runs several chose in this tab. Kept per tab (session storage), so two tabs may show
 * two of their companies; a new login starts from their first.
 */
export function getChosenCompany(): string | null {
  return window.sessionStorage.getItem(CHOSEN_COMPANY_KEY);
}

export function chooseCompany(companyId: number) {
  window.sessionStorage.setItem(CHOSEN_COMPANY_KEY, String(companyId));
}
