import { seriousViolations } from './accessibility';
import { identifyAndSign, openEachDocument } from './contract-steps';
import { expect, loginAs, test, toast } from './fixtures';
import { onThisServer, readLatestEmailWithAttachments, readLatestMessage, readLatestSms } from './outbox';
import { pdfTextOf } from './pdf-text';

/** An Excel CSV saved on Windows (Windows-1252: 'Teléfono' in the header), two good lines and two bad ones. */
const CSV = Buffer.concat([
  Buffer.from('NIF;Tel', 'latin1'),
  Buffer.from([0xe9]),
  Buffer.from(
    'fono\r\nB38771002;622 100 201\r\nB38771010;622100202\r\nB00000000;622100203\r\nB38771028;12345\r\n',
    'latin1',
  ),
]);
const EMAIL = 'administracion@ferreteriaguimar.example';

test('a CSV line becomes a signed, invoiced client: SMS link, onboarding on a phone, one code, e-mails', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await loginAs(page, 'agency');
  await page.getByRole('link', { name: 'Alta masiva' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'altas-enero.csv', mimeType: 'text/csv', buffer: CSV });
  await page.getByRole('button', { name: 'Subir' }).click();
  await page.getByRole('dialog', { name: '¡Éxito!' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.goto('/altamasiva');
  const file = page.getByRole('row', { name: /altas-enero\.csv/ });
  await expect(file).toContainText('Procesado');

  // 'Descargar CSV' gives back the very bytes uploaded, in their encoding.
  const [original] = await Promise.all([
    page.waitForEvent('download'),
    file.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await original.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(CSV)).toBe(true);

  // Each valid line's SMS reaches its handset at the test SMSC, with a personal link.
  const links: string[] = [];
  for (const phone of ['+34622100201', '+34622100202']) {
    const sms = await readLatestSms(browser, phone);
    expect(sms).toMatch(/^Cumplia: Gestoria Atlantica ha dado de alta a su empresa\. Complete sus datos/);
    links.push(/https?:\/\/\S+\/alta\/[\w-]+/.exec(sms)?.[0] ?? '');
  }

  // The first client, on its phone.
  const handset = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await handset.newPage();
  await mobile.goto(onThisServer(links[0] ?? '', baseURL));
  await expect(mobile.getByRole('heading', { name: 'Alta en Cumplia' })).toBeVisible();
  await mobile.getByRole('button', { name: 'Rechazar' }).click();
  await expect(mobile.getByText('Gestoría Atlántica ha dado de alta a su empresa (B38771002)')).toBeVisible();
  await mobile.getByLabel('Razón social').fill('Ferretería Güímar S.L.');
  await mobile.getByLabel(/^Persona administradora/).fill('Nayra Hernández Castro');
  await mobile.getByLabel('NIF de la persona administradora').fill('43981256N');
  await mobile.getByLabel('Correo electrónico').fill(EMAIL);
  // Saved as it goes: closing the page loses nothing.
  await expect(mobile.getByText('Borrador guardado')).toBeVisible();
  await mobile.reload();
  await expect(mobile.getByLabel('Razón social')).toHaveValue('Ferretería Güímar S.L.');
  await expect(mobile.getByLabel('Correo electrónico')).toHaveValue(EMAIL);

  await mobile.getByLabel('Dirección').fill('Calle Real 21');
  await mobile.getByLabel('Código postal').fill('38500');
  await mobile.getByLabel('Localidad').fill('Güímar');
  await mobile.getByLabel('Provincia').fill('Santa Cruz de Tenerife');
  // A shop owner rarely knows the CNAE: the field finds it by the activity's words.
  await mobile.getByRole('combobox', { name: 'CNAE' }).fill('ferreter');
  await mobile.getByRole('option', { name: /^4752 · Comercio al por menor de ferretería/ }).click();
  await expect(mobile.getByRole('combobox', { name: 'CNAE' })).toHaveValue('4752');
  await mobile.getByLabel('Actividad').fill('Comercio de ferretería');
  await mobile.getByLabel('Personas trabajadoras').fill('4');
  await mobile.getByRole('checkbox', { name: 'LOPDGDD' }).check();
  // The IBAN is checked as it is typed.
  const iban = mobile.getByLabel('IBAN de la cuenta de cargo');
  await iban.fill('ES76 2077 0024 0031 0257 5767');
  await expect(mobile.getByText('IBAN no válido')).toBeVisible();
  await iban.fill('ES76 2077 0024 0031 0257 5766');
  await expect(mobile.getByText('IBAN válido')).toBeVisible();
  await mobile.getByRole('checkbox', { name: /Confirmo que Gestoría Atlántica es mi gestoría/ }).check();
  await expect(mobile.getByTestId('total-anual')).not.toHaveText('0,00 €');
  await mobile.screenshot({ path: testInfo.outputPath('onboarding-390.png'), fullPage: true });
  expect(await seriousViolations(mobile)).toEqual([]);
  await mobile.setViewportSize({ width: 1366, height: 900 });
  await mobile.screenshot({ path: testInfo.outputPath('onboarding-1366.png'), fullPage: true });
  await mobile.setViewportSize({ width: 390, height: 844 });

  await mobile.getByRole('button', { name: 'Leer y firmar los contratos' }).click();
  await expect(mobile.getByRole('heading', { name: 'Lea y firme sus contratos' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Contrato de LOPDGDD' })).toBeVisible();

  // Meanwhile the agency fills in what the data-protection protocol needs, so it travels with the e-mail.
  await page.goto('/perfilcumplimientoempresa?cifNif=B38771002');
  await page.getByRole('button', { name: 'Añadir encargado' }).click();
  await page.getByLabel('Nombre o razón social').fill('Gestoría Atlántica S.L.');
  // A shop (CNAE 4752) is offered video surveillance: the protocol then says where the cameras are.
  await page.getByLabel(/^Ubicación de las cámaras/).fill('Entrada y zona de caja');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado (versión 1).')).toBeVisible();

  await openEachDocument(mobile);
  await identifyAndSign(mobile, browser, '+34622100201', { nombre: 'Nayra Hernández Castro', nif: '43981256N' });
  await expect(mobile.getByText('¡Bienvenida a Cumplia!')).toBeVisible();
  await mobile.screenshot({ path: testInfo.outputPath('onboarding-signed-390.png'), fullPage: true });
  await handset.close();

  // The e-mail carries the signed contract, the invoice and the leaflet; the data protection pack waits for its
  // register of activities to be reviewed, and the e-mail says so. The login comes apart.
  const mail = await readLatestEmailWithAttachments(browser, EMAIL, 'Contratos firmados en Cumplia');
  expect(mail.text).toContain('guía de bienvenida');
  expect(mail.text).toContain('usted o su gestoría deben revisarlo y confirmarlo en su área de cliente');
  const names = mail.attachments.map((attachment) => attachment.fileName).toSorted();
  expect(names).toEqual([
    expect.stringMatching(/^Factura_F\d{4}-\d{6}\.pdf$/),
    'bienvenida_cumplia.pdf',
    'contrato_lopd.pdf',
  ]);
  const text = async (name: string | RegExp) =>
    pdfTextOf(mail.attachments.find((attachment) => attachment.fileName.match(name))?.bytes ?? Buffer.alloc(0));
  expect(await text('bienvenida_cumplia.pdf')).toContain('Su protocolo de LOPDGDD: qué debe hacer');
  expect(await text(/^Factura_/)).toContain('Ferretería Güímar S.L.');
  expect(await text('contrato_lopd.pdf')).toContain('Página de evidencias de la firma electrónica');
  expect(await readLatestMessage(browser, EMAIL, /\/verificacion\?/)).toContain('/verificacion?');

  // The agency follows each line: the signed one says so, the other is on its way; bad lines say why.
  await page.goto('/altamasiva');
  await page
    .getByRole('row', { name: /altas-enero\.csv/ })
    .getByRole('button', { name: 'Ver lineas' })
    .click();
  const lines = page.getByRole('dialog', { name: /Líneas de altas-enero/ });
  await expect(lines.getByRole('row', { name: /^2 / })).toContainText('Firmado');
  await expect(lines.getByRole('row', { name: /^3 / })).toContainText(/SMS (enviado|entregado)/);
  await expect(lines.getByRole('row', { name: /^4 / })).toContainText('NIF/CIF inválido.');
  await expect(lines.getByRole('row', { name: /^5 / })).toContainText('Teléfono inválido');
  await page.screenshot({ path: testInfo.outputPath('lines-1366.png') });
  await page.keyboard.press('Escape');

  // In its company list the client is complete, with its tool and its sign-up signed.
  await page.goto('/editarclientelistado');
  await page.getByLabel('Buscar').fill('Ferretería');
  const client = page.getByRole('row', { name: /Ferretería Güímar S\.L\./ });
  await expect(client).toContainText('B38771002');
  await expect(client).toContainText('Datos · firmado');
  await expect(client).toContainText('Firmado');

  // 'Alta' with only a NIF/CIF and a mobile sends the same SMS.
  await page.goto('/altamasiva');
  const invite = page.getByRole('region', { name: 'Invitar una empresa por SMS' });
  await invite.getByLabel('NIF/CIF').fill('B38771036');
  await invite.getByLabel('Móvil').fill('622 100 204');
  await invite.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(toast(page, 'Hemos enviado el SMS de alta a +34622100204.')).toBeVisible();
  expect(await readLatestSms(browser, '+34622100204')).toMatch(/ha dado de alta a su empresa\. .*\/alta\/[\w-]+$/);
  await page.screenshot({ path: testInfo.outputPath('mass-signup-1366.png'), fullPage: true });
});
