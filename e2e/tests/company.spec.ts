import { expect, loginAs, test } from './fixtures';

test('a company user downloads its protocols and sees its billing', async ({ page }) => {
  await loginAs(page, 'company');
  await expect(page.getByRole('heading', { name: 'Protección de datos (LOPDGDD)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Protocolo de acoso laboral' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Política de desconexión digital' })).toBeVisible();

  const card = page.locator('.mantine-Card-root', { hasText: 'Protocolo de acoso laboral' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plantilla_acoso_laboral.pdf');
  const content = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Mis contratos' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('No tiene descargas de contratos asociados');
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Mi facturación' }).click();
  await expect(page).toHaveURL('/facturacion');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Alta anual del protocolo de LOPDGDD');
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    rows
      .nth(1)
      .getByRole('button', { name: /Descargar PDF de la factura/ })
      .click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
});
