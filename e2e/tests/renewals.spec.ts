import type { Page } from '@playwright/test';
import { expect, loginAs, test, toast } from './fixtures';

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('the superadmin finds a renewal, changes a service and a price, and approves it', async ({ page }) => {
  await loginAs(page, 'superadmin');
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  await expect(page).toHaveURL('/renovacionesadmin');
  const table = page.getByRole('table', { name: 'Renovaciones' });
  // Default filters: pending, 18 days, this month's renewal dates; the one at exactly 18 days comes first.
  await expect(table.getByRole('row').nth(1)).toContainText('Prioritaria');

  await page.getByLabel('Nombre comercial').fill('Hotel Playa');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: /Gestionar la renovación de Hotel Playa/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestionar Renovación' });
  await expect(dialog).toContainText('B38901237');
  const digital = dialog.getByRole('checkbox', { name: 'Desconexión Digital' });
  await expect(digital).toBeChecked();
  await digital.click();
  await expect(digital).not.toBeChecked();
  await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
  await dialog.getByLabel('LOPDGDD (€ sin impuestos)').fill('95');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(0);

  await chooseStatus(page, 'Aceptadas');
  const row = table.getByRole('row', { name: /Hotel Playa Amadores/ });
  await expect(row).toContainText('Aceptada');
  await row.getByRole('button', { name: /Gestionar/ }).click();
  await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
  await expect(dialog.getByLabel('LOPDGDD (€ sin impuestos)')).toHaveValue('95');
  await expect(dialog.getByRole('tab', { name: 'Servicios' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Servicios' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Desconexión Digital' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // The company detail's renewal panel: cancel the approval, approve again, then a new renewal.
  await table.getByRole('link', { name: 'Hotel Playa Amadores S.L.' }).click();
  await expect(page).toHaveURL(/\/fichaempresa\?id=\d+/);
  const panel = page.getByRole('region', { name: 'Renovación Activa' });
  await expect(panel).toContainText('Activa');
  await panel.getByRole('button', { name: 'Cancelar Renovación' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar Renovación' })
    .getByRole('button', { name: 'Sí, retirar la aprobación' })
    .click();
  await expect(panel).toContainText('Pendiente');
  await panel.getByRole('button', { name: 'Aprobar Renovación' }).click();
  await page.getByRole('dialog', { name: 'Aprobar Renovación' }).getByRole('button', { name: 'Sí, aprobar' }).click();
  await expect(panel.getByRole('button', { name: 'Cancelar Renovación' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva renovación' }).click();
  const form = page.getByRole('region', { name: 'Nueva renovación' });
  // It starts from the running renewal's tools (the disconnection policy was taken out above), not from data
  // protection alone.
  await expect(form.getByRole('checkbox', { name: 'LOPDGDD' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Acoso laboral' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Desconexión digital' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'LOPDGDD' }).uncheck();
  await form.getByRole('checkbox', { name: 'Acoso laboral' }).uncheck();
  await form.getByRole('button', { name: 'Crear renovación' }).click();
  await expect(page.getByRole('dialog')).toContainText('Debe seleccionar al menos una tool');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await form.getByRole('checkbox', { name: 'Acoso laboral' }).check();
  await form.getByRole('tab', { name: 'Precios de Productos' }).click();
  // A blank price is refused, never sent as 0 EUR.
  await form.getByLabel('Acoso laboral (€ sin impuestos)').fill('');
  await form.getByRole('button', { name: 'Crear renovación' }).click();
  await expect(page.getByRole('dialog')).toContainText('Todos los productos deben tener un precio válido');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await form.getByLabel('Acoso laboral (€ sin impuestos)').fill('80');
  await form.getByRole('button', { name: 'Crear renovación' }).click();
  // Replacing the running renewal asks first.
  const replace = page.getByRole('dialog', { name: 'Sustituir la renovación actual' });
  await expect(replace).toContainText('se cerrará y quedará en el historial');
  await replace.getByRole('button', { name: 'Sí, sustituir' }).click();
  await expect(toast(page, /^Renovación creada del \d{2}\/\d{2}\/\d{4} al/)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(panel).toContainText('Acoso laboral: 80,00 €');
  await expect(page.getByRole('region', { name: 'Historial de Renovaciones' }).getByRole('row')).toHaveCount(3);
});

test("the worker approves a renewal ending soon; its agency sees it accepted, passes on its client's no and reads its own clients' invoices", async ({
  page,
}, testInfo) => {
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  await expect(page).toHaveURL('/worker-renovaciones');
  await page.getByLabel('CIF/NIF').fill('B38567897');
  const table = page.getByRole('table', { name: 'Renovaciones' });
  const row = table.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: /Gestionar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestionar Renovación' });
  // Ending a client's renewal asks first, and says the client will be told.
  await dialog.getByRole('button', { name: 'Deshabilitar' }).click();
  const disable = page.getByRole('dialog', { name: 'Deshabilitar Renovación' });
  await expect(disable).toContainText('la empresa recibirá un correo');
  await disable.getByRole('button', { name: 'Volver' }).click();
  await expect(disable).toBeHidden();
  await dialog.getByRole('checkbox', { name: 'Acoso Laboral' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Acoso Laboral' })).not.toBeChecked();
  await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
  await dialog.getByLabel('Desconexión digital (€ sin impuestos)').fill('70');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Renovación de Panadería La Laguna aprobada con los precios indicados.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await chooseStatus(page, 'Aceptadas');
  await expect(table.getByRole('row', { name: /Panadería La Laguna/ })).toContainText('Aceptada');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await loginAs(page, 'agency');
  await page.getByRole('link', { name: 'Renovaciones', exact: true }).click();
  await page.getByLabel('Nombre empresa').fill('Panadería');
  const agencyRow = page.getByRole('row', { name: /Panadería La Laguna/ });
  await expect(agencyRow).toContainText('Aceptada');
  await expect(agencyRow).toContainText('Desconexión digital 70,00');

  // The client tells its agency it does not want to renew: the agency passes it on, after one question.
  await agencyRow.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de Renovación' });
  await expect(detail).toContainText('Panadería La Laguna S.L.');
  await expect(detail).toContainText('Gestoría Atlántica');
  await expect(detail).toContainText('Cumplia ha aprobado la renovación');
  await detail.getByRole('button', { name: 'El cliente no renueva' }).click();
  const question = page.getByRole('dialog', { name: 'El cliente no renueva' });
  await expect(question).toContainText('no se emitirá factura de renovación');
  await page.screenshot({ path: testInfo.outputPath('agency-renewal-opt-out.png') });
  await question.getByRole('button', { name: 'Sí, no renovar' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'no se renovará' })).toBeVisible();
  await expect(detail).toContainText('No se renueva: los servicios terminan el');
  await expect(detail.getByRole('button', { name: 'El cliente no renueva' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(agencyRow).toContainText('Deshabilitada');

  // Its billing: only the invoices of its own clients, each with its PDF.
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Facturación' })).toBeVisible();
  const invoice = page.getByRole('row', { name: /Panadería La Laguna/ }).first();
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('row', { name: /Hotel Playa Amadores/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Coop. Agrícola del Valle/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: /Descargar PDF de la factura/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
});
