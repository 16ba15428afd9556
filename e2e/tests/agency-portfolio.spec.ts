import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { downloadFrom, textOf } from './downloads';
import { expect, expectInView, expectNoSideScroll, loginAs, test } from './fixtures';

// Journeys of a gestoría working its portfolio: on a desktop (home figures, the client board's states, search and
// export, a client's exposure and profile, a login for a client without one) and on a phone (the same board with
// its figures on demand, the uncovered protocols, the billing cards). What each state holds, the sorting and the
// exports are API tests (companies/client-board.test.ts, invoices/agency-invoice-list.test.ts).

// The first demo agency's clients invited by SMS that have not signed: three seeded, one from its demo CSV upload.
const SMS_SIGN_UPS = [
  'Empresa B38770012',
  'Empresa B38770020',
  'Empresa B38770038',
  'Empresa B38770046',
  'Empresa B38990040',
];
const PROFILE_INCOMPLETE = ['Construcciones Teno', 'Frutas Tacoronte', ...SMS_SIGN_UPS];

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

test('on a desktop, an agency follows its figures to the board, narrows, searches and exports its clients, reads an exposure and gives a client its login', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'agency');
  // The CSV line of the demo upload becomes a client once the background processor has run (on a server just
  // started for this spec, maybe after the page first loaded: the page is read again). Until then the figures move.
  await page.goto('/editarclientelistado');
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
  await page.goto('/iniciogestora');
  for (const label of ['Empresas', 'Pendientes de firma', 'Pendientes de verificación', 'Renovaciones por aprobar']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Facturación de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByText(/facturas? · su comisión .*€/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agency-home-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The home's figures are the board's counts, and lead to the board narrowed to those clients.
  const pending = page.getByText('Pendientes de firma', { exact: true }).locator('..');
  const pendingCount = Number(((await pending.locator('p').nth(1).textContent()) ?? '').replace(/\D/g, ''));
  await pending.getByRole('link', { name: 'Ver cuáles' }).click();
  await expect(page).toHaveURL(/estado=firmaPendiente/);
  await expect(figure(page, 'Pendientes de firma')).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf(page, 'Pendientes de firma')).toBe(pendingCount);
  await expect.poll(async () => (await boardNames(page)).length).toBe(pendingCount);

  // The filter survives opening a client and coming back.
  const first = (await boardNames(page))[0] ?? '';
  await page.getByRole('link', { name: `Editar ${first}` }).click();
  await expect(page).toHaveURL(/editarclienteempresa/);
  await page.goBack();
  await expect(figure(page, 'Pendientes de firma')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await boardNames(page)).length).toBe(pendingCount);
  await figure(page, 'Pendientes de firma').click();

  // A state narrows the board to exactly its clients, as counted, and the export holds the same clients.
  await page.screenshot({ path: testInfo.outputPath('board-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page, 1366);
  const incomplete = figure(page, 'Perfil incompleto');
  await incomplete.click();
  await expect(incomplete).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => boardNames(page)).toEqual(sorted(PROFILE_INCOMPLETE));
  expect(await countOf(page, 'Perfil incompleto')).toBe(PROFILE_INCOMPLETE.length);
  await expect(page.getByText(`${PROFILE_INCOMPLETE.length} clientes`)).toBeVisible();
  const csv = await downloadFrom(page, () => page.getByRole('button', { name: 'Exportar CSV' }).click());
  expect(csv.suggestedFilename()).toBe('clientes.csv');
  const lines = (await textOf(csv))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const header = lines[0]?.split(';') ?? [];
  expect(sorted(lines.slice(1).map((line) => line.split(';')[header.indexOf('Empresa')] ?? ''))).toEqual(
    sorted(PROFILE_INCOMPLETE),
  );
  expect(lines.slice(1).every((line) => line.includes(';Sin contratos;') || line.includes('Falta:'))).toBe(true);
  await incomplete.click();
  // Two states narrow to the clients in both.
  await figure(page, 'Alta por SMS sin firmar').click();
  await figure(page, 'SMS no entregado').click();
  await expect.poll(() => boardNames(page)).toEqual(['Empresa B38770038']);
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect.poll(async () => (await boardNames(page)).length).toBeGreaterThan(10);

  // "panaderia" finds "Panadería"; the town finds its clients.
  await page.getByLabel('Buscar').fill('panaderia');
  await expect.poll(() => boardNames(page)).toEqual(['Panadería La Laguna']);
  await expect(page).toHaveURL(/q=panaderia/);
  await page.getByLabel('Buscar').fill('tacoronte');
  await expect.poll(() => boardNames(page)).toEqual(['Frutas Tacoronte']);

  // The bakery's exposure: a protocol its profile calls for is not signed; its profile opens from the row.
  await page.getByLabel('Buscar').fill('panaderia');
  await expect(page.getByRole('columnheader', { name: 'Protocolos y obligaciones' })).toBeVisible();
  const bakery = page.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(bakery).toContainText('sin cubrir');
  await bakery.getByRole('link', { name: 'Perfil de cumplimiento de Panadería La Laguna' }).click();
  await expect(page).toHaveURL(/\/perfilcumplimientoempresa\?cifNif=B38567897/);
  await expect(page.getByText('Panadería La Laguna S.L. · versión')).toBeVisible();
  await expect(page.getByLabel('Centros de trabajo (uno por línea)')).toHaveValue(/Calle Herradores 18/);
  await page.goBack();

  // A row leads to the client's invoices.
  await page.getByRole('link', { name: 'Facturas de Panadería La Laguna' }).click();
  await expect(page).toHaveURL(/facturaciongestoria\?cliente=B38567897/);
  await expect(page.getByLabel('Cliente')).toHaveValue('B38567897');
  await expect(page.getByText(/^\d+ facturas?$/).first()).toBeVisible();

  // A client without a login gets its administrator's, shown rather than typed.
  await page.getByRole('link', { name: 'Empresas sin usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Empresas Sin Usuario' })).toBeVisible();
  await page.getByLabel('Nombre empresa').fill('Talleres');
  await page.getByRole('link', { name: 'Asignar usuario a Talleres Guanche' }).click();
  await expect(page.getByText('B38234563')).toBeVisible();
  await expect(page.getByLabel('NIF del usuario')).toHaveValue('43981256N');
  await expect(page.getByLabel('NIF del usuario')).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('taller@talleresguanche.example');
  await page.getByRole('button', { name: 'Asignar Usuario' }).click();
  await expect(page).toHaveURL('/empresas-sin-usuario');
  await page.getByLabel('Nombre empresa').fill('Talleres');
  await expect(page.getByText('No hay empresas sin usuario disponibles.')).toBeVisible();
});

