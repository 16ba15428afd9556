import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './accessibility';
import { downloadFrom, textOf } from './downloads';
import { expect, loginAs, test } from './fixtures';

const TALLERES = { nif: 'B38234563', name: 'Talleres Guanche' };

/** Today in Madrid as ISO 8601 (yyyy-mm-dd), the day the debit file was made. */
const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * The bank's pain.002 return file for the one debit of `sentFile` (the pain.008 we sent), from the repository's
 * sample (testdata/sepa): it answers that file's message id and quotes the debit's EndToEndId and amount, dated
 * today, as a bank does.
 */
function returnFileFor(endToEndId: string, sentFile: string) {
  const sample = readFileSync(
    path.resolve(import.meta.dirname, '../../testdata/sepa/pain.002.001.03-devoluciones.xml'),
    'utf8',
  );
  const originalMessageId = /<GrpHdr>\s*<MsgId>([^<]+)<\/MsgId>/.exec(sentFile)?.[1] ?? '';
  const amount = /<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/.exec(sentFile)?.[1] ?? '';
  // The bank quotes back the debtor's account and mandate of the debit it returns.
  const debtorIban = /<DbtrAcct>\s*<Id>\s*<IBAN>(\w+)<\/IBAN>/.exec(sentFile)?.[1] ?? '';
  const mandateId = /<MndtId>([^<]+)<\/MndtId>/.exec(sentFile)?.[1] ?? '';
  const first = /<TxInfAndSts>[\s\S]*?<\/TxInfAndSts>/.exec(sample)?.[0] ?? '';
  const transaction = first
    .replace(/<OrgnlEndToEndId>.*?<\/OrgnlEndToEndId>/, `<OrgnlEndToEndId>${endToEndId}</OrgnlEndToEndId>`)
    .replace(/(<InstdAmt Ccy="EUR">)[\d.]+/, `$1${amount}`)
    .replace(/(<DbtrAcct>\s*<Id>\s*<IBAN>)\w+/, `$1${debtorIban}`)
    .replace(/<MndtId>[^<]+<\/MndtId>/, `<MndtId>${mandateId}</MndtId>`);
  return sample
    .replace(/<MsgId>.*?<\/MsgId>/, `<MsgId>DEV-E2E-${endToEndId}</MsgId>`)
    .replace(/<CreDtTm>[^<]+<\/CreDtTm>/, `<CreDtTm>${madridToday()}T08:15:00</CreDtTm>`)
    .replace(/<OrgnlMsgId>.*?<\/OrgnlMsgId>/, `<OrgnlMsgId>${originalMessageId}</OrgnlMsgId>`)
    .replace(/<TxInfAndSts>[\s\S]*<\/TxInfAndSts>/, transaction);
}

