import type { Page } from '@playwright/test';
import { expect, loginAs, madridDate, test } from './fixtures';
import { pdfText } from './pdf-text';

/** Finds the company's invoice in the worker's billing page and returns the text of its PDF. */
async function invoicePdfOf(page: Page, nifCif: string, razonSocial: RegExp) {
  await page.getByLabel('Fecha inicio', { exact: true }).fill(madridDate(-400));
  await page.getByLabel('NIF/CIF').fill(nifCif);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('table', { name: 'Facturas' }).getByRole('row', { name: razonSocial }).first();
  await expect(row).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /Descargar PDF de la factura/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
  return pdfText(download);
}

const euros = (text: string, label: string) => {
  const match = new RegExp(`${label} ([\\d.]+,\\d{2}) €`).exec(text);
  if (!match?.[1]) throw new Error(`no "${label}" amount in the invoice`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
};

test('the Canarian provider invoices a Canarian client with IGIC 7 % and a peninsular one without, saying why', async ({
  page,
}) => {
  await loginAs(page, 'worker');
  await page.getByRole('link', { name: 'Facturación', exact: true }).click();

  // Panadería La Laguna (38201): IGIC 7 % on every line, the town on the address.
  const canarian = await invoicePdfOf(page, 'B38567897', /Panadería La Laguna/);
  expect(canarian).toContain('Calle Herradores 18 38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)');
  expect(canarian).toContain('Base imponible IGIC Cuota IGIC Importe');
  expect(canarian).toContain('Alta anual del protocolo de LOPDGDD 100,00 € 7 % 7,00 € 107,00 €');
  expect(canarian).toContain('Base imponible 250,00 € IGIC (7 %) 17,50 € Total factura 267,50 €');
  expect(canarian).not.toContain('IVA');
  expect(canarian).not.toContain('no sujeta');

  // Academia de Idiomas Atlántida, in Madrid (28009): not subject to IGIC, the client self-assesses IVA.
  const peninsular = await invoicePdfOf(page, 'B38556676', /Academia de Idiomas Atlántida/);
  expect(peninsular).toContain('Calle de Alcalá 120 28009 Madrid');
  expect(peninsular).toContain('No sujeta');
  expect(peninsular).toContain('IGIC (no sujeta) 0,00 €');
  expect(peninsular).toContain(
    'Operación no sujeta al IGIC por reglas de localización: servicio prestado a un empresario no establecido en Canarias (art. 17.Uno.1.º de la Ley 20/1991).',
  );
  expect(peninsular).toContain(
    'Inversión del sujeto pasivo: el IVA lo declara el destinatario (arts. 69.Uno.1.º y 84.Uno.2.º a) de la Ley 37/1992).',
  );
  const base = euros(peninsular, 'Base imponible');
  expect(base).toBeGreaterThan(0);
  expect(euros(peninsular, 'Total factura')).toBe(base);
  expect(peninsular).not.toContain('7 %');
});
