import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { HARNESS_PORT, worldPorts } from './world-ports';

const DEMO_PASSWORD = 'Demo-Cumplia-2026';

export const DEMO_USERS = {
  superadmin: { nif: '43827164C', tipo: null, code: null, home: '/iniciosuperadmin', name: 'Lucía Hernández Díaz' },
  worker: { nif: '78451236F', tipo: null, code: null, home: '/worker-inicio', name: 'Javier Morales Cabrera' },
  agency: { nif: '45219873X', tipo: 'Colaborador', code: 'G', home: '/iniciogestora', name: 'Elena Rodríguez Afonso' },
  company: { nif: '54327891M', tipo: 'Cliente', code: 'E', home: '/inicioempresa', name: 'Rosa Martín Febles' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** A calendar date `days` from today in Madrid, as typed in the date fields: `dd/mm/yyyy`. */
export const madridDate = (days: number) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 86_400_000));

/** Solves the real ALTCHA widget, as a visitor does: tick the box and wait for the proof of work. */
export async function solveCaptcha(page: Page) {
  await page.getByText('No soy un robot').click();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible();
}

/** Fills the login form as the demo user of `role` (its access type, NIF and password) and solves the captcha. */
export async function fillLogin(page: Page, role: DemoRole) {
  const user = DEMO_USERS[role];
  if (user.tipo) await page.getByRole('radio', { name: user.tipo }).check();
  await page.getByLabel('NIF del usuario').fill(user.nif);
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await solveCaptcha(page);
}

/** The toast (role status, in the corner's live region) that tells an action succeeded. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Logs in through the real /acceso page (the login screen's own tests) and waits for the role's home. */
export async function loginThroughPage(page: Page, role: DemoRole) {
  await page.goto('/acceso');
  await fillLogin(page, role);
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL(DEMO_USERS[role].home);
  await expect(page.getByTestId('user-name')).toHaveText(DEMO_USERS[role].name);
}

/**
 * Starts a new session of the role over the API, as the login page does (the real captcha solved, the real
 * password checked), hands its tokens to the page and opens the role's home. Each test gets a session of its own,
 * so a test that logs out or changes a password ends nobody else's; the login screen is tested through the page
 * in login.spec.ts.
 */
export async function loginAs(page: Page, role: DemoRole) {
  const user = DEMO_USERS[role];
  const challenge = (await (await page.request.get('/cumplia-auth/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await page.request.post('/cumplia-auth/authenticate', {
    headers: { 'x-captcha-auth': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
    data: { username: user.nif, password: DEMO_PASSWORD, tipo: user.code },
  });
  expect(response.status(), await response.text()).toBe(200);
  const tokens = (await response.json()) as { token: string; refreshToken: string };
  await page.goto('/acceso');
  // A new login starts from a clean slate, as 'Cerrar sesión' leaves it: no earlier user's tokens or cached name.
  await page.evaluate(({ token, refreshToken }) => {
    for (const key of ['user', 'captchaToken']) window.localStorage.removeItem(key);
    window.localStorage.setItem('authToken', token);
    window.localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  await page.goto(user.home);
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

/**
 * The e2e harness (start-server.mjs): `POST /fresh?world=<n>` restarts world n's server on a fresh copy of the demo
 * data (starting the world on first use).
 */
const HARNESS = `http://127.0.0.1:${HARNESS_PORT}`;

/** The spec file the server's data was last made fresh for, in this worker. */
let freshDataFor: string | undefined;

export const test = base.extend<{
  freshDataPerSpec: undefined;
  cookiesAccepted: undefined;
  contentSecurityPolicyKept: undefined;
}>({
  // Each spec file starts on its own copy of the seeded demo data: no spec sees what another one changed, so
  // each can run alone, in any order. Its tests share it, in the order they are written.
  // Each worker tests its own world (world-ports.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${worldPorts(testInfo.parallelIndex).product}`);
  },
  freshDataPerSpec: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      if (freshDataFor !== testInfo.file) {
        const response = await fetch(`${HARNESS}/fresh?world=${testInfo.parallelIndex}`, { method: 'POST' });
        expect(response.status, await response.text()).toBe(204);
        freshDataFor = testInfo.file;
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The server's Content-Security-Policy is strict; any screen that breaks it (an inline script, a third-party
  // request) fails the test that shows it.
  contentSecurityPolicyKept: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The cookie banner is answered once so it does not cover the page under test.
  cookiesAccepted: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'accepted');
      });
      await use(undefined);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Nothing scrolls sideways at this width. Polled: after a viewport change the navigation drawer slides away, and
 * the page is wider while it moves.
 */
export async function expectNoSideScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5000 })
    .toBeLessThanOrEqual(width);
}

/** Each element is in view and ends within the width: nothing of it hides off the screen's edge. */
export async function expectInView(elements: Locator[], width: number) {
  for (const element of elements) {
    await expect(element).toBeInViewport();
    const box = await element.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}
