import { seriousViolations } from './accessibility';
import { downloadFrom } from './downloads';
import { expect, expectInView, expectNoSideScroll, loginAs, madridDate, test } from './fixtures';
import { pdfText } from './pdf-text';

// Journey: a company user's day. The client reads its protocols' state and next steps, downloads its protocols,
// its signed contracts and a reworded policy, pays attention to a returned debit on its invoices (on a phone too),
// and switches to the other company it runs. The lists' sorting and export are API and component tests
// (companies/company-area.test.ts, components/data-table).

test('a company user reads its protocols and next steps, downloads its documents, follows a returned invoice and switches company', async ({
  page,
  context,
}) => {
  await loginAs(page, 'company');
  await expect(page.getByText('Hola, Rosa. Panadería La Laguna S.L.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mi facturación' })).toBeVisible();
  const header = page.getByRole('region', { name: 'Panadería La Laguna S.L.' });
  await expect(header).toContainText('CIF/NIF B38567897');
  await expect(header).toContainText('Gestoría Atlántica');
  await expect(header).toContainText('ES70 **** **** **** **** 5678');

  // The demo bakery signed its three contracts 352 days ago: a year's period ends in 13 days, so the renewal
  // window (18 days) is open and the agency has not confirmed it yet.
  const signedOn = madridDate(-352);
  const validUntil = signedOn.replace(/\d{4}$/, (year) => String(Number(year) + 1));
  for (const title of [
    'Protección de datos (LOPDGDD)',
    'Protocolo de acoso laboral',
    'Política de desconexión digital',
  ]) {
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Renovación próxima');
    await expect(card).toContainText(`Contrato firmado el${signedOn}`);
    await expect(card).toContainText(`Vigente hasta${validUntil}`);
    await expect(card).toContainText('RenovaciónPendiente de confirmar por Cumplia');
    await expect(card).toContainText(/Precio renovación\d+,00\s€IGIC 7 % no incluido/);
    await expect(card).toContainText('Quedan 13 días de servicio');
    await expect(card.getByRole('button', { name: 'Descargar' })).toBeVisible();
  }

  await page.screenshot({ path: test.info().outputPath('company-home.png'), fullPage: true });
  const steps = page.getByRole('region', { name: 'Próximos pasos' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  // Its first debit came back from the bank (AM04, insufficient funds).
  await expect(steps.nth(0)).toContainText(/Su banco devolvió la factura F\d{4}-\d{6}/);
  await expect(steps.nth(0)).toContainText('AM04 saldo insuficiente');
  await expect(steps.nth(1)).toContainText(`Renovación el ${validUntil}`);
  await expect(steps.nth(1)).toContainText(
    'Cumplia confirmará la renovación antes de esa fecha; si no desea renovar, avise a Gestoría Atlántica',
  );
  await expect(steps.nth(2)).toContainText('Descargue y distribuya sus protocolos');
  expect(await seriousViolations(page)).toEqual([]);

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

  // Its three contracts were signed (the demo signs through the real signing): 'Mis contratos' downloads them.
  const [contract] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Mis contratos' }).click(),
  ]);
  expect(contract.suggestedFilename()).toMatch(/^contrato_(lopd|acoso|digital)\.pdf$/);
  const contractText = await pdfText(contract);
  expect(contractText).toContain('Contrato de prestación de servicios');
  expect(contractText).toContain('Panadería La Laguna S.L.');

  // The digital-disconnection wording changed since it was downloaded: the card says so until the new one is taken.
  const disconnection = page.locator('.mantine-Card-root', { hasText: 'Política de desconexión digital' });
  await expect(disconnection.getByText('Hemos actualizado la redacción')).toBeVisible();
  const newVersion = await pdfText(
    await downloadFrom(page, () => disconnection.getByRole('button', { name: 'Descargar la nueva versión' }).click()),
  );
  // The consultation record is a form to complete, never a statement that it took place.
  expect(newVersion).toContain('Comunicación de la política a la plantilla');
  expect(newVersion).not.toContain('se acuerda');
  await page.reload();
  await expect(disconnection.getByRole('button', { name: 'Descargar', exact: true })).toBeVisible();
  await expect(disconnection.getByText('Hemos actualizado la redacción')).toHaveCount(0);

  await steps.nth(0).getByRole('link', { name: 'Ver mis facturas' }).click();
  await expect(page).toHaveURL('/facturacion');
  const table = page.getByRole('table', { name: 'Facturas' });
  // The header, its one invoice and the totals row.
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Alta anual del protocolo de LOPDGDD');
  // Its bank returned the debit: the invoice is owed, with the reason, never a green 'Facturada'.
  await expect(rows.nth(1)).toContainText('Devuelta: pendiente de pago');
  await expect(rows.nth(1)).toContainText('AM04 saldo insuficiente');
  await expect(page.getByRole('alert').filter({ hasText: 'Tiene una factura devuelta por su banco' })).toContainText(
    /por transferencia a la cuenta ES\d\d /,
  );
  await expect(rows.nth(2)).toContainText('1 factura');
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    rows
      .nth(1)
      .getByRole('button', { name: /Descargar PDF de la factura/ })
      .click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);

  // At 390 px: a card per invoice, its amount and PDF button in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  const invoiceCard = page.getByRole('list', { name: 'Facturas' }).getByRole('listitem').first();
  // Below the notice of what the company owes: reached by scrolling, and nothing of it cut off sideways.
  await invoiceCard.scrollIntoViewIfNeeded();
  await expectInView(
    [invoiceCard.getByText(/€$/).first(), invoiceCard.getByRole('button', { name: /Descargar PDF/ })],
    390,
  );
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: test.info().outputPath('company-invoices-390.png'), fullPage: true });
  await page.goto('/inicioempresa');
  await expect(page.getByRole('heading', { name: 'Sus protocolos' })).toBeVisible();
  await expectNoSideScroll(page, 390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  await expect(page.getByRole('region', { name: 'Panadería La Laguna S.L.' })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Empresa' });
  await expect(switcher).toHaveValue('Panadería La Laguna S.L. · B38567897');
  await page.screenshot({ path: test.info().outputPath('company-switcher.png') });

  await switcher.click();
  await page.getByRole('option', { name: 'Obrador Martín Febles S.L. · B38778122' }).click();
  const obrador = page.getByRole('region', { name: 'Obrador Martín Febles S.L.' });
  await expect(obrador).toContainText('CIF/NIF B38778122');
  await expect(page.getByRole('article', { name: 'Protección de datos (LOPDGDD)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Protocolo de acoso laboral' })).toContainText('No contratado');
  await page.getByRole('link', { name: 'Mi facturación' }).click();
  const invoices = page.getByRole('table', { name: 'Facturas' });
  await expect(invoices).toContainText('Alta anual del protocolo de LOPDGDD');
  await expect(invoices).not.toContainText('Alta anual del protocolo de acoso laboral');

  // Another tab of the same session starts from the person's first company; this one keeps its choice.
  const other = await context.newPage();
  await other.goto('/inicioempresa');
  await expect(other.getByRole('region', { name: 'Panadería La Laguna S.L.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue('Obrador Martín Febles S.L. · B38778122');
});
