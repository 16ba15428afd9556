// Journeys of visitors and of the public forms: registration, password recovery (and what staff see of its
// message), the public pages and the newsletter. The forms' field checks are component tests in the web app.

import { seriousViolations } from './accessibility';
import { expect, loginAs, solveCaptcha, test, toast } from './fixtures';
import { firstLink, onThisServer, readLatestMessage } from './outbox';

test('a visitor registers a company, verifies the account from the e-mail and logs in', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/registrar');
  await page.getByLabel('Razón social').fill('Heladería Los Cristianos S.L.');
  await page.getByLabel('NIF/CIF').fill('B38778890');
  await page.getByLabel('Nombre comercial').fill('Heladería Los Cristianos');
  await page.getByRole('combobox', { name: 'CNAE' }).fill('1052');
  await page.getByLabel('Actividad').fill('Elaboración de helados');
  await page.getByLabel('Nombre y apellidos del administrador').fill('Iván Perdomo García');
  await page.getByLabel('NIF del usuario').fill('43512876G');
  await page.getByLabel('Correo electrónico').fill('ivan@heladerialoscristianos.example');
  await page.getByLabel('Teléfono').fill('+34 611 222 333');
  await page.getByLabel('Dirección').fill('Avenida Juan Carlos I 22');
  await page.getByLabel('Código postal').fill('38650');
  await page.getByLabel('Localidad').fill('Arona');
  await page.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByLabel(/LOPDGDD/).check();
  await page.getByLabel(/Desconexión digital/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Registrar' }).click();

  const success = page.getByRole('dialog', { name: '¡Éxito!' });
  await expect(success).toContainText('ivan@heladerialoscristianos.example');
  await success.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/verificacion\?username=43512876G/);

  const mail = await readLatestMessage(browser, 'ivan@heladerialoscristianos.example');
  await page.goto(onThisServer(firstLink(mail), baseURL));
  await expect(page.getByLabel('NIF')).toHaveValue('43512876G');
  await expect(page.getByLabel('Correo Electrónico')).toHaveValue('ivan@heladerialoscristianos.example');
  await page.getByLabel(/^Contraseña/).fill('Helados-de-gofio-2026');
  await page.getByLabel(/^Confirmar Contraseña/).fill('Helados-de-gofio-2026');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/acceso/);
  await expect(page.getByRole('status')).toContainText('Cuenta verificada');
  await page.getByLabel('NIF del usuario').fill('43512876G');
  await page.getByLabel(/^Contraseña/).fill('Helados-de-gofio-2026');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL('/inicioempresa');
  await expect(page.getByTestId('user-name')).toHaveText('Iván Perdomo García');
});

test('a user recovers a forgotten password through the e-mailed link', async ({ page, browser, baseURL }) => {
  await page.goto('/acceso');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
  await page.getByLabel('NIF del usuario').fill('42156784S');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('Si el NIF está registrado');

  const mail = await readLatestMessage(browser, 'miguel@asesoriateide.example');
  await page.goto(onThisServer(firstLink(mail), baseURL));
  await expect(page.getByLabel('NIF')).toHaveValue('42156784S');
  // The password rule shows its message under the field: length in the page, the breached list from the server.
  await page.getByLabel(/^Nueva Contraseña/).fill('12345678');
  await page.getByLabel(/^Confirmar Nueva Contraseña/).fill('12345678');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 12 caracteres.')).toBeVisible();
  await page.getByLabel(/^Nueva Contraseña/).fill('qwerty123456');
  await page.getByLabel(/^Confirmar Nueva Contraseña/).fill('qwerty123456');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Esta contraseña es demasiado común o aparece en filtraciones conocidas.')).toBeVisible();
  await page.getByLabel(/^Nueva Contraseña/).fill('Teide-3718-metros');
  await page.getByLabel(/^Confirmar Nueva Contraseña/).fill('Teide-3718-metros');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL('/acceso');
  await expect(page.getByRole('status')).toContainText('Contraseña actualizada');

  await page.getByRole('radio', { name: 'Colaborador' }).check();
  await page.getByLabel('NIF del usuario').fill('42156784S');
  await page.getByLabel(/^Contraseña/).fill('Teide-3718-metros');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL('/iniciogestora');
});

test("a worker who asks a reset for the superadmin's NIF sees only a masked mail on 'Mensajes' and can resend it", async ({
  page,
  browser,
}) => {
  const superadminMail = 'lucia.hernandez@cumplia.example';
  await page.goto('/acceso');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  // The login form stays on screen while the recovery page loads, with a field of the same name.
  await expect(page.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeVisible();
  await page.getByLabel('NIF del usuario').fill('43827164C');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('Si el NIF está registrado');
  // The superadmin's mailbox (here the development catcher) gets the real code.
  const code = /Su código es (\d{6})\./.exec(await readLatestMessage(browser, superadminMail))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Mensajes' }).click();
  await page.getByLabel('Destinatario').fill(superadminMail);
  const row = page.getByRole('row', { name: /Restablezca su contraseña/ }).first();
  await expect(row).toContainText('Enviado');
  await row.getByRole('button', { name: `Ver el mensaje a ${superadminMail}` }).click();
  const body = page.getByTestId('outbox-body');
  await expect(body).toContainText('Su código es ••••••.');
  await expect(body).toContainText('/reset-password/confirm?data=••••••');
  await expect(body).not.toContainText(code);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Reenviar el mensaje a ${superadminMail}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Reenviar el mensaje?' });
  await expect(confirm).toContainText(`a ${superadminMail}, con el mismo contenido`);
  await confirm.getByRole('button', { name: 'Reenviar' }).click();
  await expect(toast(page, 'Mensaje puesto de nuevo en cola para su destinatario')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await readLatestMessage(browser, superadminMail)).toContain(`Su código es ${code}.`);
});

const PUBLIC_PAGES = [
  '/',
  '/cumplia',
  '/proteccindedatos',
  '/acosolaboral',
  '/desconexindigital',
  '/contactar',
  '/aviso-legal',
  '/politica-cookies',
  '/formacion',
  '/pildorasformativas',
  '/registrar',
  '/acceso',
];

test('a visitor reads every public page (each with its heading, none with serious accessibility violations) and subscribes to the newsletter', async ({
  page,
  browser,
  baseURL,
}) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await page.goto('/');
  // The form loads when its section scrolls into view.
  await page.getByRole('heading', { name: 'Novedades normativas en su correo' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Suscripción al boletín' });
  await form.getByLabel('Correo electrónico').fill('lectora@example.test');
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toast(page, 'Suscripción enviada correctamente. Revise su correo para confirmarla.')).toBeVisible();

  const mail = await readLatestMessage(browser, 'lectora@example.test');
  await page.goto(onThisServer(firstLink(mail), baseURL));
  await expect(page.getByRole('status')).toContainText('Suscripción confirmada');
});
