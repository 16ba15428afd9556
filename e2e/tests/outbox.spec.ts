import { seriousViolations } from './accessibility';
import { expect, loginAs, solveCaptcha, test, toast } from './fixtures';
import { readLatestMessage } from './outbox';

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
  await expect(toast(page, 'Mensaje puesto de nuevo en cola para su destinatario')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await readLatestMessage(browser, superadminMail)).toContain(`Su código es ${code}.`);
});
