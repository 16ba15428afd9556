import { DEMO_USERS, expect, fillLogin, loginThroughPage, test } from './fixtures';

// Journey: logging in and out through the real login page, as each kind of user does. What needs no browser is
// tested in the web app: the session's refresh and expiry (lib/api-client-session.test.ts, lib/route-guard.test.ts),
// the login form's refusals (features/auth), the not-found page (app/router.test.ts).

const storage = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test('users log in through the login page, land where they were going (never on another site) and log out', async ({
  page,
}) => {
  // An agency user comes from the agencies' link: its access type is preselected.
  await page.goto('/acceso?gestoria=true');
  await expect(page.getByRole('radio', { name: 'Colaborador' })).toBeChecked();
  await loginThroughPage(page, 'agency');
  expect(await storage(page, 'authToken')).toBeTruthy();
  expect(await storage(page, 'refreshToken')).toBeTruthy();
  expect(await storage(page, 'captchaToken')).toBeNull();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // A company user logs in and out; the session is over on the server too, and the login remembers the page.
  await loginThroughPage(page, 'company');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/acceso');
  for (const key of ['authToken', 'refreshToken', 'user']) expect(await storage(page, key)).toBeNull();
  await page.goto(DEMO_USERS.company.home);
  await expect(page).toHaveURL('/acceso?volver=%2Finicioempresa');

  // Staff log in with no type, and land on the page they asked for.
  await page.goto('/facturacionsuperadmin?page=0');
  await expect(page).toHaveURL(/\/acceso\?volver=/);
  await fillLogin(page, 'superadmin');
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL('/facturacionsuperadmin?page=0');
  await expect(page.getByRole('table', { name: 'Facturas' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // A return address on another site is ignored: the user lands on their home.
  await page.goto('/acceso?volver=//example.com/phish');
  await fillLogin(page, 'superadmin');
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL(DEMO_USERS.superadmin.home);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // A worker sent to the superadmin home is taken to its own.
  await loginThroughPage(page, 'worker');
  await page.goto('/iniciosuperadmin');
  await expect(page).toHaveURL('/worker-inicio');
});
