import { signWithSmsCode } from './contract-steps';
import { expect, loginAs, test } from './fixtures';
import { onThisServer, readLatestSms } from './outbox';

/** Cooperativa Agrícola del Valle: signed its contract 20 days ago, pays by SEPA, its invoice not collected yet. */
const COOP = { nif: 'J38012340', name: 'Cooperativa Agrícola del Valle', phone: '+34688990011' };
const NEW_IBAN = 'ES66 2100 0418 4012 3456 7891';

test('an IBAN change needs the signed mandate amendment by SMS code before the company is collected again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Staff change the company's account.
  await loginAs(page, 'worker');
  await page.goto(`/worker-editar-cliente-empresa?cifNif=${COOP.nif}`);
  await page.getByLabel('Número de cuenta (IBAN)').fill(NEW_IBAN);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  const saved = page.getByRole('dialog').filter({ hasText: 'La empresa ha sido actualizada correctamente.' });
  await saved.getByRole('button', { name: 'Cerrar' }).click();

  // Until the company signs, the bulk file leaves it out and says why.
  await loginAs(page, 'superadmin');
  await page.goto('/facturacionsuperadmin');
  await page.getByLabel('NIF/CIF').fill(COOP.nif);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table', { name: 'Facturas' });
  await expect(table.getByRole('row', { name: /Cooperativa Agrícola/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Generar SEPA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar remesa SEPA' });
  await expect(confirm).toContainText(
    `${COOP.name} (${COOP.nif}): IBAN cambiado: la empresa aún no ha firmado la modificación de la orden de domiciliación con la cuenta nueva.`,
  );
  await expect(confirm.getByRole('button', { name: 'Generar fichero' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  // The amendment link arrives by SMS on the test SMSC; the representative reads it and signs with the code.
  const sms = await readLatestSms(browser, COOP.phone);
  expect(sms).toContain('ha cambiado su cuenta de domiciliacion');
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(sms)?.[0] ?? '';
  const signing = await browser.newPage();
  await signing.goto(onThisServer(link, baseURL));
  const document = signing.getByRole('link', { name: 'Modificación de la orden de domiciliación SEPA' });
  const pdf = await signing.request.get(`${baseURL}${await document.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await signWithSmsCode(signing, browser, COOP.phone, { nombre: 'José Manuel Cabrera León', nif: '78234561S' });
  await signing.close();

  // Signed: the company is collected again. The file itself is not written here: its amendment details (SMNDA)
  // are checked by the server tests.
  await page.getByRole('button', { name: 'Generar SEPA' }).click();
  await expect(confirm.getByTestId('sepa-resumen')).toHaveText(/^1 adeudo,/);
  await expect(confirm).not.toContainText('IBAN cambiado');
  await expect(confirm.getByRole('button', { name: 'Generar fichero' })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
});
