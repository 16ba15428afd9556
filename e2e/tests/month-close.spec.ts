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

/** The agency's commission row of the close: earned, reversed, pending and due, in cents (none: all zero). */
async function commissionRow(page: Page) {
  const row = page
    .getByRole('table', { name: 'Comisiones de las gestorías' })
    .getByRole('row', { name: new RegExp(AGENCY) });
  if ((await row.count()) === 0) return { earned: 0, reversed: 0, pending: 0, due: 0 };
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

/** 'Noviembre de 2026' for a date. */
const labelOf = (date: Date) => {
  const name = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'Europe/Madrid' }).format(date);
  const year = new Intl.DateTimeFormat('es-ES', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(date);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
};

async function openClose(page: Page, monthLabel: string) {
  await page.goto('/cierre-mensual');
  await page.getByRole('combobox', { name: 'Mes', exact: true }).click();
  await page.getByRole('option', { name: monthLabel, exact: true }).click();
  await expect(page.getByRole('heading', { name: monthLabel })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Comisiones de las gestorías' })).toBeVisible();
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('a transfer recorded for a day of last month moves its money on the close and books its commission that day; last month is settled once and the agency sees it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A pending invoice of the clinic in the agency's list: it has earned nothing yet.
  await loginAs(page, 'agency');
  await page.goto('/facturaciongestoria');
  const agencyRow = page.getByRole('row', { name: new RegExp(`${DENTAL}.*Se genera al cobrarse`) }).first();
  const agencyText = (await agencyRow.textContent()) ?? '';
  const numero = /F\d{4}-\d{6}/.exec(agencyText)?.[0] ?? '';
  const [day, month, year] = (/(\d\d)\/(\d\d)\/(\d{4})/.exec(agencyText) ?? []).slice(1);
  expect(numero).not.toBe('');
  const issued = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  const now = new Date();
  const firstOfLastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 12));
  // The clinic paid last month (the demo's pending invoices are older than this month).
  const paidOn = issued > firstOfLastMonth ? issued : firstOfLastMonth;
  const invoiceMonth = labelOf(issued);
  const lastMonth = labelOf(firstOfLastMonth);

  await logOut(page);
  await loginAs(page, 'superadmin');
  await openClose(page, invoiceMonth);
  const paidBefore = await summaryRow(page, 'Cobrado por transferencia o tarjeta');
  const pendingBefore = await summaryRow(page, 'Pendiente de cobro');
  await openClose(page, lastMonth);
  const before = await commissionRow(page);

  // Staff record the day and the whole amount the bank statement shows.
  await page.goto('/facturacionsuperadmin');
  const invoiceRow = page.getByRole('table', { name: 'Facturas' }).getByRole('row', { name: new RegExp(numero) });
  await invoiceRow.getByRole('button', { name: `Marcar como cobrada la factura ${numero}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como cobrada' });
  const [paidYear, paidMonth, paidDay] = isoDay(paidOn).split('-');
  await dialog.getByRole('textbox', { name: 'Fecha del cobro' }).fill(`${paidDay}/${paidMonth}/${paidYear}`);
  const amountField = dialog.getByRole('textbox', { name: 'Importe recibido (€)' });
  const whole = await amountField.inputValue();
  await amountField.fill('1,00');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El importe recibido debe ser el de la factura');
  await amountField.fill(whole);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, `Factura ${numero} marcada como cobrada.`)).toBeVisible();
  const amount = cents(whole);

  // The invoice's month moves it from owed to paid; last month, when the money came, earns its commission.
  await openClose(page, invoiceMonth);
  expect(await summaryRow(page, 'Cobrado por transferencia o tarjeta')).toEqual({
    facturas: paidBefore.facturas + 1,
    importe: paidBefore.importe + amount,
  });
  expect(await summaryRow(page, 'Pendiente de cobro')).toEqual({
    facturas: pendingBefore.facturas - 1,
    importe: pendingBefore.importe - amount,
  });
  await openClose(page, lastMonth);
  const after = await commissionRow(page);
  const commission = after.earned - before.earned;
  // 10 % of the base: the invoice's total less its IGIC or IVA, so between a tenth and a twelfth of it.
  expect(commission).toBeGreaterThan(Math.floor(amount / 12));
  expect(commission).toBeLessThanOrEqual(Math.round(amount / 10));
  expect(after.due).toBe(before.due + commission);
  await page.screenshot({ path: test.info().outputPath('month-close.png'), fullPage: true });

  // Last month has ended: staff send its statement, once.
  const sendButton = page.getByRole('button', { name: `Enviar la liquidación a ${AGENCY}` });
  await sendButton.click();
  const send = page.getByRole('dialog', { name: 'Enviar la liquidación' });
  await expect(send).toContainText(`${euros(after.due)} a liquidar`);
  await send.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, /^Liquidación de .* enviada a /)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Comisiones de las gestorías' }).getByRole('row', { name: new RegExp(AGENCY) }),
  ).toContainText('Enviada');
  await expect(sendButton).toBeDisabled();

  // The agency finds the statement with the same figure, and the clinic's collection among its lines.
  await logOut(page);
  await loginAs(page, 'agency');
  await page.goto('/facturaciongestoria');
  const statement = page
    .getByRole('table', { name: 'Liquidaciones de comisiones' })
    .getByRole('row', { name: new RegExp(lastMonth) });
  await expect(statement).toContainText(euros(after.due));
  await statement.getByRole('button', { name: `Movimientos de la liquidación de ${lastMonth}` }).click();
  const line = page
    .getByRole('table', { name: 'Movimientos de comisión' })
    .getByRole('row', { name: new RegExp(numero) });
  await expect(line).toContainText(euros(commission));
  await expect(line).toContainText(lastMonth);
  await page.screenshot({ path: test.info().outputPath('agency-statements.png'), fullPage: true });
  const pdf = await downloadFrom(page, () =>
    statement.getByRole('button', { name: `Liquidación de ${lastMonth} en PDF` }).click(),
  );
  const text = await pdfText(pdf);
  expect(text).toContain('Liquidación de comisiones');
  expect(text).toContain(numero);
  expect(text).toContain(`A liquidar ${euros(after.due)}`);
});

test('a correction of a collected invoice leaves its difference owed to the client until staff record the transfer in the close', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The demo corrected the hotel's first invoice today: a credit note for a tool it dropped, owed back to it.
  await loginAs(page, 'superadmin');
  await page.goto('/cierre-mensual');
  const refunds = page.getByRole('table', { name: 'Devoluciones a clientes' });
  const owed = refunds.getByRole('row', { name: /Hotel Playa Amadores/ });
  await expect(owed).toHaveCount(1);
  const rectificativa = /R\d{4}-\d{6}/.exec((await owed.textContent()) ?? '')?.[0] ?? '';
  expect(rectificativa).not.toBe('');
  await owed.getByRole('button', { name: 'Registrar devolución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar devolución al cliente' });
  const amount = dialog.getByRole('textbox', { name: 'Importe devuelto (€)' });
  const whole = await amount.inputValue();
  await amount.fill('1,00');
  await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El importe devuelto debe ser el que se debe al cliente');
  await amount.fill(whole);
  await dialog.getByRole('textbox', { name: 'Referencia de la transferencia' }).fill('TRF-DEVOLUCION-1');
  await dialog.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(toast(page, `Devolución de ${rectificativa} a Hotel Playa Amadores S.L. registrada.`)).toBeVisible();
  await expect(refunds.getByRole('row', { name: new RegExp(rectificativa) })).toHaveCount(0);
  await page.getByText('Devueltas', { exact: true }).click();
  const paid = refunds.getByRole('row', { name: new RegExp(rectificativa) });
  await expect(paid).toContainText('TRF-DEVOLUCION-1');
  await expect(paid).toContainText(whole.replace('.', ','));
  await page.screenshot({ path: test.info().outputPath('customer-refunds.png'), fullPage: true });

  // This month, the credit note's: every invoice in one row, and 'Facturado' their sum.
  const rectified = await summaryRow(page, 'Rectificado');
  expect(rectified.importe).toBe(-cents(whole));
  const partition = ['Cobrado por adeudo', 'Remesado, cargo por vencer', 'Devuelto por el banco'];
  partition.push('Cobrado por transferencia o tarjeta', 'Pendiente de cobro', 'Rectificado');
  let sum = 0;
  for (const label of partition) sum += (await summaryRow(page, label)).importe;
  expect((await summaryRow(page, 'Facturado')).importe).toBe(sum);
});
