import { DEMO_USERS, expect, fillLogin, loginThroughPage, solveCaptcha, test } from './fixtures';

const storage = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

/** An access token the server will refuse (wrong signature) that the browser still reads as valid. */
function forgedToken(roles: string[], expiresInSeconds: number) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const claims = { sub: '1', roles, typ: 'access', iat: exp - 900, exp };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('firma falsa').toString('base64url')}`;
}

test('an agency user logs in through the real login page and lands on the agency home', async ({ page }) => {
  await page.goto('/acceso?gestoria=true');
  await expect(page.getByRole('radio', { name: 'Colaborador' })).toBeChecked();
  await loginThroughPage(page, 'agency');
  expect(await storage(page, 'authToken')).toBeTruthy();
  expect(await storage(page, 'refreshToken')).toBeTruthy();
  expect(await storage(page, 'captchaToken')).toBeNull();
});

test('a company user logs in, lands on the company home and logs out', async ({ page }) => {
  await loginThroughPage(page, 'company');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/acceso');
  expect(await storage(page, 'authToken')).toBeNull();
  expect(await storage(page, 'refreshToken')).toBeNull();
  expect(await storage(page, 'user')).toBeNull();
  // The session is over on the server too: the protected page sends us back to the login, which remembers it.
  await page.goto(DEMO_USERS.company.home);
  await expect(page).toHaveURL('/acceso?volver=%2Finicioempresa');
});

test('staff log in with no type: the superadmin and the worker reach their homes', async ({ page }) => {
  await loginThroughPage(page, 'superadmin');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await loginThroughPage(page, 'worker');
  // A worker sent to the superadmin home is redirected to the worker home.
  await page.goto('/iniciosuperadmin');
  await expect(page).toHaveURL('/worker-inicio');
});

test('a rejected access token is refreshed transparently and the page keeps working', async ({ page }) => {
  await loginThroughPage(page, 'agency');
  const refreshBefore = await storage(page, 'refreshToken');
  await page.evaluate(
    (token) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.removeItem('user');
    },
    forgedToken(['ROLE_MANAGEMENT'], 600),
  );
  await page.reload();
  await expect(page).toHaveURL('/iniciogestora');
  await expect(page.getByTestId('user-name')).toHaveText(DEMO_USERS.agency.name);
  expect(await storage(page, 'refreshToken')).not.toBe(refreshBefore);
  expect(await storage(page, 'authToken')).not.toContain('ZmlybWEgZmFsc2E');
});

test('an access token about to expire is renewed before the request', async ({ page }) => {
  await loginThroughPage(page, 'company');
  const refreshBefore = await storage(page, 'refreshToken');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.evaluate(
    (token) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.removeItem('user');
    },
    forgedToken(['ROLE_COMPANY'], 40),
  );
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(DEMO_USERS.company.name);
  expect(await storage(page, 'refreshToken')).not.toBe(refreshBefore);
  // Renewed before sending: the forged token never reached the server.
  expect(refused).toEqual([]);
});

test('the guard sends an expired session to /acceso and removes both tokens', async ({ page }) => {
  await loginThroughPage(page, 'agency');
  await page.evaluate(
    (token) => window.localStorage.setItem('authToken', token),
    forgedToken(['ROLE_MANAGEMENT'], -60),
  );
  await page.goto('/iniciogestora');
  await expect(page).toHaveURL('/acceso?volver=%2Finiciogestora');
  expect(await storage(page, 'authToken')).toBeNull();
  expect(await storage(page, 'refreshToken')).toBeNull();
});

test('the guard refuses a token without the role of the area', async ({ page }) => {
  await loginThroughPage(page, 'company');
  await page.goto('/iniciogestora');
  await expect(page).toHaveURL('/acceso');
});

test('a failed refresh ends the session', async ({ page }) => {
  await loginThroughPage(page, 'agency');
  await page.evaluate(
    (token) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('refreshToken', 'token-revocado');
      window.localStorage.removeItem('user');
    },
    forgedToken(['ROLE_MANAGEMENT'], 600),
  );
  await page.reload();
  // Back to the login, which returns to the page once the user logs in again.
  await expect(page).toHaveURL('/acceso?volver=%2Finiciogestora');
  expect(await storage(page, 'authToken')).toBeNull();
});

test('a wrong password shows the spec message and the captcha must be solved again', async ({ page }) => {
  await page.goto('/acceso');
  await fillLogin(page, 'agency', 'contraseña-equivocada');
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('El usuario o la contraseña son incorrectos.');
  await expect(page.getByText('No soy un robot')).toBeVisible();
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page.getByText('Por favor, completa el captcha.')).toBeVisible();
});

test('the wrong access type is explained', async ({ page }) => {
  await page.goto('/acceso?empresa=true');
  await page.getByLabel('NIF del usuario').fill(DEMO_USERS.agency.nif);
  await page.getByLabel(/^Contraseña/).fill('Demo-Cumplia-2026');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('no está registrado como cliente');
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