test('on a phone, an agency opens its figures, finds the clients with a protocol left uncovered and reads its invoices as cards', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'agency');
  await expect(page.getByRole('link', { name: 'Ver cuáles' }).first()).toBeVisible();
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath('agency-home-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/editarclientelistado');
  // On a phone each client is a card, its action at the card's foot, its exposure badge opened with a tap.
  const cards = page.getByRole('list', { name: 'Empresas' }).getByRole('listitem');
  const edit = cards.first().getByRole('link', { name: /^Editar / });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath('board-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await showFigures(page);
  const uncovered = page.getByRole('button', { name: /^Protocolos sin cubrir\s*\d+$/ });
  await uncovered.click();
  await expect(uncovered).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/estado=/);
  await expect(page.getByText('Construcciones Teno')).toBeVisible();
  const badges = page.getByRole('button', { name: /Obligaciones de/ });
  for (const badge of await badges.all()) await expect(badge).toContainText('sin cubrir');
  await page.screenshot({ path: testInfo.outputPath('agency-uncovered-390.png'), fullPage: true });
  await badges.first().click();
  await expect(page.getByText('Le aplican y no las cubre un protocolo firmado:')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/iniciogestora');
  await page.getByRole('link', { name: 'Ver facturación' }).click();
  await expect(page).toHaveURL('/facturaciongestoria');
  await expect(page.getByRole('table')).toHaveCount(0);
  const invoice = page.getByRole('list', { name: 'Facturas' }).getByRole('listitem').first();
  await expectInView([invoice.getByText(/€$/).first(), invoice.getByRole('button', { name: /Descargar PDF/ })], 390);
  await expect(page.getByText(/\d+ facturas/)).toBeVisible();
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: testInfo.outputPath('agency-billing-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
