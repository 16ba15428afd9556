import type { Download, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

/** A calendar date `days` from today in Madrid, as `yyyy-mm-dd`. */
const madridDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
const spanishDate = (date: string) => date.split('-').reverse().join('/');

async function textOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('the superadmin filters invoices, remits one, moves a billing date and makes SEPA files and PDFs', async ({
  page,
}) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page).toHaveURL('/facturacionsuperadmin');
  const table = page.getByRole('table', { name: 'Facturas' });
  // Defaults: the last two months, invoices not yet remitted.
  for (const company of ['Talleres Guanche', 'Clínica Dental Anaga', 'Librería Vegueta', 'Cooperativa Agrícola']) {
    await expect(table.getByRole('row', { name: new RegExp(company) })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /Panadería La Laguna/ })).toHaveCount(0);

  await page.getByLabel('Empresa (razón social)').fill('talleres');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Resetear' }).click();
  await expect(page.getByLabel('Empresa (razón social)')).toHaveValue('');
  await expect(table.getByRole('row')).toHaveCount(5);

  // Mark the transfer of the dental clinic as remitted, after confirming.
  await table
    .getByRole('row', { name: /Clínica Dental Anaga/ })
    .getByRole('button', { name: /Marcar como remesada/ })
    .click();
  await page.getByRole('dialog', { name: 'Marcar como remesada' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('La factura se ha marcado como remesada correctamente.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Clínica Dental Anaga/ })).toHaveCount(0);

  // Move the bookshop's billing date ten days ahead.
  const newDate = madridDate(10);
  await table
    .getByRole('row', { name: /Librería Vegueta/ })
    .getByRole('button', { name: /Cambiar fecha de facturación/ })
    .click();
  const dateDialog = page.getByRole('dialog', { name: 'Cambiar fecha de facturación' });
  await dateDialog.getByLabel('Nueva fecha de facturación').fill(newDate);
  await dateDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La fecha de facturación se ha actualizado correctamente.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Librería Vegueta/ })).toContainText(`Cobro: ${spanishDate(newDate)}`);

  // Bulk SEPA of the period: the two SEPA invoices pending, then they are remitted.
  const bulk = await downloadFrom(page, () => page.getByRole('button', { name: 'Generar SEPA' }).click());
  expect(bulk.suggestedFilename()).toMatch(/^sepa_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = await textOf(bulk);
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
  expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
  await expect(page.getByText(`Fichero ${bulk.suggestedFilename()} generado.`)).toBeVisible();
  await expect(table.getByRole('row', { name: /Talleres Guanche/ })).toHaveCount(0);

  // Nothing left to remit: the SEPA error dialog explains what to do and gives the transaction id.
  await page.getByRole('button', { name: 'Generar SEPA' }).click();
  const sepaError = page.getByRole('dialog', { name: 'Error al generar SEPA' });
  await expect(sepaError).toContainText('Incluir facturas remesadas');
  await expect(sepaError).toContainText('ID de transacción');
  await sepaError.getByRole('button', { name: 'Cerrar' }).click();

  // Every invoice: the remitted SEPA invoice gets its individual file again, and its PDF.
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const talleres = table.getByRole('row', { name: /Talleres Guanche/ });
  await talleres.getByRole('button', { name: /SEPA individual/ }).click();
  const sepaDialog = page.getByRole('dialog', { name: 'SEPA individual' });
  await expect(sepaDialog).toContainText('Remesada');
  await expect(sepaDialog).toContainText('el fichero se generará sin cambiar su estado');
  const single = await downloadFrom(page, () => sepaDialog.getByRole('button', { name: 'Generar SEPA' }).click());
  expect(single.suggestedFilename()).toMatch(/^sepa_individual_F\d{4}-\d{6}_\d{4}-\d{2}-\d{2}\.xml$/);
  expect(await textOf(single)).toContain('<SeqTp>FRST</SeqTp>');

  const pdf = await downloadFrom(page, () =>
    talleres.getByRole('button', { name: /Descargar PDF de la factura/ }).click(),
  );
  expect(pdf.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
  expect((await textOf(pdf)).startsWith('%PDF-')).toBe(true);
});

test('the worker searches invoices and downloads a PDF, without remittance actions', async ({ page }) => {
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page).toHaveURL('/worker-facturacion');
  await page.getByLabel('Fecha inicio').fill(madridDate(-400));
  await page.getByLabel('NIF/CIF').fill('B38567897');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table', { name: 'Facturas' });
  const row = table.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: /Marcar como remesada/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generar SEPA' })).toHaveCount(0);
  const pdf = await downloadFrom(page, () => row.getByRole('button', { name: /Descargar PDF de la factura/ }).click());
  expect(pdf.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);

  await page.getByLabel('NIF/CIF').fill('X0000000');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No se encontraron facturas')).toBeVisible();
});
