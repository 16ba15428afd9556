import { expect, loginAs, test } from './fixtures';

// Defects a full tour of the product found (issue "Daily work"), one test each.

test('typing in Nombre and Apellidos of Datos de Usuario keeps the form and the edits', async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await page.getByLabel('Cif / Nif del colaborador').fill('B38123451');
  await page.getByRole('button', { name: 'Usuarios de Gestoría Atlántica' }).click();
  await page.getByRole('link', { name: 'Editar elena@gestoria-atlantica.example' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de Usuario' })).toBeVisible();
  const name = page.getByLabel(/^Nombre/);
  await name.fill('');
  await name.pressSequentially('Elena María');
  const surname = page.getByLabel('Apellidos');
  await surname.press('End');
  await surname.pressSequentially(' Pérez');
  await expect(name).toHaveValue('Elena María');
  await expect(surname).toHaveValue('Rodríguez Afonso Pérez');
  await expect(page.getByText('Opps! We ran out of code')).toHaveCount(0);
});

test("a renewal price left empty asks 'Validación de precios' instead of saving 0 EUR", async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  await page.getByLabel('Nombre comercial').fill('Hotel Playa');
  const table = page.getByRole('table', { name: 'Renovaciones' });
  await table.getByRole('button', { name: /Gestionar la renovación de Hotel Playa/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestionar Renovación' });
  await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
  const price = dialog.getByRole('textbox', { name: /^LOPDGDD \(/ });
  const before = await price.inputValue();
  await price.fill('');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const validation = page.getByRole('dialog', { name: 'Validación de precios' });
  await expect(validation).toContainText('Todos los productos deben tener un precio válido mayor o igual a 0.');
  await validation.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  // Nothing was saved: the price is the one it had.
  await table.getByRole('button', { name: /Gestionar la renovación de Hotel Playa/ }).click();
  await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
  await expect(dialog.getByRole('textbox', { name: /^LOPDGDD \(/ })).toHaveValue(before);
});

test('closing the CSV success dialog of a directly opened /altamasiva stays in the app', async ({ page }) => {
  await loginAs(page, 'agency');
  // Opened from outside (a bookmark): the history has nothing of the app before it.
  await page.goto('about:blank');
  await page.goto('/altamasiva');
  await page.locator('input[type=file]').setInputFiles({
    name: 'directo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('nifCif;telefono\nB00000000;611222333\n'),
  });
  await page.getByRole('button', { name: 'Subir' }).click();
  const success = page.getByRole('dialog', { name: '¡Éxito!' });
  await success.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL('/iniciogestora');
});

test('a worker meets the superadmin-only screens as the worker it is, never as a logged-out visitor', async ({
  page,
}) => {
  await loginAs(page, 'worker');
  await page.goto('/anadircolaboradorsuperadmin');
  await expect(page).toHaveURL('/worker-anadir-gestoria');
  await page.goto('/anadirusuariosuperadmin');
  await expect(page).toHaveURL('/worker-inicio');
  await page.goto('/editarusuario?id=1');
  await expect(page).toHaveURL('/worker-inicio');
  // The spec's collaborator edit routes lead to the collaborators, where editing happens.
  await page.goto('/editargestoriasuperadmin');
  await expect(page).toHaveURL('/editargestoriaslistado');
  await page.goto('/editarformulariosuperadmin');
  await expect(page).toHaveURL('/editargestoriaslistado');
});

test('an unknown page offers a logged-in user the way back to their area, not a login', async ({ page }) => {
  await loginAs(page, 'worker');
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acceder' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mi área' }).click();
  await expect(page).toHaveURL('/worker-inicio');
});

test("the company home names the user's company, and a verified company has 'Mi facturación'", async ({ page }) => {
  await loginAs(page, 'company');
  await expect(page.getByText('Hola, Rosa. Panadería La Laguna S.L.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mi facturación' })).toBeVisible();
});

test('the renewals year is typed digit by digit; a year out of range is explained and undone', async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  const year = page.getByRole('textbox', { name: 'Año' });
  await year.fill('');
  await year.pressSequentially('2027');
  await expect(year).toHaveValue('2027');
  await year.fill('');
  await year.pressSequentially('1999');
  await expect(page.getByText('El año debe estar entre 2000 y 2050.')).toBeVisible();
  await year.blur();
  await expect(year).toHaveValue('2027');
});
