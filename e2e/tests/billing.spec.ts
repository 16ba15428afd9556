import { seriousViolations } from './accessibility';
import { downloadFrom, textOf } from './downloads';
import { expect, loginAs, test, toast } from './fixtures';

/** A calendar date `days` from today in Madrid, as `yyyy-mm-dd`. */
const madridDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
const spanishDate = (date: string) => date.split('-').reverse().join('/');

test('the superadmin filters invoices, remits one, moves a billing date and makes SEPA files and PDFs', async ({
  page,
}) => {
  test.setTimeout(90_000); // two SEPA files, a copy and a PDF: more than one screen's allowance
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page).toHaveURL('/facturacionsuperadmin');
  const table = page.getByRole('table', { name: 'Facturas' });
  // Defaults: the last two months, invoices not yet remitted (the hotel's is today's credit note).
  for (const company of [
    'Talleres Guanche',
    'Clínica Dental Anaga',
    'Librería Vegueta',
    'Cooperativa Agrícola',
    'Carpintería Tinamar',
    'Hotel Playa Amadores',
  ]) {
    await expect(table.getByRole('row', { name: new RegExp(company) })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /Panadería La Laguna/ })).toHaveCount(0);

  await page.getByLabel('Empresa (razón social)').fill('talleres');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Resetear' }).click();
  await expect(page.getByLabel('Empresa (razón social)')).toHaveValue('');
  await expect(table.locator('tbody tr')).toHaveCount(6);

  // Invoices paid by transfer are not the bank's to collect: neither remitted nor given a debit day.
  for (const company of [/Clínica Dental Anaga/, /Librería Vegueta/]) {
    const transfer = table.getByRole('row', { name: company });
    await expect(transfer.getByRole('button', { name: /Marcar como remesada/ })).toHaveCount(0);
    await expect(transfer.getByRole('button', { name: /Cambiar fecha de facturación/ })).toHaveCount(0);
  }

  // Mark the workshop's debit as remitted by hand (a file made outside Cumplia), after confirming.
  await table
    .getByRole('row', { name: /Talleres Guanche/ })
    .getByRole('button', { name: /Marcar como remesada/ })
    .click();
  await page.getByRole('dialog', { name: 'Marcar como remesada' }).getByRole('button', { name: 'Confirmar' }).click();
  // The success is a toast in a polite live region that closes by itself; nothing to dismiss.
  const remitted = toast(page, 'La factura se ha marcado como remesada correctamente.');
  await expect(remitted).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ has: remitted })).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Talleres Guanche/ })).toHaveCount(0);
  await expect(remitted).toHaveCount(0, { timeout: 10_000 });

  // Move the cooperative's billing date ten days ahead.
  const newDate = madridDate(10);
  await table
    .getByRole('row', { name: /Cooperativa Agrícola/ })
    .getByRole('button', { name: /Cambiar fecha de facturación/ })
    .click();
  const dateDialog = page.getByRole('dialog', { name: 'Cambiar fecha de facturación' });
  await dateDialog.getByLabel('Nueva fecha de facturación').fill(spanishDate(newDate));
  await dateDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'La fecha de facturación se ha actualizado correctamente.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Cooperativa Agrícola/ })).toContainText(
    `Cobro: ${spanishDate(newDate)}`,
  );

  // Bulk SEPA of one company: filtered by its NIF/CIF, the file holds exactly its debit, after confirming.
  await page.getByLabel('NIF/CIF').fill('J38012340');
  await expect(page.getByText('pulse Buscar para aplicarlos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar SEPA' })).toBeDisabled();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const coopNumber = (await table.getByRole('row', { name: /Cooperativa Agrícola/ }).textContent())?.match(
    /F\d{4}-\d{6}/,
  )?.[0];
  await page.getByRole('button', { name: 'Generar SEPA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar remesa SEPA' });
  await expect(confirm).toContainText('NIF/CIF «J38012340»');
  await expect(confirm.getByTestId('sepa-resumen')).toHaveText(/^1 adeudo, total [\d.,]+\s€, cuenta ES91 2100/);
  const bulk = await downloadFrom(page, () => confirm.getByRole('button', { name: 'Generar fichero' }).click());
  expect(bulk.suggestedFilename()).toMatch(/^sepa_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = await textOf(bulk);
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
  expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
  expect([...xml.matchAll(/<EndToEndId>(.+?)<\/EndToEndId>/g)].map((match) => match[1])).toEqual([coopNumber]);
  await expect(toast(page, `Fichero ${bulk.suggestedFilename()} generado.`)).toBeVisible();
  await expect(table.getByRole('row', { name: /Cooperativa Agrícola/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resetear' }).click();

  // Nothing left to remit: the SEPA error dialog explains what to do and gives the transaction id.
  await page.getByRole('button', { name: 'Generar SEPA' }).click();
  const sepaError = page.getByRole('dialog', { name: 'Error al generar SEPA' });
  await expect(sepaError).toContainText('Incluir facturas remesadas');
  await expect(sepaError).toContainText('ID de transacción');
  await sepaError.getByRole('button', { name: 'Cerrar' }).click();

  // Every invoice: the remitted SEPA invoice is never collected again; its individual SEPA is a copy of its file.
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const cooperative = table.getByRole('row', { name: new RegExp(coopNumber ?? 'none') });
  await cooperative.getByRole('button', { name: /SEPA individual/ }).click();
  const sepaDialog = page.getByRole('dialog', { name: 'SEPA individual' });
  await expect(sepaDialog).toContainText('Remesada');
  await expect(sepaDialog).toContainText('no se cobra dos veces');
  const single = await downloadFrom(page, () => sepaDialog.getByRole('button', { name: 'Descargar copia' }).click());
  expect(single.suggestedFilename()).toBe(`copia_${bulk.suggestedFilename()}`);
  expect(await textOf(single)).toBe(xml);
  await expect(toast(page, /Copia del fichero original descargada/)).toBeVisible();

  const pdf = await downloadFrom(page, () =>
    cooperative.getByRole('button', { name: /Descargar PDF de la factura/ }).click(),
  );
  expect(pdf.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
  expect((await textOf(pdf)).startsWith('%PDF-')).toBe(true);
});

test('the superadmin acts on a selection of invoices, rectifies two, cannot remit their credit notes and issues a corrected invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'superadmin');
  await page.goto('/facturacionsuperadmin');
  const table = page.getByRole('table', { name: 'Facturas' });
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  // A selection with an invoice already remitted is refused whole, saying which one.
  await page.getByLabel('NIF/CIF').fill('B38');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const select = (company: RegExp) =>
    table
      .getByRole('row', { name: company })
      .first()
      .getByRole('checkbox', { name: /Seleccionar la factura/ });
  await select(/Talleres Guanche/).check();
  await select(/Librería Vegueta/).check();
  const selection = page.getByRole('region', { name: 'Acciones sobre la selección' });
  await expect(selection).toContainText('2 seleccionadas');
  await selection.getByRole('button', { name: 'Marcar como remesadas' }).click();
  await page.getByRole('dialog', { name: 'Marcar como remesadas' }).getByRole('button', { name: 'Confirmar' }).click();
  const refusal = page.getByRole('dialog', { name: 'Error al marcar factura' });
  await expect(refusal).toContainText(/La factura F\d{4}-\d{6} ya está marcada como remesada/);
  await refusal.getByRole('button', { name: 'Cerrar' }).click();

  // 'SEPA de la selección' never collects an invoice twice: the one remitted by hand is left out, so there is none.
  await select(/Librería Vegueta/).uncheck();
  await selection.getByRole('button', { name: 'SEPA de la selección' }).click();
  const sepaError = page.getByRole('dialog', { name: 'Error al generar SEPA' });
  await expect(sepaError).toContainText('No hay facturas SEPA disponibles');
  await sepaError.getByRole('button', { name: 'Cerrar' }).click();
  await selection.getByRole('button', { name: 'Quitar selección' }).click();
  await expect(selection).toHaveCount(0);

  // The cooperative's debit is at the bank (the first test's file): its correction waits for the charge day.
  await page.getByLabel('NIF/CIF').fill('');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rectify = page.getByRole('dialog', { name: 'Emitir factura rectificativa' });
  await table
    .getByRole('row', { name: /Cooperativa Agrícola/ })
    .getByRole('button', { name: /Rectificar la factura/ })
    .click();
  await expect(rectify).toContainText(/Remesada: se carga el \d\d\/\d\d\/\d{4}/);
  await expect(rectify.getByRole('button', { name: 'Emitir rectificativa' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('rectify-waits-for-charge-day.png') });
  await rectify.getByRole('button', { name: 'Cerrar' }).click();

  // Two invoices rectified whole: their credit notes owe nothing, so no debit is remitted for them, one by one or
  // as a selection. (The bookshop's invoice stays pending for the specs that follow.)
  for (const company of [/Clínica Dental Anaga/, /Carpintería Tinamar/]) {
    await table
      .getByRole('row', { name: company })
      .getByRole('button', { name: /Rectificar la factura/ })
      .click();
    await rectify.getByRole('combobox', { name: 'Causa de la rectificación' }).click();
    await page.getByRole('option', { name: /^R1 · / }).click();
    await rectify.getByLabel(/Motivo de la rectificación/).fill('Servicio facturado por error.');
    await rectify.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await expect(rectify).toHaveCount(0);
  }
  await page.getByLabel('Mostrar todas las facturas').uncheck();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rectifying = table
    .getByRole('row', { name: /Rectifica F\d{4}-\d{6}/ })
    .filter({ hasText: /Clínica Dental Anaga|Carpintería Tinamar/ });
  await expect(rectifying).toHaveCount(2);
  await expect(rectifying.first().getByRole('button', { name: /Marcar como remesada/ })).toHaveCount(0);
  for (const index of [0, 1]) {
    await rectifying
      .nth(index)
      .getByRole('checkbox', { name: /Seleccionar la factura/ })
      .check();
  }
  await expect(selection).toContainText('2 seleccionadas');
  expect(await seriousViolations(page)).toEqual([]);
  await selection.getByRole('button', { name: 'Marcar como remesadas' }).click();
  await page.getByRole('dialog', { name: 'Marcar como remesadas' }).getByRole('button', { name: 'Confirmar' }).click();
  const notDebited = page.getByRole('dialog', { name: 'Error al marcar factura' });
  await expect(notDebited).toContainText(/no se cobran por adeudo/);
  await notDebited.getByRole('button', { name: 'Cerrar' }).click();
  await selection.getByRole('button', { name: 'Quitar selección' }).click();
  await expect(selection).toHaveCount(0);

  // The clinic's invoice, taken back whole by its rectification, is billed again at the right, higher price. With no
  // end date, the list still shows the new invoice when the day changes in Madrid while this test runs.
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Borrar fecha (Fecha fin)' }).click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const rectified = table.getByRole('row', { name: /Clínica Dental Anaga/ }).filter({ hasText: 'Rectificada por' });
  await rectified.getByRole('button', { name: /Emitir la factura corregida de/ }).click();
  const corrected = page.getByRole('dialog', { name: 'Emitir factura corregida' });
  const firstAmount = corrected.getByLabel(/Importe correcto de/).first();
  await firstAmount.fill('500');
  await expect(corrected).toContainText('500,00');
  await corrected.getByRole('button', { name: 'Emitir factura corregida' }).click();
  await expect(page.getByText(/Factura corregida F\d{4}-\d{6} emitida en sustitución de F\d{4}-\d{6}\./)).toBeVisible();
  await expect(rectified).toContainText(/Corregida en F\d{4}-\d{6}/);
  await expect(rectified.getByRole('button', { name: /Emitir la factura corregida de/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Clínica Dental Anaga/ }).filter({ hasText: 'Sustituye a' })).toHaveCount(
    1,
  );
});
