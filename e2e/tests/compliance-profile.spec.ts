import { seriousViolations } from './accessibility';
import { expect, loginAs, test } from './fixtures';

test('a company reviews its compliance profile: what is missing, errors under fields, obligations', async ({
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
  const card = page.locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' });
  await card.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'Para generar el documento Acoso Laboral complete antes en el perfil de cumplimiento: Persona asesora confidencial.',
  );
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('link', { name: 'Completar perfil de cumplimiento' }).click();
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
});

test("an agency sees its clients' exposure and opens a client's profile", async ({ page }, testInfo) => {
  await loginAs(page, 'agency');
  await page.goto('/editarclientelistado');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'Protocolos y obligaciones' })).toBeVisible();
  const row = page.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(row).toContainText('sin cubrir');
  await page.screenshot({ path: testInfo.outputPath('agency-list-1366.png'), fullPage: true });
  await row.getByRole('link', { name: 'Perfil de cumplimiento de Panadería La Laguna' }).click();
  await expect(page).toHaveURL(/\/perfilcumplimientoempresa\?cifNif=B38567897/);
  await expect(page.getByText('Panadería La Laguna S.L. · versión')).toBeVisible();
  await expect(page.getByLabel('Centros de trabajo (uno por línea)')).toHaveValue(/Calle Herradores 18/);
});

test('an agency filters its clients with a protocol left uncovered, on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'agency');
  await page.goto('/editarclientelistado');
  // On a phone each company is a card; its exposure badge opens with a tap.
  const badges = page.getByRole('button', { name: /Obligaciones de/ });
  await expect(badges.first()).toBeVisible();
  // On a phone the state figures open on demand.
  await page.getByRole('button', { name: 'Filtrar por estado' }).click();
  const uncovered = page.getByRole('button', { name: /^Protocolos sin cubrir\s*\d+$/ });
  await uncovered.click();
  await expect(uncovered).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Construcciones Teno')).toBeVisible();
  for (const badge of await badges.all()) await expect(badge).toContainText('sin cubrir');
  await page.screenshot({ path: testInfo.outputPath('agency-uncovered-390.png'), fullPage: true });
  await badges.first().click();
  await expect(page.getByText('Le aplican y no las cubre un protocolo firmado:')).toBeVisible();
});

test('staff see the profile, obligations and document versions on the company record', async ({ page }, testInfo) => {
  await loginAs(page, 'superadmin');
  await page.goto('/listarempresasadmin');
  await page.getByLabel('CIF/NIF').fill('B38901237');
  await page.getByRole('link', { name: 'Ver detalle de Hotel Playa Amadores' }).click();
  await expect(page.getByText('Versiones de los protocolos entregados')).toBeVisible();
  const panel = page.locator('.mantine-Paper-root', { hasText: 'Obligaciones según su plantilla y sector' });
  await expect(panel).toContainText('Medidas planificadas LGTBI');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('staff-record-1366.png'), fullPage: true });
  await page.getByRole('link', { name: 'Revisar perfil de cumplimiento' }).click();
  await expect(page).toHaveURL(/\/perfilcumplimientoadmin\?id=\d+/);
  await expect(page.getByLabel('Ubicación de las cámaras')).toBeVisible();
});
