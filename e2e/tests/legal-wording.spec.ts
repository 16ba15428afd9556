import { downloadFrom } from './downloads';
import { expect, loginAs, test } from './fixtures';
import { pdfText } from './pdf-text';

test('a company is told its wording changed, downloads the new version, and the notice goes', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'company');
  await page.setViewportSize({ width: 1366, height: 900 });
  const card = page.locator('.mantine-Card-root', { hasText: 'Política de desconexión digital' });
  await expect(card.getByText('Hemos actualizado la redacción')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wording-notice-1366.png'), fullPage: true });
  const download = await downloadFrom(page, () =>
    card.getByRole('button', { name: 'Descargar la nueva versión' }).click(),
  );
  const text = await pdfText(download);
  // The consultation record is a form to complete, never a statement that it took place.
  expect(text).toContain('Comunicación de la política a la plantilla');
  expect(text).not.toContain('se acuerda');
  await page.reload();
  await expect(card.getByRole('button', { name: 'Descargar', exact: true })).toBeVisible();
  await expect(card.getByText('Hemos actualizado la redacción')).toHaveCount(0);
});

test('a company without staff answers so and is told why the staff documents do not apply', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'company');
  await page.getByRole('link', { name: 'Revisar perfil de cumplimiento' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Número de personas trabajadoras (todos los centros)').fill('0');
  await expect(page.getByText('Sin personas trabajadoras', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Persona asesora confidencial')).toBeHidden();
  await expect(page.getByLabel('Horario de trabajo')).toBeHidden();
  // What the company is: biometrics of whom, minors as pupils or customers, processor for its clients.
  await page.getByRole('checkbox', { name: 'Datos biométricos (huella, reconocimiento facial)' }).check();
  await page.getByRole('checkbox', { name: 'Clientes, socios o usuarios adultos' }).check();
  await page.getByRole('switch', { name: /trata datos personales por cuenta de sus clientes/ }).check();
  await page
    .getByLabel('Servicio que presta a sus clientes con sus datos')
    .fill('gestión de las nóminas de sus clientes');
  await page.screenshot({ path: testInfo.outputPath('profile-no-staff-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText(/Perfil guardado \(versión \d+\)\./)).toBeVisible();

  await page.goto('/inicioempresa');
  const card = page.locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' });
  await expect(card.getByText('No se aplica a su empresa')).toBeVisible();
  await expect(card).toContainText('es una obligación de quien emplea');
  await expect(card.getByRole('button', { name: /Descargar/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('home-no-staff-390.png'), fullPage: true });

  const lopd = page.locator('.mantine-Card-root', { hasText: 'Protección de datos (LOPDGDD)' });
  const pack = await pdfText(await downloadFrom(page, () => lopd.getByRole('button', { name: /Descargar/ }).click()));
  expect(pack).toContain('Registro de las actividades como encargada (artículo 30.2 RGPD)');
  expect(pack).toContain('consentimiento explícito (art. 9.2.a RGPD)');
});
