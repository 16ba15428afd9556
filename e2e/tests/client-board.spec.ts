import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { downloadFrom, textOf } from './downloads';
import { expect, expectNoSideScroll, loginAs, test } from './fixtures';

// The first demo agency's clients invited by SMS that have not signed: three seeded, one from its demo CSV upload.
const SMS_SIGN_UPS = ['Empresa B38770012', 'Empresa B38770020', 'Empresa B38770038', 'Empresa B38990040'];

/** Each state the tour checks, the label of its figure, and exactly the demo clients it holds. */
const STATES = [
  { label: 'Alta por SMS sin firmar', clients: SMS_SIGN_UPS },
  { label: 'Recibo devuelto', clients: ['Panadería La Laguna'] },
  { label: 'Perfil incompleto', clients: ['Construcciones Teno', 'Frutas Tacoronte', ...SMS_SIGN_UPS] },
  { label: 'Renuevan en 30 días', clients: ['Panadería La Laguna'] },
];

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'es'));

/** The client names the board shows: its table's rows, or its cards on a phone. */
async function boardNames(page: Page): Promise<string[]> {
  const names = await page.locator('main [data-client-name]').allInnerTexts();
  return sorted(names.map((name) => name.trim()));
}

/** On a phone the figures open on demand ('Filtrar por estado'); on a desktop they are always shown. */
async function showFigures(page: Page) {
  await expect(page.getByLabel('Buscar')).toBeVisible();
  const opener = page.getByRole('button', { name: /^Filtrar por estado/ });
  if ((await opener.count()) === 0) return;
  if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // Opened: the figures have finished appearing (the last group included) before one is clicked.
  await expect(page.getByRole('button', { name: /^Renovación deshabilitada/ })).toBeVisible();
}

