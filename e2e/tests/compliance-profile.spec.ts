import { seriousViolations } from './accessibility';
import { downloadFrom } from './downloads';
import { expect, loginAs, test } from './fixtures';
import { pdfText } from './pdf-text';

test('a company reviews its compliance profile: what is missing, errors under fields, obligations, and a company without staff', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'company');
  await expect(page.getByText('Perfil de cumplimiento completo (versión 1)')).toBeVisible();
  const panel = page.locator('.mantine-Paper-root', { hasText: 'Obligaciones según su plantilla y sector' });
  await expect(panel).toContainText('Calculadas para 9 personas trabajadoras');
  await expect(panel).toContainText('Registro diario de jornada');
  await expect(panel).toContainText('No la cubre Cumplia');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('company-home-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'Revisar perfil de cumplimiento' }).click();
  await expect(page).toHaveURL('/perfilcumplimiento');
  await expect(page.getByRole('heading', { name: 'Perfil de cumplimiento' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-form-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // An invalid e-mail shows its error under the field and nothing is saved.
  await page.getByLabel('Canal de denuncias: correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Introduzca un correo electrónico válido.')).toBeVisible();

  // Without an adviser the harassment protocol cannot be issued: the page and the download say what is missing.
  await page.getByLabel('Canal de denuncias: correo electrónico').fill('canal@panaderialalaguna.example');
  await page.getByLabel('Persona asesora confidencial').fill('');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado (versión 2).')).toBeVisible();
  await expect(page.getByText('Protocolo de acoso: Persona asesora confidencial.')).toBeVisible();
  await page.goto('/inicioempresa');
  // The card says what is missing and leads there, instead of a download that fails.
  const card = page.locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' });
  await expect(card.getByRole('button', { name: 'Descargar' })).toHaveCount(0);
  await expect(card).toContainText('Falta completar su perfil de cumplimiento');
  await expect(card).toContainText('Persona asesora confidencial');
  await card.getByRole('link', { name: 'Completar el perfil' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Persona asesora confidencial').fill('Carmen Díaz Rodríguez');
  await page.getByLabel('Número de personas trabajadoras (todos los centros)').fill('52');
  await page.screenshot({ path: testInfo.outputPath('profile-form-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado (versión 3).')).toBeVisible();
  const obligations = page.locator('.mantine-Paper-root', { hasText: 'Obligaciones según su plantilla y sector' });
  await expect(obligations).toContainText('Medidas planificadas LGTBI');
  await expect(obligations).toContainText('Plan de igualdad negociado y registrado');
  await page.goto('/inicioempresa');
  await page.screenshot({ path: testInfo.outputPath('company-home-390.png'), fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' })
      .getByRole('button', {
        name: 'Descargar',
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('plantilla_acoso_laboral.pdf');

  // The bakery becomes a company without staff: the staff documents no longer apply, and the page says why.
  await page.goto('/perfilcumplimiento');
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
  const harassment = page.locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' });
  await expect(harassment.getByText('No se aplica a su empresa')).toBeVisible();
  await expect(harassment).toContainText('es una obligación de quien emplea');
  await expect(harassment.getByRole('button', { name: /Descargar/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('home-no-staff-390.png'), fullPage: true });

  const lopd = page.locator('.mantine-Card-root', { hasText: 'Protección de datos (LOPDGDD)' });
  const pack = await pdfText(await downloadFrom(page, () => lopd.getByRole('button', { name: /Descargar/ }).click()));
  // Written from the register the library proposes for these answers, which nobody has confirmed yet: a draft.
  expect(pack).toContain('BORRADOR PENDIENTE DE REVISIÓN');
  expect(pack).toContain('Registro de las actividades como encargada (artículo 30.2 RGPD)');
  expect(pack).toContain('Tratamiento: Datos biométricos');
});
