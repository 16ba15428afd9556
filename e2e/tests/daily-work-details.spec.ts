import type { Page } from '@playwright/test';
import { openEachDocument } from './contract-steps';
import { DEMO_USERS, expect, fillLogin, loginAs, madridDate, test } from './fixtures';
import { onThisServer, readLatestSms } from './outbox';
import { pdfText, pdfTextOf } from './pdf-text';

// More defects of the full tour (issue "Daily work"): forms, copy, titles, the signing page on a phone.

test("'Cambiar fecha de facturación' forgets a typed date once cancelled", async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  const table = page.getByRole('table', { name: 'Facturas' });
  const dialog = page.getByRole('dialog', { name: 'Cambiar fecha de facturación' });
  // The first invoice not yet remitted.
  const changeDate = table.getByRole('button', { name: /Cambiar fecha de facturación/ }).first();
  const typed = madridDate(12);
  await changeDate.click();
  await dialog.getByLabel('Nueva fecha de facturación').fill(typed);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await changeDate.click();
  await expect(dialog.getByLabel('Nueva fecha de facturación')).not.toHaveValue(typed);
  await dialog.getByLabel('Nueva fecha de facturación').fill(typed);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await changeDate.click();
  await expect(dialog.getByLabel('Nueva fecha de facturación')).not.toHaveValue(typed);
});

test('an empty registration lists every error at once, the account and the protocol included', async ({ page }) => {
  await page.goto('/registrar');
  await page.getByRole('button', { name: 'Registrar' }).click();
  const errors = page.getByRole('dialog');
  for (const message of [
    'Razón Social es requerida.',
    'Código Postal es requerido.',
    'Número de Cuenta es requerido.',
    'Seleccione al menos un protocolo.',
  ]) {
    await expect(errors).toContainText(message);
  }
});

async function openAddCompany(page: Page) {
  await loginAs(page, 'agency');
  await page.getByRole('link', { name: 'Alta de una empresa' }).first().click();
  await expect(page.getByLabel('Razón social')).toBeVisible();
}

test("an empty 'Alta de una empresa' asks for the account with the other fields, in one round", async ({ page }) => {
  await openAddCompany(page);
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await expect(page.getByText('Razón Social es requerida.')).toBeVisible();
  await expect(page.getByText('Número de Cuenta es requerido.')).toBeVisible();
});

test('a postal code must be Spanish and of the province; an Autónomo needs a personal NIF', async ({ page }) => {
  await openAddCompany(page);
  await page.getByLabel('Código postal').fill('3800');
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await expect(page.getByText('Código postal inválido: son 5 dígitos')).toBeVisible();

  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await page.getByRole('radio', { name: 'Autónomo' }).check();
  await page.getByLabel('NIF/CIF').fill('B38123451');
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await expect(page.getByText('El código postal es de Madrid, no de Santa Cruz de Tenerife.')).toBeVisible();
  await expect(page.getByText('Un autónomo se identifica con su NIF o NIE')).toBeVisible();

  await page.getByLabel('Código postal').fill('38001');
  await page.getByLabel('NIF/CIF').fill('42389176S');
  await page.getByRole('button', { name: 'Alta', exact: true }).click();
  await expect(page.getByText(/Código postal inválido|El código postal es de/)).toHaveCount(0);
  await expect(page.getByText('Un autónomo se identifica con su NIF o NIE')).toHaveCount(0);
});

test('a commission typed above 100 becomes 100 and says why', async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.goto('/anadircolaboradorsuperadmin');
  const commission = page.getByLabel('Comisión (%)');
  await commission.fill('');
  await commission.pressSequentially('150');
  await expect(commission).toHaveValue('100');
  // A note, not an error: the field shows what will be saved.
  await expect(page.getByText('Ajustada a 100 %. La comisión debe ser un número entre 0 y 100.')).toBeVisible();
  await expect(commission).not.toHaveAttribute('aria-invalid', 'true');
});

test("a worker edits a collaborator's commission from the list it may choose, its current one kept", async ({
  page,
}) => {
  await loginAs(page, 'worker');
  await page.goto('/worker-detalle-empresa?gestoriaId=1');
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('combobox', { name: 'Comisión (%)' }).click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: /^10 %$/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^25 %$/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^12,5 %/ })).toHaveCount(0);
});

test("'Reenviar verificación' asks before it resets the company user's password", async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.goto('/fichaempresa?id=1');
  await page.getByRole('button', { name: 'Reenviar verificación' }).click();
  const question = page.getByRole('dialog', { name: 'Reenviar verificación' });
  await expect(question).toContainText('La contraseña actual del usuario de la empresa dejará de servir');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('Verificación reenviada exitosamente')).toHaveCount(0);
});

test("the demo company's 'Mis contratos' downloads its signed contracts", async ({ page }) => {
  await loginAs(page, 'company');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Mis contratos' }).click();
  const text = await pdfText(await download);
  expect(text).toContain('Contrato de prestación de servicios');
  expect(text).toContain('Panadería La Laguna S.L.');
  await expect(page.getByText('No tiene descargas de contratos asociados')).toHaveCount(0);
});

test('each page names itself in the browser tab', async ({ page }) => {
  await page.goto('/acceso');
  await expect(page).toHaveTitle('Acceso · Cumplia');
  await page.goto('/registrar');
  await expect(page).toHaveTitle('Registro de empresa · Cumplia');
  await loginAs(page, 'superadmin');
  await expect(page).toHaveTitle('Inicio · Cumplia');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page).toHaveTitle('Facturación · Cumplia');
  await page.getByRole('link', { name: 'Mensajes' }).click();
  await expect(page).toHaveTitle('Mensajes · Cumplia');
});