/** A state's figure: a toggle named by its label and its count. */
const figure = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}\\s*\\d+$`) });
const countOf = async (page: Page, label: string) =>
  Number(/(\d+)$/.exec(((await figure(page, label).textContent()) ?? '').trim())?.[1]);

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`The client board at ${width} px`, () => {
    test('each state narrows the board to exactly its demo clients, as counted, and exports them', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await loginAs(page, 'agency');
      await page.goto('/editarclientelistado');
      // The CSV line of the demo upload becomes a client with its SMS once the background processor has run (on a
      // server just started for this spec, maybe after the page first loaded: the page is read again).
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(page.locator('main [data-client-name]').first()).toBeVisible();
            return boardNames(page);
          },
          { timeout: 30_000 },
        )
        .toContain('Empresa B38990040');
      await showFigures(page);
      await page.screenshot({ path: testInfo.outputPath(`board-${width}.png`), fullPage: true });
      await page.locator('main [data-client-name]').nth(6).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`board-rows-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSideScroll(page, width);

      for (const state of STATES) {
        const toggle = figure(page, state.label);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(() => boardNames(page)).toEqual(sorted(state.clients));
        expect(await countOf(page, state.label)).toBe(state.clients.length);
        await expect(
          page.getByText(`${state.clients.length} ${state.clients.length === 1 ? 'cliente' : 'clientes'}`),
        ).toBeVisible();
        if (state.label === 'Perfil incompleto') {
          await page.screenshot({ path: testInfo.outputPath(`board-profile-incomplete-${width}.png`), fullPage: true });
          // The export holds the same clients, with their states.
          const csv = await downloadFrom(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
          expect(csv.suggestedFilename()).toBe('clientes.csv');
          const lines = (await textOf(csv))
            .replace(/^\uFEFF/, '')
            .trimEnd()
            .split('\r\n');
          const header = lines[0]?.split(';') ?? [];
          const names = lines.slice(1).map((line) => line.split(';')[header.indexOf('Empresa')] ?? '');
          expect(sorted(names)).toEqual(sorted(state.clients));
          expect(lines.slice(1).every((line) => line.includes(';Sin contratos;') || line.includes('Falta:'))).toBe(
            true,
          );
        }
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      }

      // Two states narrow to the clients in both.
      await figure(page, 'Alta por SMS sin firmar').click();
      await figure(page, 'SMS no entregado').click();
      await expect.poll(() => boardNames(page)).toEqual(['Empresa B38770038']);
      await page.getByRole('button', { name: 'Quitar filtros' }).click();
      await expect.poll(async () => (await boardNames(page)).length).toBeGreaterThan(10);
    });

    test('searches without accents, keeps its filter across a visit to a client, and agrees with the home', async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await loginAs(page, 'agency');

      // The home's figures are the board's counts, and lead to the board narrowed to those clients.
      const pending = page.getByText('Pendientes de firma', { exact: true }).locator('..');
      const pendingCount = Number(((await pending.locator('p').nth(1).textContent()) ?? '').replace(/\D/g, ''));
      await pending.getByRole('link', { name: 'Ver cuáles' }).click();
      await expect(page).toHaveURL(/estado=firmaPendiente/);
      await showFigures(page);
      await expect(figure(page, 'Pendientes de firma')).toHaveAttribute('aria-pressed', 'true');
      expect(await countOf(page, 'Pendientes de firma')).toBe(pendingCount);
      await expect.poll(async () => (await boardNames(page)).length).toBe(pendingCount);

      // The filter survives opening a client and coming back.
      const first = (await boardNames(page))[0] ?? '';
      await page.getByRole('link', { name: `Editar ${first}` }).click();
      await expect(page).toHaveURL(/editarclienteempresa/);
      await page.goBack();
      await showFigures(page);
      await expect(figure(page, 'Pendientes de firma')).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await boardNames(page)).length).toBe(pendingCount);
      await figure(page, 'Pendientes de firma').click();

      // "panaderia" finds "Panadería"; the town finds its clients.
      await page.getByLabel('Buscar').fill('panaderia');
      await expect.poll(() => boardNames(page)).toEqual(['Panadería La Laguna']);
      await expect(page).toHaveURL(/q=panaderia/);
      await page.getByLabel('Buscar').fill('tacoronte');
      await expect.poll(() => boardNames(page)).toEqual(['Frutas Tacoronte']);

      // A row leads to the client's invoices.
      await page.getByLabel('Buscar').fill('panaderia');
      await expect.poll(() => boardNames(page)).toEqual(['Panadería La Laguna']);
      await page.getByRole('link', { name: 'Facturas de Panadería La Laguna' }).click();
      await expect(page).toHaveURL(/facturaciongestoria\?cliente=B38567897/);
      await expect(page.getByLabel('Cliente')).toHaveValue('B38567897');
      await expect(page.getByText(/^\d+ facturas?$/).first()).toBeVisible();
    });
  });
}

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`staff read the client board across agencies at ${width} px, narrowed by state and by agency`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await loginAs(page, 'superadmin');
    await page.goto('/clientesadmin');
    await expect(page.getByRole('heading', { name: 'Tablero de clientes' })).toBeVisible();
    await expect(page.locator('main [data-client-name]').first()).toBeVisible();
    // Clients of several agencies, each saying whose it is.
    await expect(page.getByText('Asesoría Teide').first()).toBeVisible();
    await expect(page.getByText('Gestoría Atlántica').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`staff-board-${width}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page, width);

    // One agency's clients, as the agency's own board shows them.
    await page.getByRole('combobox', { name: 'Gestoría' }).fill('Atlántica');
    await page.getByRole('option', { name: 'Gestoría Atlántica' }).click();
    await expect(page).toHaveURL(/gestoria=\d+/);
    await showFigures(page);
    const returned = page.getByRole('button', { name: 'Recibo devuelto', exact: true });
    await returned.click();
    await expect(returned).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/estado=reciboDevuelto/);
    await expect.poll(() => boardNames(page), { timeout: 30_000 }).toEqual(['Panadería La Laguna']);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByRole('button', { name: 'Alta por SMS sin firmar', exact: true }).click();
    await expect.poll(() => boardNames(page), { timeout: 30_000 }).toEqual(sorted(SMS_SIGN_UPS));
  });
}
