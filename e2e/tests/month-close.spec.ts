import type { Locator, Page } from '@playwright/test';
import { downloadFrom } from './downloads';
import { expect, loginAs, test, toast } from './fixtures';
import { pdfText } from './pdf-text';

const DENTAL = 'Dental Anaga';
const AGENCY = 'Gestoría Atlántica';

/** Euros as the screens print them ('1.234,56 €') in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const euros = (value: number) =>
  `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(value / 100)} €`;

async function cellsOf(row: Locator) {
  return row.locator('td').allTextContents();
}

/** A row of the month's summary: its invoice count and amount in cents. */
async function summaryRow(page: Page, label: string) {
  const row = page.getByRole('table', { name: 'Resumen del mes' }).getByRole('row', { name: new RegExp(label) });
  const [, count = '', amount = ''] = await cellsOf(row);
  return { facturas: Number(count.replace(/\D/g, '')), importe: cents(amount) };
}

/** The agency's commission row of the close: earned, reversed, pending and due, in cents. */
async function commissionRow(page: Page) {
  const row = page
    .getByRole('table', { name: 'Comisiones de las gestorías' })
    .getByRole('row', { name: new RegExp(AGENCY) });
  const [, , earned = '', reversed = '', pending = '', due = ''] = await cellsOf(row);
  return { earned: cents(earned), reversed: cents(reversed), pending: cents(pending), due: cents(due) };
}

async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /Cerrar sesión|Salir/ })
    .first()
    .click();
  await expect(page).toHaveURL(/acceso|\/$/);
}

async function openClose(page: Page, monthLabel: string) {
  await page.goto('/cierre-mensual');
  await page.getByRole('combobox', { name: 'Mes de las facturas' }).click();
  await page.getByRole('option', { name: monthLabel, exact: true }).click();
  await expect(page.getByRole('heading', { name: monthLabel })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Comisiones de las gestorías' })).toBeVisible();
}

test('recording a transfer moves its money and its commission on the month-end close, and the agency gets the statement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The agency's own list says what the clinic's pending invoice earns it: the hand computation to check against.
  await loginAs(page, 'agency');
  await page.goto('/facturaciongestoria');
  const agencyRow = page.getByRole('row', { name: new RegExp(DENTAL) }).first();
  const agencyText = (await agencyRow.textContent()) ?? '';
  const numero = /F\d{4}-\d{6}/.exec(agencyText)?.[0] ?? '';
  const [day, month, year] = (/(\d\d)\/(\d\d)\/(\d{4})/.exec(agencyText) ?? []).slice(1);
  const commission = cents(/([\d.,]+\s€)\s\(10 %\)/.exec(agencyText)?.[1] ?? '');
  expect(numero).not.toBe('');
  expect(commission).toBeGreaterThan(0);
  const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
  const monthLabel = `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} de ${year}`;

  await logOut(page);
  await loginAs(page, 'superadmin');
  await openClose(page, monthLabel);
  const paidBefore = await summaryRow(page, 'Cobrado por transferencia o tarjeta');
  const pendingBefore = await summaryRow(page, 'Pendiente de cobro');
  const before = await commissionRow(page);

  // The clinic pays by transfer: staff record the day and the whole amount the bank statement shows.
  await page.goto('/facturacionsuperadmin');
  const invoiceRow = page.getByRole('table', { name: 'Facturas' }).getByRole('row', { name: new RegExp(numero) });
  await invoiceRow.getByRole('button', { name: `Marcar como cobrada la factura ${numero}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como cobrada' });
  const amountField = dialog.getByRole('textbox', { name: 'Importe recibido (€)' });
  const whole = await amountField.inputValue();
  await amountField.fill('1,00');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El importe recibido debe ser el de la factura');
  await amountField.fill(whole);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, `Factura ${numero} marcada como cobrada.`)).toBeVisible();
  const amount = cents(whole);

  // The close moves the invoice from owed to paid, and its commission from pending to earned.
  await openClose(page, monthLabel);
  expect(await summaryRow(page, 'Cobrado por transferencia o tarjeta')).toEqual({
    facturas: paidBefore.facturas + 1,
    importe: paidBefore.importe + amount,
  });
  expect(await summaryRow(page, 'Pendiente de cobro')).toEqual({
    facturas: pendingBefore.facturas - 1,
    importe: pendingBefore.importe - amount,
  });
  const after = await commissionRow(page);
  expect(after).toEqual({
    earned: before.earned + commission,
    reversed: before.reversed,
    pending: before.pending - commission,
    due: before.due + commission,
  });
  await page.getByRole('button', { name: 'Ver las facturas: Cobrado por transferencia o tarjeta' }).click();
  await expect(page.getByRole('table', { name: 'Facturas del cierre' })).toContainText(numero);
  await page.screenshot({ path: test.info().outputPath('month-close.png'), fullPage: true });

  // Staff send the statement; the agency finds it in its billing area, with the same figure to be paid.
  await page.getByRole('button', { name: `Enviar la liquidación a ${AGENCY}` }).click();
  const send = page.getByRole('dialog', { name: 'Enviar la liquidación' });
  await expect(send).toContainText(`${euros(after.due)} a liquidar`);
  await send.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, /^Liquidación de .* enviada a /)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Comisiones de las gestorías' }).getByRole('row', { name: new RegExp(AGENCY) }),
  ).toContainText('Enviada');

  await logOut(page);
  await loginAs(page, 'agency');
  await page.goto('/facturaciongestoria');
  const statement = page
    .getByRole('table', { name: 'Liquidaciones de comisiones' })
    .getByRole('row', { name: new RegExp(monthLabel) });
  await expect(statement).toContainText(euros(after.due));
  await page.screenshot({ path: test.info().outputPath('agency-statements.png'), fullPage: true });
  const pdf = await downloadFrom(page, () =>
    statement.getByRole('button', { name: `Liquidación de ${monthLabel} en PDF` }).click(),
  );
  const text = await pdfText(pdf);
  expect(text).toContain('Liquidación de comisiones');
  expect(text).toContain(numero);
  expect(text).toContain(`A liquidar ${euros(after.due)}`);
});
