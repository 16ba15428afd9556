import { readFile } from 'node:fs/promises';
import { expect, loginAs, solveCaptcha, test } from './fixtures';

test("a visitor writes through the contact form; the superadmin exports a person's data and erases the visitor's message", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  await visitor.goto('/contactar');
  await visitor.getByLabel('Nombre y apellidos').fill('Lucía Privacidad');
  await visitor.getByLabel('Correo electrónico').fill('lucia.privacidad@example.test');
  await visitor.getByLabel('Teléfono').fill('+34 699 333 444');
  await visitor.getByLabel('Consulta').fill('Quiero que borren mis datos después de contestarme.');
  await visitor.getByRole('button', { name: 'Enviar' }).click();
  const refusal = visitor.getByRole('dialog', { name: 'Error' });
  await expect(refusal).toContainText('Debes aceptar la política de privacidad');
  await refusal.getByRole('button', { name: 'Cerrar' }).click();
  await visitor.getByLabel(/He leído y acepto/).check();
  await solveCaptcha(visitor);
  await visitor.getByRole('button', { name: 'Enviar' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Éxito' })).toBeVisible();
  await visitor.close();

  await loginAs(page, 'superadmin');
  await page
    .getByRole('link', { name: /Protección de datos/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Protección de datos' })).toBeVisible();

  await page.getByRole('button', { name: 'Exportar datos' }).click();
  await expect(page.getByText('Indique el correo electrónico o el NIF de la persona.')).toBeVisible();

  await page.getByLabel('NIF').fill('54327891m');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('datos-personales-54327891M.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.companiesRepresented[0]).toMatchObject({ nifCif: 'B38567897', nombre: 'Rosa Martín Febles' });

  await page.getByLabel('NIF').fill('');
  await page.getByLabel('Correo electrónico').fill('lucia.privacidad@example.test');
  await page.getByRole('button', { name: 'Suprimir datos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suprimir datos personales' });
  await expect(dialog).toContainText('Los datos que la ley obliga a conservar se mantienen.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Datos suprimidos.' });
  await expect(summary).toContainText('Mensajes de contacto: 1');
  await expect(summary).toContainText('Usuarios de acceso: 0');

  await page.getByRole('button', { name: 'Exportar datos' }).click();
  await expect(page.getByRole('alert')).toHaveText('No hay datos de esta persona.');
});
