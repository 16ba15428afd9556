import { readFile } from 'node:fs/promises';
import { identify, openEachDocument, signFromSms, typeCodeAndSign, verifyAsSuperadmin } from './contract-steps';
import { expect, loginAs, solveCaptcha, test } from './fixtures';
import { firstLink, onThisServer, readLatestMessage, readLatestSms } from './outbox';
import { pdfText, pdfTextOf } from './pdf-text';

// Journeys of a contract: a tool switched on and signed with the SMS code, and a client added by its agency from
// its first signature on a phone to its sealed contract.

/** Longer than a line of the contract's table: the contract must wrap it, not cut it. */
const ACTIVITY =
  'Carpintería y ebanistería: puertas, ventanas y mobiliario de cocina a medida, en taller propio y a domicilio';

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
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambio' });
  await expect(confirm).toContainText('¿Desea activar LOPDGDD para');
  await expect(confirm).toContainText('Enviaremos por SMS al móvil de la empresa el contrato de LOPDGDD');
  // The agency's own price, asked of the server: what signing will bill.
  await expect(confirm).toContainText(/Se facturará cuando lo firme: 100,00\s€ al año, impuestos aparte\./);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('Datos · pendiente de firma');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await signFromSms(browser, baseURL, '+34644556677', 'Frutas y Verduras Tacoronte S.L.', {
    nombre: 'Antonio Díaz Trujillo',
    nif: '45678123P',
  });
  await verifyAsSuperadmin(page, 'Frutas Tacoronte');
});

test('an agency adds a client and finds it; its representative signs on a phone; the superadmin verifies; the client completes its profile, downloads its protocol and contract and checks the seal; the agency edits it', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'agency');
  await page.getByRole('link', { name: 'Alta de una empresa' }).first().click();
  await expect(page.getByRole('heading', { name: 'Alta de una empresa' })).toBeVisible();
  await page.getByLabel('Razón social').fill('Carpintería Arico S.L.');
  await page.getByLabel('NIF/CIF').fill('B38771234');
  await page.getByLabel('Nombre comercial').fill('Carpintería Arico');
  await page.getByRole('combobox', { name: 'CNAE' }).fill('1623');
  await page.getByLabel('Actividad').fill(ACTIVITY);
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
  await expect(page).toHaveURL('/editarclientelistado');
  await page.getByLabel('Buscar').fill('arico');
  const row = page.getByRole('row', { name: /Carpintería Arico/ });
  await expect(row).toContainText('Datos · pendiente de firma');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // The agency's registration is its claim: signing confirms it, and only then the administrator gets a login.
  // The representative signs on a phone, on a first visit (the cookie notice still open).
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(await readLatestSms(browser, '+34655321987'))?.[0] ?? '';
  expect(link).toBeTruthy();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const signing = await phone.newPage();
  await signing.goto(onThisServer(link, baseURL));
  await expect(signing.getByRole('heading', { name: 'Carpintería Arico S.L.' })).toBeVisible();
  await expect(signing.getByText('Gestoría Atlántica ha dado de alta a su empresa en Cumplia.')).toBeVisible();
  await expect(signing.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  await expect(signing.getByRole('link', { name: 'Contactar por WhatsApp' })).toHaveCount(0);
  // What signing commits the company to is on the page, not only inside the PDF.
  await expect(signing.getByRole('region', { name: 'Importe anual' })).toContainText('IGIC 7 %');
  // The contract carries the whole activity, wrapped, not cut at 60 characters.
  const unsigned = await signing.request.get(
    `${baseURL}${await signing.getByRole('link', { name: 'Contrato de LOPDGDD' }).getAttribute('href')}`,
  );
  expect(unsigned.headers()['content-type']).toBe('application/pdf');
  expect((await pdfTextOf(await unsigned.body())).replace(/- /g, '')).toContain(ACTIVITY.slice(40));
  await openEachDocument(signing);
  const sendCode = await identify(signing, { nombre: 'Yeray Delgado Rodríguez', nif: '43918275M' });
  await sendCode.scrollIntoViewIfNeeded();
  // What a tap on it reaches: the cookie notice floats over nothing it needs.
  await sendCode.click({ trial: true });
  await sendCode.click();
  await expect(signing.getByRole('status')).toContainText('SMS con el código');
  const boxes = signing.getByRole('region', { name: '3. Firme con el código' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await boxes.nth(5).scrollIntoViewIfNeeded();
  await boxes.nth(5).click({ trial: true });
  await signing.screenshot({ path: test.info().outputPath('signing-390.png') });
  await typeCodeAndSign(signing, browser, '+34655321987');
  await expect(signing.getByText('Firma completada')).toBeVisible();
  // A company in Tenerife reads the time of its signature in its own time zone.
  await expect(signing.getByRole('status').filter({ hasText: 'Firma completada' })).toContainText('(hora de Canarias)');
  // Once signed the link shows no personal data and no document.
  await expect(signing.getByRole('link', { name: 'Contrato de LOPDGDD' })).toHaveCount(0);
  await phone.close();

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
  // The card names what is missing and leads there: no download that would fail.
  await expect(card.getByRole('button', { name: 'Descargar' })).toHaveCount(0);
  await expect(card).toContainText('Falta completar su perfil de cumplimiento');
  await card.getByRole('link', { name: 'Completar el perfil' }).click();
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
  expect(contract.suggestedFilename()).toMatch(/^contrato_(lopd|acoso|digital)\.pdf$/);
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

  // The agency corrects its client's trade name; the client's tax identity stays as signed.
  await loginAs(page, 'agency');
  await page.goto('/editarclientelistado');
  await page.getByLabel('Buscar').fill('arico');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Editar Carpintería Arico' }).click();
  await expect(page).toHaveURL(/editarclienteempresa\?cifNif=B38771234/);
  await expect(page.getByLabel('NIF del usuario')).toBeDisabled();
  await page.getByLabel('Nombre comercial').fill('Carpintería y Ebanistería Arico');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  const updated = page.getByRole('dialog', { name: '¡Actualización Exitosa!' });
  await expect(updated).toContainText('La empresa ha sido actualizada correctamente.');
  await updated.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL('/iniciogestora');
  await expect(page.getByRole('cell', { name: 'Carpintería y Ebanistería Arico' })).toBeVisible();
});