test('after logging in, the user lands on the page asked for, and never on another site', async ({ page }) => {
  await page.goto('/facturacionsuperadmin?page=0');
  await expect(page).toHaveURL(/\/acceso\?volver=/);
  await fillLogin(page, 'superadmin');
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL('/facturacionsuperadmin?page=0');
  await expect(page.getByRole('table', { name: 'Facturas' })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.goto('/acceso?volver=//example.com/phish');
  await fillLogin(page, 'superadmin');
  await page.getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL(DEMO_USERS.superadmin.home);
});

test("'Mensajes' shows whole status badges and cuts SMS previews at a word", async ({ page }) => {
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Mensajes' }).click();
  const table = page.getByRole('table');
  const badge = table.getByText('Enviado', { exact: true }).first();
  await expect(badge).toBeVisible();
  // The label is not clipped: all of its text fits in its box.
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  // An SMS has no subject: its preview ends at a whole word of its text.
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'SMS', exact: true }).click();
  const row = table.getByRole('row').filter({ hasText: '…' }).first();
  const preview = ((await row.locator('td').nth(3).textContent()) ?? '').replace(/…$/, '');
  await row.getByRole('button', { name: /^Ver el mensaje/ }).click();
  const body = (await page.getByTestId('outbox-body').textContent()) ?? '';
  expect(body.startsWith(preview)).toBe(true);
  // The cut falls between words; punctuation ending the last word ('S.L.') is left out before the '…'.
  expect(body.slice(preview.length)).toMatch(/^[.,;:·-]*\s/);
});

test('on a phone, nothing floats over the signing form and the cookie banner leaves it usable', async ({
  browser,
  baseURL,
}) => {
  // A self-employed physiotherapist added by the agency: the SMS with the signing link goes to her phone.
  const staff = await browser.newPage();
  await openAddCompany(staff);
  await staff.getByRole('radio', { name: 'Autónomo' }).check();
  await staff.getByLabel('Razón social').fill('Marta Quintero Díaz');
  await staff.getByLabel('NIF/CIF').fill('45667788T');
  await staff.getByLabel('Nombre comercial').fill('Fisio Quintero');
  await staff.getByLabel('CNAE').fill('8690');
  await staff
    .getByLabel('Actividad')
    .fill('Actividades de fisioterapia, rehabilitación y readaptación deportiva en consulta propia y a domicilio');
  await staff.getByLabel('Nombre y apellidos del administrador').fill('Marta Quintero Díaz');
  await staff.getByLabel('NIF del usuario').fill('45667788T');
  await staff.getByLabel('Correo electrónico').fill('marta@fisioquintero.example');
  await staff.getByLabel('Teléfono').fill('+34 612 009 988');
  await staff.getByLabel('Dirección').fill('Calle Herradores 40');
  await staff.getByLabel('Código postal').fill('38201');
  await staff.getByLabel('Localidad').fill('San Cristóbal de La Laguna');
  await staff.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  await staff.getByLabel('Número de cuenta (IBAN)').fill('ES76 2077 0024 0031 0257 5766');
  await staff.getByLabel('LOPDGDD').check();
  await staff.getByRole('button', { name: 'Alta', exact: true }).click();
  await staff.getByRole('dialog', { name: '¡Éxito!' }).getByRole('button', { name: 'Cerrar' }).click();
  await staff.close();
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(await readLatestSms(browser, '+34612009988'))?.[0] ?? '';
  expect(link).toBeTruthy();

  // A first visit on a phone: no cookie choice yet.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const signing = await phone.newPage();
  await signing.goto(onThisServer(link, baseURL));
  await expect(signing.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  await expect(signing.getByRole('link', { name: 'Contactar por WhatsApp' })).toHaveCount(0);
  await openEachDocument(signing);
  const identity = signing.getByRole('region', { name: '2. Identifíquese y acepte' });
  await identity.getByLabel('Nombre y apellidos del representante').fill('Marta Quintero Díaz');
  await identity.getByLabel('NIF o NIE').fill('45667788T');
  await identity.getByRole('checkbox').check();
  const sendCode = identity.getByRole('button', { name: 'Enviar código por SMS' });
  await sendCode.scrollIntoViewIfNeeded();
  // What a tap on it reaches: the cookie notice floats over nothing it needs.
  await sendCode.click({ trial: true });
  await sendCode.click();
  const boxes = signing.getByRole('region', { name: '3. Firme con el código' }).getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  const sixth = boxes.nth(5);
  await sixth.scrollIntoViewIfNeeded();
  // The sixth box is what a tap on it reaches: nothing floats over it.
  await sixth.click({ trial: true });
  await signing.screenshot({ path: 'test-results/signing-390.png', fullPage: false });
  // The contract carries the whole activity, wrapped, not cut at 60 characters.
  const contract = await signing.request.get(
    `${baseURL}${await signing.getByRole('link', { name: 'Contrato de LOPDGDD' }).getAttribute('href')}`,
  );
  expect((await pdfTextOf(await contract.body())).replace(/- /g, '')).toContain(
    'rehabilitación y readaptación deportiva en consulta propia y a domicilio',
  );
  await phone.close();
});