test('a debit the bank returns shows as Devuelta with its reason, and the agency loses its commission on it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'superadmin');
  await page.goto('/facturacionsuperadmin');
  const table = page.getByRole('table', { name: 'Facturas' });
  await page.getByLabel('NIF/CIF').fill(TALLERES.nif);
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(TALLERES.name) });
  const numero = (await row.textContent())?.match(/F\d{4}-\d{6}/)?.[0] ?? '';

  // The file that collects (or collected) the invoice: its debit's EndToEndId is what the bank quotes back.
  await row.getByRole('button', { name: /SEPA individual/ }).click();
  const dialog = page.getByRole('dialog', { name: 'SEPA individual' });
  const file = await downloadFrom(page, () =>
    dialog.getByRole('button', { name: /Generar SEPA|Descargar copia/ }).click(),
  );
  const sentFile = await textOf(file);
  expect(sentFile).toContain(`<EndToEndId>${numero}</EndToEndId>`);

  // The bank returns it for lack of funds: staff import the bank's file on 'Devoluciones'.
  await page.goto('/iniciosuperadmin');
  await page.getByRole('link', { name: 'Devoluciones', exact: true }).click();
  await expect(page).toHaveURL('/devoluciones');
  await expect(page.getByRole('heading', { name: 'Devoluciones', level: 1 })).toBeVisible();
  const bankFile = {
    name: 'devoluciones.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(returnFileFor(numero, sentFile)),
  };
  await page.locator('input[type="file"]').setInputFiles(bankFile);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'pain.002.001.03' })).toContainText('1 nueva');
  const returns = page.getByRole('table', { name: 'Devoluciones' });
  const returned = returns.getByRole('row', { name: new RegExp(numero) });
  await expect(returned).toContainText('AM04 saldo insuficiente');
  await expect(returned).toContainText('Pendiente');
  await expect(page.getByLabel('Totales de devoluciones')).toContainText('Pendientes de gestionar');
  expect(await seriousViolations(page)).toEqual([]);

  // The same file again changes nothing.
  await page.locator('input[type="file"]').setInputFiles(bankFile);
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Este fichero ya se había importado: no ha cambiado nada.')).toBeVisible();
  await expect(returns.getByRole('row', { name: new RegExp(numero) })).toHaveCount(1);

  // The invoice list shows it 'Devuelta' with the reason.
  await page.goto('/facturacionsuperadmin');
  await page.getByLabel('NIF/CIF').fill(TALLERES.nif);
  await page.getByLabel('Mostrar todas las facturas').check();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const invoiceRow = table.getByRole('row', { name: new RegExp(numero) });
  await expect(invoiceRow).toContainText('Devuelta');
  await expect(invoiceRow).toContainText('AM04 saldo insuficiente');

  // The agency's billing page: the invoice is returned and its commission reversed.
  await page
    .getByRole('button', { name: /Cerrar sesión|Salir/ })
    .first()
    .click();
  await loginAs(page, 'agency');
  await page.goto('/facturaciongestoria');
  const agencyRow = page.getByRole('row', { name: new RegExp(numero) });
  await expect(agencyRow).toContainText('Devuelta');
  await expect(agencyRow).toContainText('Revertida: adeudo devuelto');
  await expect(agencyRow).toContainText(/0,00\s€ \(10 %\)/);

  // Back on 'Devoluciones', each action is confirmed first: presenting it again names the account and the notice.
  await page
    .getByRole('button', { name: /Cerrar sesión|Salir/ })
    .first()
    .click();
  await loginAs(page, 'superadmin');
  await page.goto('/devoluciones');
  const pending = page.getByRole('table', { name: 'Devoluciones' }).getByRole('row', { name: new RegExp(numero) });
  await pending.getByRole('button', { name: 'Presentar de nuevo' }).click();
  const represent = page.getByRole('dialog', { name: 'Presentar de nuevo' });
  await expect(represent).toContainText(`la factura ${numero}`);
  await expect(represent).toContainText('se avisará a la empresa por correo');
  // The charge date, before confirming: the notice goes today with the mandate's period.
  await expect(represent).toContainText(/El cargo será el \d\d\/\d\d\/\d{4}/);
  await expect(represent.getByRole('combobox', { name: 'Cuenta de abono' })).toHaveValue(/^ES\d\d /);
  await represent.getByRole('button', { name: 'Cancelar' }).click();
  await expect(represent).toBeHidden();

  // The transfer is recorded as the bank statement shows it: a partial amount is refused, the whole one settles it.
  await pending.getByRole('button', { name: 'Pagada por transferencia' }).click();
  const paid = page.getByRole('dialog', { name: 'Pagada por transferencia' });
  const amount = paid.getByRole('textbox', { name: 'Importe recibido (€)' });
  const whole = await amount.inputValue();
  await amount.fill('1,00');
  await paid.getByRole('button', { name: 'Confirmar' }).click();
  await expect(paid.getByRole('alert')).toContainText('El importe recibido debe ser el de la factura');
  await page.screenshot({ path: test.info().outputPath('transfer-payment-dialog.png') });
  await amount.fill(whole);
  await paid.getByRole('button', { name: 'Confirmar' }).click();
  await expect(paid).toBeHidden();
  await expect(pending).toContainText('Pagada por transferencia');
  // The bank's file stays listed with the others imported.
  const imported = page.getByRole('table', { name: 'Ficheros del banco importados' });
  await expect(imported.getByRole('row', { name: /devoluciones/ }).first()).toContainText('Todo aplicado');
  await page.screenshot({ path: test.info().outputPath('returns-page.png'), fullPage: true });
});
