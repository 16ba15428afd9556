import { expect, loginAs, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'agency');
});

test('an agency adds a company, finds it, toggles a tool with confirmation and edits it', async ({ page }) => {
  await page.getByRole('link', { name: 'Alta de una empresa' }).first().click();
  await expect(page.getByRole('heading', { name: 'Alta de una empresa' })).toBeVisible();
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  for (const message of [
    'Razón Social es requerida.',
    'NIF/CIF es requerido.',
    'Nombre es requerido.',
    'DNI del usuario es requerido.',
    'Correo electrónico es requerido.',
    'Nombre Comercial es requerido.',
    'Dirección es requerida.',
    'Código Postal es requerido.',
    'Provincia es requerida.',
    'CNAE es requerido.',
    'Actividad de la Empresa es requerida.',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }

  await page.getByLabel('Razón social').fill('Ferretería El Médano S.L.');
  await page.getByLabel('NIF/CIF').fill('B38990024');
  await page.getByLabel('Nombre comercial').fill('Ferretería El Médano');
  await page.getByLabel('CNAE').fill('4752');
  await page.getByLabel('Actividad').fill('Comercio al por menor de ferretería');
  await page.getByLabel('Nombre y apellidos del administrador').fill('Dácil Hernández Torres');
  await page.getByLabel('NIF del usuario').fill('78345612E');
  await page.getByLabel('Correo electrónico').fill('dacil@ferreteriaelmedano.example');
  await page.getByLabel('Teléfono').fill('+34 622 111 999');
  await page.getByLabel('Dirección').fill('Calle Hermano Pedro 5');
  await page.getByLabel('Código postal').fill('38612');
  await page.getByLabel('Localidad').fill('Granadilla de Abona');
  await page.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByLabel('LOPDGDD').check();
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  const success = page.getByRole('dialog', { name: '¡Éxito!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL('/editarclientelistado');

  await page.getByLabel('Buscar').fill('médano');
  const row = page.getByRole('row', { name: /Ferretería El Médano/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Datos · pendiente de firma');

  await row.getByRole('button', { name: 'Herramientas de Ferretería El Médano' }).click();
  await page.getByRole('checkbox', { name: 'Acoso laboral' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambio' });
  await expect(confirm).toContainText('¿Desea activar Acoso laboral para');
  await expect(confirm).toContainText('Enviaremos por SMS al móvil de la empresa el contrato de Acoso laboral');
  // The agency's own price for harassment, asked of the server: what signing will bill.
  await expect(confirm).toContainText('Se facturará cuando lo firme: 75,00 € al año, impuestos aparte.');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('Acoso · pendiente de firma');

  await page.keyboard.press('Escape');
  await row.getByRole('link', { name: 'Editar Ferretería El Médano' }).click();
  await expect(page).toHaveURL(/editarclienteempresa\?cifNif=B38990024/);
  await expect(page.getByLabel('NIF del usuario')).toBeDisabled();
  await page.getByLabel('Nombre comercial').fill('Ferretería y Bricolaje El Médano');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  const updated = page.getByRole('dialog', { name: '¡Actualización Exitosa!' });
  await expect(updated).toContainText('La empresa ha sido actualizada correctamente.');
  await updated.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL('/iniciogestora');
  await expect(page.getByRole('cell', { name: 'Ferretería y Bricolaje El Médano' })).toBeVisible();
});

test('an agency assigns a user to a company without user', async ({ page }) => {
  await page.getByRole('link', { name: 'Empresas sin usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Empresas Sin Usuario' })).toBeVisible();
  await page.getByLabel('Nombre empresa').fill('Talleres');
  await page.getByRole('link', { name: 'Asignar usuario a Talleres Guanche' }).click();
  await expect(page.getByText('B38234563')).toBeVisible();
  // The login is the administrator's the company named, at the company's e-mail: shown, not typed.
  await expect(page.getByLabel('NIF del usuario')).toHaveValue('43981256N');
  await expect(page.getByLabel('NIF del usuario')).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('taller@talleresguanche.example');
  await page.getByRole('button', { name: 'Asignar Usuario' }).click();
  await expect(page).toHaveURL('/empresas-sin-usuario');
  await page.getByLabel('Nombre empresa').fill('Talleres');
  await expect(page.getByText('No hay empresas sin usuario disponibles.')).toBeVisible();
});

test('an agency sees its renewals with their detail, and its billing', async ({ page }) => {
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  await page.getByLabel('Nombre empresa').fill('Panadería');
  const row = page.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de Renovación' });
  await expect(detail).toContainText('Panadería La Laguna S.L.');
  await expect(detail).toContainText('Gestoría Atlántica');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Facturación' })).toBeVisible();
  // Only the invoices of its own companies, each with its PDF.
  const invoice = page.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('row', { name: /Hotel Playa Amadores/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Coop. Agrícola del Valle/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: /Descargar PDF de la factura/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
});

test('an agency uploads a CSV of mixed lines and reads each line result', async ({ page }) => {
  await page.getByRole('link', { name: 'Alta masiva' }).click();
  await expect(page.getByRole('heading', { name: 'Alta masiva' })).toBeVisible();
  const csv = [
    'nifCif;telefono',
    'B38990032;611222333',
    'B00000000;611222333',
    'J38012340;123',
    'B38990032;611222333',
  ].join('\r\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'clientes-diciembre.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('clientes-diciembre.csv', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Subir' }).click();
  const success = page.getByRole('dialog', { name: '¡Éxito!' });
  await expect(success).toContainText('SMS para completar sus datos y firmar los contratos');
  await success.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('link', { name: 'Alta masiva' }).click();
  const row = page.getByRole('row', { name: /clientes-diciembre\.csv/ });
  await expect(row).toContainText('Procesado');
  await row.getByRole('button', { name: 'Ver lineas' }).click();
  const lines = page.getByRole('dialog', { name: /Líneas de clientes-diciembre/ });
  await expect(lines.getByRole('row')).toHaveCount(5);
  await expect(lines.getByRole('row', { name: /^2 B38990032 (\+34)?611222333 N\/A Procesado/ })).toBeVisible();
  await expect(lines).toContainText('NIF/CIF inválido.');
  await expect(lines).toContainText('Teléfono inválido');
  await expect(lines).toContainText('NIF/CIF repetido en el archivo (línea 2).');
});
