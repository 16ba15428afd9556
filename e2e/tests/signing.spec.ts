import { readFile } from 'node:fs/promises';
import { signFromSms, verifyAsSuperadmin } from './contract-steps';
import { expect, loginAs, solveCaptcha, test } from './fixtures';
import { firstLink, onThisServer, readLatestMessage } from './outbox';
import { pdfText } from './pdf-text';

test('an agency activates a tool; the representative signs with the SMS code; the superadmin verifies', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'agency');
  await page.goto('/editarclientelistado');
  await page.getByLabel('Buscar').fill('Frutas');
  const row = page.getByRole('row', { name: /Frutas Tacoronte/ });
  await row.getByRole('button', { name: 'Herramientas de Frutas Tacoronte' }).click();
  await page.getByRole('checkbox', { name: 'LOPDGDD' }).click();
  await page.getByRole('dialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('Datos · pendiente de firma');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await signFromSms(browser, baseURL, '+34644556677', 'Frutas y Verduras Tacoronte S.L.', {
    nombre: 'Antonio Díaz Trujillo',
    nif: '45678123P',
  });
  await verifyAsSuperadmin(page, 'Frutas Tacoronte');
});

test('a company added by its agency signs, is verified, and its user downloads the protocol and the signed contract', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'agency');
  await page.getByRole('link', { name: 'Alta de una empresa' }).first().click();
  await page.getByLabel('Razón social').fill('Carpintería Arico S.L.');
  await page.getByLabel('NIF/CIF').fill('B38771234');
  await page.getByLabel('Nombre comercial').fill('Carpintería Arico');
  await page.getByLabel('CNAE').fill('1623');
  await page.getByLabel('Actividad').fill('Carpintería y ebanistería');
  await page.getByLabel('Nombre y apellidos del administrador').fill('Yeray Delgado Rodríguez');
  await page.getByLabel('NIF del usuario').fill('43918275M');
  await page.getByLabel('Correo electrónico').fill('yeray@carpinteriaarico.example');
  await page.getByLabel('Teléfono').fill('+34 655 321 987');
  await page.getByLabel('Dirección').fill('Calle La Degollada 14');
  await page.getByLabel('Código postal').fill('38580');
  await page.getByLabel('Localidad').fill('Arico');
  await page.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await page.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await page.getByLabel('LOPDGDD').check();
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await page.getByRole('dialog', { name: '¡Éxito!' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // The agency's registration is its claim: signing confirms it, and only then the administrator gets a login.
  await signFromSms(
    browser,
    baseURL,
    '+34655321987',
    'Carpintería Arico S.L.',
    { nombre: 'Yeray Delgado Rodríguez', nif: '43918275M' },
    { claimedBy: 'Gestoría Atlántica' },
  );
  const verificationMail = await readLatestMessage(browser, 'yeray@carpinteriaarico.example', /\/verificacion\?/);
  await verifyAsSuperadmin(page, 'Carpintería Arico');

  await page.goto(onThisServer(firstLink(verificationMail), baseURL));
  await page.getByLabel(/^Contraseña/).fill('Virutas-de-pino-2026');
  await page.getByLabel(/^Confirmar Contraseña/).fill('Virutas-de-pino-2026');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/acceso/);
  await page.getByRole('radio', { name: 'Cliente' }).check();
  await page.getByLabel('NIF del usuario').fill('43918275M');
  await page.getByLabel(/^Contraseña/).fill('Virutas-de-pino-2026');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL('/inicioempresa');

  // The protocols are written from the compliance profile: until it is saved, the company is told what to complete.
  const card = page.locator('.mantine-Card-root', { hasText: 'Protección de datos (LOPDGDD)' });
  await expect(page.getByText('Complete su perfil de cumplimiento')).toBeVisible();
  await card.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'Para generar el documento LOPDGDD complete antes en el perfil de cumplimiento',
  );
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('link', { name: 'Completar perfil de cumplimiento' }).click();
  await page.getByRole('button', { name: 'Añadir encargado' }).click();
  await page.getByLabel('Nombre o razón social').fill('Asesoría Arico S.L.');
  const representatives = page.getByLabel('Nombres de los representantes');
  if (await representatives.isVisible()) await representatives.fill('Ana Delgado Pérez');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado (versión 1).')).toBeVisible();
  await page.goto('/inicioempresa');
  const [protocol] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(protocol.suggestedFilename()).toBe('plantilla_lopd.pdf');
  expect(await pdfText(protocol)).toContain('Carpintería Arico S.L.');

  const [contract] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Mis contratos' }).click(),
  ]);
  expect(contract.suggestedFilename()).toBe('contrato_1.pdf');
  const signed = await pdfText(contract);
  expect(signed).toContain('Carpintería Arico S.L.');
  expect(signed).toContain('Página de evidencias de la firma electrónica');

  // Anyone can check the downloaded contract on 'Verificar documento': intact, sealed by Cumplia, whose it is.
  await page.goto('/verificar-documento');
  await page.locator('input[type="file"]').setInputFiles(await contract.path());
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Documento íntegro y sellado por Cumplia' });
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText('Carpintería Arico S.L. (B38771234)');
  await expect(outcome).toContainText('Yeray Delgado Rodríguez');

  // The same file with one byte changed is not the sealed document.
  const bytes = await readFile(await contract.path());
  bytes[400] = (bytes[400] ?? 0) ^ 0x01;
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contrato_1.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  const altered = page.getByRole('alert').filter({ hasText: 'Documento alterado' });
  await expect(altered).toContainText('El contenido del documento ha cambiado después del sello.');
});
