import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { expect, solveCaptcha, test, toast } from './fixtures';
import { firstLink, onThisServer, readLatestMessage } from './outbox';

/** Closes the form's error dialog once it has opened, as a visitor who has read it does. */
async function closeErrorDialog(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Por favor, corrija los siguientes errores:' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a self-employed person without staff is told, under the tool, why the harassment protocol is not for her', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/registrar');
  await page.getByLabel('Número de trabajadores').fill('0');
  await page.getByLabel(/LOPDGDD/).check();
  await page.getByLabel(/Acoso laboral/).check();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await closeErrorDialog(page);
  const reason = page.getByText('Sin personas trabajadoras no hay plantilla a la que proteger', { exact: false });
  await expect(reason.first()).toBeVisible();
  await page.getByLabel(/Acoso laboral/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('registration-no-staff-390.png') });
  await page.getByLabel(/Acoso laboral/).uncheck();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await closeErrorDialog(page);
  await expect(page.getByText('Sin personas trabajadoras no hay plantilla a la que proteger')).toHaveCount(0);
});

test('a visitor registers a company, verifies the account from the e-mail and logs in', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/registrar');
  await page.getByLabel('Razón social').fill('Heladería Los Cristianos S.L.');
  await page.getByLabel('NIF/CIF').fill('B38778890');
  await page.getByLabel('Nombre comercial').fill('Heladería Los Cristianos');
  await page.getByLabel('CNAE').fill('1052');
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

test('registration shows every error in the dialog and keeps what was typed', async ({ page }) => {
  await page.goto('/registrar');
  await page.getByLabel('Razón social').fill('Empresa a medias');
  await page.getByRole('button', { name: 'Registrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Por favor, corrija los siguientes errores:' });
  await expect(dialog).toContainText('NIF/CIF es requerido.');
  await expect(dialog).toContainText('Por favor, completa el captcha.');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByLabel('Razón social')).toHaveValue('Empresa a medias');
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

test('the contact form sends with captcha and asks for the privacy acceptance', async ({ page }) => {
  await page.goto('/contactar');
  await page.getByLabel('Nombre y apellidos').fill('Nayra Rodríguez');
  await page.getByLabel('Correo electrónico').fill('nayra@example.test');
  await page.getByLabel('Teléfono').fill('+34 699 111 222');
  await page.getByLabel('Consulta').fill('Somos 12 trabajadores: ¿qué protocolos necesitamos?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('Debes aceptar la política de privacidad');
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Cerrar' }).click();

  await page.getByLabel(/He leído y acepto/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('dialog', { name: 'Éxito' })).toContainText('Mensaje enviado correctamente');
});

test('the newsletter subscription is confirmed from the e-mailed link', async ({ page, browser, baseURL }) => {
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

for (const path of [
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
]) {
  test(`${path} has a heading and no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
