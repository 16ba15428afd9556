import { expect, loginAs, test, toast } from './fixtures';
import { onThisServer, readLatestSms } from './outbox';

test('a company staff registered for Rosa joins her login only when she accepts it in her area', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'company');
  const invitation = page.getByTestId('login-invitation');
  await expect(invitation).toContainText('Dulcería Martín Febles S.L. le indica como su administrador');
  await expect(invitation).toContainText('B38201109');
  await expect(invitation).toContainText('la dio de alta el personal de Cumplia');
  // Not in her account yet: the switcher offers only her two companies.
  const switcher = page.getByRole('combobox', { name: 'Empresa' });
  await switcher.click();
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('login-invitation-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await invitation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('login-invitation-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  await invitation.getByRole('button', { name: 'Aceptar la empresa' }).click();
  await expect(toast(page, /Empresa añadida a su cuenta/)).toBeVisible();
  await expect(invitation).toHaveCount(0);
  await switcher.click();
  await expect(page.getByRole('option', { name: 'Dulcería Martín Febles S.L. · B38201109' })).toBeVisible();
});

test('staff compare two registrations of one NIF/CIF side by side and verify the one that is the company', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'superadmin');
  const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
  const dispute = newCompanies.getByRole('button', { name: 'Comparar las altas con el NIF/CIF A38789012' }).first();
  await expect(dispute).toContainText('En disputa: 1 alta más');
  await dispute.click();
  const dialog = page.getByRole('dialog', { name: 'Altas con el NIF/CIF A38789012' });
  await expect(dialog.getByRole('columnheader', { name: /Construcciones Teno S.A./ })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: /Construcciones y Reformas Teno S.A./ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Dada de alta por/ })).toContainText('La propia empresa, en la web');
  await expect(dialog.getByRole('row', { name: /Dada de alta por/ })).toContainText('La gestoría «Gestoría Atlántica»');
  await page.screenshot({ path: testInfo.outputPath('nif-dispute-1366.png'), animations: 'disabled' });

  await dialog.getByRole('button', { name: /^Verificar Construcciones Teno S\.A\./ }).click();
  await expect(toast(page, 'Construcciones Teno S.A. ha quedado verificada.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The web registration was withdrawn with the verification: no dispute is left.
  await expect(newCompanies.getByRole('button', { name: /Comparar las altas con el NIF\/CIF A38789012/ })).toHaveCount(
    0,
  );
});

test("a phone the agency enters is the company's only once confirmed from the phone it vouched for", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await loginAs(page, 'agency');
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  const company = await (await page.request.get('/cumplia-core/gestorias/empresas/B38567897', { headers })).json();
  const edited = await page.request.put('/cumplia-core/gestorias/my/empresas/B38567897', {
    headers,
    data: { ...company, telefono: '+34699111222' },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // The confirmation goes to the phone the bakery signed on, never to the one its agency typed.
  const sms = await readLatestSms(browser, '+34612345678', /confirmar-contacto/);
  expect(sms).toContain('indica que el teléfono de Panaderia La Laguna S.L. es ahora +34 *** *** 222');
  const link = /https?:\/\/\S+\/confirmar-contacto\/[\w-]+/.exec(sms)?.[0] ?? '';
  const confirmation = await browser.newPage();
  await confirmation.goto(onThisServer(link, baseURL));
  await expect(confirmation.getByRole('heading', { name: 'Confirmar el teléfono de su empresa' })).toBeVisible();
  await expect(confirmation.getByText('+34 ••• ••• 222')).toBeVisible();
  await confirmation.screenshot({ path: testInfo.outputPath('contact-confirmation-1366.png') });
  await confirmation.getByRole('button', { name: 'Sí, es correcto' }).click();
  await expect(confirmation.getByRole('status')).toContainText('Teléfono confirmado');
  await confirmation.screenshot({ path: testInfo.outputPath('contact-confirmed-1366.png') });
  await confirmation.close();
});
