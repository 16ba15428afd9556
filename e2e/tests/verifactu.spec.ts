import { downloadFrom, textOf } from './downloads';
import { expect, loginAs, test, toast } from './fixtures';
import { pdfTextOf } from './pdf-text';
import { qrCodeOfPdf } from './qr-code';
import { worldPorts } from './world-ports';

/** This worker's stand-in AEAT (start-server.mjs): how long it takes to answer. */
const slowAeat = (delayMs: number) =>
  fetch(`http://127.0.0.1:${worldPorts(test.info().parallelIndex).aeatControl}/control`, {
    method: 'POST',
    body: JSON.stringify({ delayMs }),
  }).then((response) => expect(response.status).toBe(204));

test.afterEach(async () => {
  await slowAeat(0);
});

test('an invoice issued by staff gets its record sent to the AEAT: pending, then accepted with its CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The AEAT answers slowly here, so the record is seen waiting before it is seen accepted.
  await slowAeat(6000);
  await loginAs(page, 'superadmin');
  await page.goto('/facturacionsuperadmin');
  const table = page.getByRole('table', { name: 'Facturas' });
  const row = table.getByRole('row', { name: /Librería Vegueta/ });
  await row.getByRole('button', { name: /^Rectificar la factura/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Emitir factura rectificativa' });
  await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
  await expect(dialog.getByText('Indique la causa de la rectificación.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Causa de la rectificación' }).click();
  await page.getByRole('option', { name: /^R1 · / }).click();
  await dialog
    .getByLabel('Motivo de la rectificación')
    .fill('El servicio quedó sin efecto por resolución del contrato');
  await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
  const issued = toast(page, /Factura rectificativa R\d{4}-\d{6} emitida\./);
  await expect(issued).toBeVisible();
  const numero = /R\d{4}-\d{6}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';

  await page.getByRole('link', { name: 'Verifactu', exact: true }).click();
  await expect(page).toHaveURL('/verifactu');
  await page.getByLabel('Número de factura').fill(numero);
  await page.getByRole('combobox', { name: 'Registros' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  const records = page.getByRole('table', { name: 'Registros de facturación' });
  const record = records.getByRole('row', { name: new RegExp(numero) });
  await expect(record).toContainText('Pendiente de envío');
  await expect(record).toContainText('Aceptada por la AEAT', { timeout: 30_000 });
  await expect(record.getByText(/^A[0-9A-F]{15}$/)).toBeVisible();
  await expect(record).toContainText('Sin errores');

  const xml = await textOf(
    await downloadFrom(page, () => record.getByRole('button', { name: /^Descargar el XML del registro/ }).click()),
  );
  expect(xml).toContain('<sf:RegistroAlta xmlns:sf=');
  expect(xml).toContain(`<sf:NumSerieFactura>${numero}</sf:NumSerieFactura>`);
  expect(xml).toContain('<sf:TipoFactura>R1</sf:TipoFactura>');
  expect(xml).toContain('<sf:TipoRectificativa>I</sf:TipoRectificativa>');

  // The rectifying invoice's PDF says it is verifiable and its QR code leads to the AEAT's ValidarQR service.
  await page.goto('/facturacionsuperadmin');
  const pdf = await downloadFrom(page, () =>
    table.getByRole('button', { name: `Descargar PDF de la factura ${numero}` }).click(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of await pdf.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(await pdfTextOf(bytes)).toContain('Factura verificable en la sede electrónica de la AEAT');
  const qr = new URL(qrCodeOfPdf(bytes) ?? 'about:blank');
  expect(`${qr.origin}${qr.pathname}`).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR');
  const today = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');
  expect(Object.fromEntries(qr.searchParams)).toEqual({
    nif: 'B38990016',
    numserie: numero,
    fecha: today,
    importe: '-224.70',
  });
});
