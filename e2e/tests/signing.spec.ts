import { expect, loginAs, test } from './fixtures';
import { readLatestMessage } from './outbox';

test('an agency activates a tool; the representative reads the contract and signs with the SMS code', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'agency');
  await page.goto('/editarclientelistado');
  await page.getByLabel('Nombre empresa').fill('Frutas');
  const row = page.getByRole('row', { name: /Frutas Tacoronte/ });
  await row.getByRole('button', { name: 'Herramientas de Frutas Tacoronte' }).click();
  await page.getByRole('checkbox', { name: 'LOPDGDD' }).click();
  await page.getByRole('dialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('LOPDGDD');

  const sms = await readLatestMessage(browser, '+34644556677');
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(sms)?.[0];
  expect(link).toBeTruthy();
  const signing = await browser.newPage();
  await signing.goto(`${baseURL}${new URL(link ?? '').pathname}`);
  await expect(signing.getByRole('heading', { name: 'Frutas y Verduras Tacoronte S.L.' })).toBeVisible();
  const contract = signing.getByRole('link', { name: 'Contrato de LOPDGDD' });
  await expect(contract).toBeVisible();
  const pdf = await signing.request.get(`${baseURL}${await contract.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await signing.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(signing.getByRole('status')).toContainText('SMS con el código');
  const codeSms = await readLatestMessage(browser, '+34644556677');
  const code = /(\d{6})/.exec(codeSms)?.[1] ?? '';
  await signing.getByRole('textbox').first().click();
  await signing.keyboard.type(code);
  await signing.getByRole('button', { name: 'Firmar' }).click();
  await expect(signing.getByText('Firma completada')).toBeVisible();
  await expect(signing.getByRole('link', { name: 'Contrato de LOPDGDD (firmado)' })).toBeVisible();
  await signing.close();

  await loginAs(page, 'superadmin');
  const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
  const verifyButton = newCompanies.getByRole('button', { name: 'Verificar Frutas Tacoronte' });
  // Companies created by other tests come first (newest first): page on until the demo company shows up.
  await expect(newCompanies.getByRole('table')).toBeVisible();
  for (let shown = 1; shown <= 10 && !(await verifyButton.isVisible()); shown += 1) {
    await newCompanies.getByRole('button', { name: 'Siguiente' }).click();
    await expect(newCompanies.getByText(`Página ${shown + 1} de`)).toBeVisible();
    await expect(newCompanies.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await verifyButton.click();
  await expect(newCompanies.getByRole('status')).toHaveText('Frutas Tacoronte ha quedado verificada.');
  await expect(verifyButton).toHaveCount(0);
});
