import type { Page } from '@playwright/test';
import { seriousViolations } from './accessibility';
import { downloadFrom } from './downloads';
import { expect, loginAs, test, toast } from './fixtures';
import { pdfText } from './pdf-text';

const PURPOSE = 'Vender pan, bollería y tartas por encargo y en la tienda de la calle Herradores.';

/** The client's data protection pack, as the company downloads it from its home. */
async function downloadPack(page: Page) {
  await page.goto('/inicioempresa');
  const card = page.locator('.mantine-Card-root', { hasText: 'Protección de datos (LOPDGDD)' });
  const download = await downloadFrom(page, () => card.getByRole('button', { name: 'Descargar' }).click());
  expect(download.suggestedFilename()).toBe('plantilla_lopd.pdf');
  return pdfText(download);
}

test('a gestoría reviews the proposed register of a client, edits an activity, confirms it, and the client gets a pack with the edit', async ({
  page,
}, testInfo) => {
  // Nobody has reviewed the bakery's register: its pack is a draft.
  await loginAs(page, 'company');
  expect(await downloadPack(page)).toContain('BORRADOR PENDIENTE DE REVISIÓN');

  await loginAs(page, 'agency');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/perfilcumplimientoempresa?cifNif=B38567897');
  await page.getByRole('link', { name: 'Registro de actividades de tratamiento' }).click();
  await expect(page).toHaveURL('/registroactividadesempresa?cifNif=B38567897');
  await expect(page.getByText('Propuesta sin revisar')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('register-proposal-1280.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The gestoría writes what the bakery really does, and declares the online shop's host in the United States
  // without its guarantee first: the register refuses to be confirmed and says what to answer.
  const clients = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Clientes' }) });
  await clients.getByRole('button', { name: 'Revisar' }).click();
  const editor = page.getByRole('dialog', { name: 'Revisar «Clientes»' });
  await editor.getByLabel('Finalidad').fill(PURPOSE);
  await editor.getByRole('button', { name: 'Añadir transferencia internacional' }).click();
  await editor.getByLabel('Destinatario fuera del EEE').fill('Tienda Online Inc.');
  await editor.getByLabel('País').fill('Estados Unidos');
  await editor.getByRole('button', { name: 'Guardar actividad' }).click();
  await expect(toast(page, 'Actividad guardada')).toBeVisible();
  await expect(page.getByText('Cambios sin confirmar', { exact: true })).toBeVisible();
  await expect(page.getByText('«Clientes» comunica datos a Tienda Online Inc. (Estados Unidos)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar registro' })).toBeDisabled();

  await clients.getByRole('button', { name: 'Revisar' }).click();
  await editor.getByRole('combobox', { name: 'Garantía (capítulo V RGPD)' }).click();
  await page.getByRole('option', { name: /Marco de Privacidad de Datos UE-EE. UU./ }).click();
  await editor.getByRole('button', { name: 'Guardar actividad' }).click();
  await expect(page.getByText('Antes de confirmar, conteste:')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('register-edited-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirmar registro' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar el registro de actividades' })
    .getByRole('button', { name: 'Confirmar registro' })
    .click();
  await expect(toast(page, 'Registro confirmado')).toBeVisible();
  await expect(page.getByText('Elena Rodríguez Afonso (gestoría) confirmó la versión 2')).toBeVisible();

  // The client's pack is issued from the confirmed register and states the edit.
  await loginAs(page, 'company');
  const pack = await downloadPack(page);
  expect(pack).not.toContain('BORRADOR');
  expect(pack).toContain(PURPOSE);
  expect(pack).toContain('A Tienda Online Inc. (Estados Unidos): marco de Privacidad de Datos UE-EE. UU.');
  expect(pack).toContain('revisada por Elena Rodríguez Afonso (gestoría)');
});
