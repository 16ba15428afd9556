import { readFile } from 'node:fs/promises';
import { seriousViolations } from './accessibility';
import { expect, expectInView, expectNoSideScroll, loginAs, test, toast } from './fixtures';

/** Euros as the lists print them ('1.234,56 €') back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

test.describe('Lists: the agency billing list', () => {
  test('sorts on the server, totals the whole filter, exports it and is accessible', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'agency');
    await page.goto('/facturaciongestoria');
    const table = page.getByRole('table', { name: 'Facturas' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    // Totals: the count and sum of every invoice of the agency, not only the page.
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText(/\d+ facturas/);
    const count = Number(((await totals.locator('th').first().textContent()) ?? '').replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);

    // Sort by amount, largest first, then smallest first: the server reorders every page.
    const amountHeader = table.getByRole('columnheader', { name: 'Importe (€)' });
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    const amounts = async () =>
      (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((text) => cents(text));
    const inOrder = async (dir: 1 | -1) => {
      const values = await amounts();
      return values.length > 1 && values.every((value, i) => i === 0 || dir * (value - (values[i - 1] ?? 0)) >= 0);
    };
    await expect.poll(() => inOrder(-1)).toBe(true);
    await amountHeader.getByRole('button').click();
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => inOrder(1)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('agency-billing-1366.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Export: the whole list in the current order, as CSV and as Excel.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('facturas.csv');
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Fecha;Factura;Empresa');
    expect(lines).toHaveLength(count + 1);
    const exported = lines.slice(1).map((line) => cents(line.split(';')[5] ?? ''));
    expect([...exported].sort((a, b) => a - b)).toEqual(exported);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('facturas.xlsx');
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
  });

  test('is a list of cards at 390 px with the amount and the PDF action in view', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'agency');
    await page.goto('/facturaciongestoria');
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Facturas' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    const amount = first.getByText(/€$/).first();
    const pdf = first.getByRole('button', { name: /Descargar PDF/ });
    await expectInView([amount, pdf], 390);
    await expect(page.getByText(/\d+ facturas/)).toBeVisible();
    // No sideways scrolling of the page.
    await expectNoSideScroll(page, 390);
    await page.screenshot({ path: testInfo.outputPath('agency-billing-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('Lists: companies', () => {
  for (const { role, url, header } of [
    { role: 'agency', url: '/editarclientelistado', header: 'Empresa' },
    { role: 'superadmin', url: '/listarempresasadmin', header: 'Empresa' },
  ] as const) {
    test(`${role}: the company list sorts by name and reads at 1366 and 390 px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, role);
      await page.goto(url);
      const table = page.getByRole('table', { name: 'Empresas' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const nameHeader = table.getByRole('columnheader', { name: header, exact: true });
      await nameHeader.getByRole('button').click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await page.screenshot({ path: testInfo.outputPath(`${role}-companies-1366.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      const cards = page.getByRole('list', { name: 'Empresas' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // The agency's cards carry every state of the client board: the action is at the card's foot.
      const edit = cards.first().getByRole('link', { name: /^Editar / });
      if (role === 'agency') await edit.scrollIntoViewIfNeeded();
      await expect(edit).toBeInViewport();
      await expectNoSideScroll(page, 390);
      await page.screenshot({ path: testInfo.outputPath(`${role}-companies-390.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('Agency home dashboard', () => {
  test('shows its figures with a link to each list, at 1366 and 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'agency');
    for (const label of ['Empresas', 'Pendientes de firma', 'Pendientes de verificación', 'Renovaciones por aprobar']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^Facturación de [a-z]+ de \d{4}$/)).toBeVisible();
    await expect(page.getByText(/facturas? · su comisión .*€/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('agency-home-1366.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'Ver cuáles' }).first()).toBeVisible();
    await expectNoSideScroll(page, 390);
    await page.screenshot({ path: testInfo.outputPath('agency-home-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ver facturación' }).click();
    await expect(page).toHaveURL('/facturaciongestoria');
  });
});

test.describe('Bulk actions', () => {
  test('the superadmin verifies the new companies selected on its home', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'superadmin');
    const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
    const table = newCompanies.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const before = await table.locator('tbody tr').count();
    expect(before).toBeGreaterThan(1);
    const first = table.locator('tbody tr').nth(0);
    const second = table.locator('tbody tr').nth(1);
    const nifs = [await first.locator('td').nth(2).textContent(), await second.locator('td').nth(2).textContent()];
    // Each row says whether its contracts are signed, and its name leads to the company's record.
    await expect(table.getByText(/^(Contratos firmados|Firma pendiente|Sin servicios)$/).first()).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', /\/fichaempresa\?id=\d+$/);
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    await expect(newCompanies.getByText('2 seleccionadas')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('superadmin-selection-1366.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await newCompanies.getByRole('button', { name: 'Verificar seleccionadas' }).click();
    await expect(toast(page, '2 empresas han quedado verificadas.')).toBeVisible();
    for (const nif of nifs) await expect(table.getByText(nif ?? '', { exact: true })).toHaveCount(0);
    await expect(newCompanies.getByText(/seleccionadas?$/)).toHaveCount(0);
  });
});

/** The lines of a downloaded CSV export, without its byte order mark. */
async function csvLines(download: import('@playwright/test').Download) {
  return (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

test.describe('Lists: Devoluciones', () => {
  test('totals every return, exports them in the list order and reads at 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'superadmin');
    await page.goto('/devoluciones');
    const table = page.getByRole('table', { name: 'Devoluciones' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    // Totals: the count and sum of every return, not only the page.
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText(/\d+ devoluci(ón|ones)/);
    const count = Number(((await totals.locator('th').first().textContent()) ?? '').replace(/\D/g, ''));
    const total = cents((await totals.locator('th').nth(3).textContent()) ?? '');
    expect(count).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);

    // Oldest first on request: the server turns the order round.
    const dateHeader = table.getByRole('columnheader', { name: 'Fecha' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const newest = await table.locator('tbody tr').first().locator('td').nth(1).locator('span').first().textContent();
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.screenshot({ path: testInfo.outputPath('devoluciones-1366.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The export holds every return in that order, with the same sum as the totals row.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('devoluciones.csv');
    const lines = await csvLines(csv);
    expect(lines[0]).toBe('Fecha;Factura;Adeudo;Empresa;Cif/Nif;Importe (€);Código;Motivo;Estado');
    expect(lines).toHaveLength(count + 1);
    const exported = lines.slice(1).map((line) => line.split(';'));
    expect(exported.reduce((sum, cells) => sum + cents(cells[5] ?? ''), 0)).toBe(total);
    expect(exported.at(-1)?.[1]).toBe(newest);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('devoluciones.xlsx');
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

    // At 390 px each return is a card with its amount and actions in view, the totals above them.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table', { name: 'Devoluciones' })).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Devoluciones' }).getByRole('listitem').first();
    await card.scrollIntoViewIfNeeded();
    await expectInView([card.getByText(/€$/).first(), card.getByRole('button').first()], 390);
    await expect(page.getByText(/\d+ devoluci(ón|ones)/)).toBeVisible();
    await expectNoSideScroll(page, 390);
    await page.screenshot({ path: testInfo.outputPath('devoluciones-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("Lists: the company's 'Mi facturación'", () => {
  test('sorts on the server, totals and exports its invoices, and is cards at 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, 'company');
    await page.goto('/facturacion');
    const table = page.getByRole('table', { name: 'Facturas' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText(/\d+ facturas?/);
    const count = Number(((await totals.locator('th').first().textContent()) ?? '').replace(/\D/g, ''));

    // The amount header asks the server for the largest first, then the smallest.
    const amountHeader = table.getByRole('columnheader', { name: 'Importe (€)' });
    const largestFirst = page.waitForResponse(
      (response) =>
        response.url().includes('/facturas/empresa/my?') && response.url().includes('sort=importe&dir=desc'),
    );
    await amountHeader.getByRole('button').click();
    expect((await largestFirst).status()).toBe(200);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    const smallestFirst = page.waitForResponse((response) => response.url().includes('sort=importe&dir=asc'));
    await amountHeader.getByRole('button').click();
    expect((await smallestFirst).status()).toBe(200);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    const amounts = (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((text) => cents(text));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    await page.screenshot({ path: testInfo.outputPath('company-invoices-1366.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const lines = await csvLines(csv);
    expect(lines[0]).toBe('Fecha;Factura;Conceptos;Base imponible (€);Importe (€);Estado;Devolución');
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).map((line) => cents(line.split(';')[4] ?? ''))).toEqual(amounts);

    // At 390 px: a card per invoice, its amount and PDF button in view, the sort as a select.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('list', { name: 'Facturas' }).getByRole('listitem').first();
    // Below the notice of what the company owes: reached by scrolling, and nothing of it cut off sideways.
    await card.scrollIntoViewIfNeeded();
    await expectInView([card.getByText(/€$/).first(), card.getByRole('button', { name: /Descargar PDF/ })], 390);
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Importe (€) (ascendente)');
    await expectNoSideScroll(page, 390);
    await page.screenshot({ path: testInfo.outputPath('company-invoices-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
