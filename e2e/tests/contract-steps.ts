import type { Browser, Page } from '@playwright/test';
import { expect, loginAs, toast } from './fixtures';
import { onThisServer, readLatestSms } from './outbox';

/** On an open signing page: asks for the code, reads it from the SMS the phone received, types it and signs. */
export async function signWithSmsCode(signing: Page, browser: Browser, phone: string) {
  await signing.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(signing.getByRole('status')).toContainText('SMS con el código');
  let code = '';
  await expect
    .poll(async () => {
      code = /código de firma es (\d{6})/.exec(await readLatestSms(browser, phone))?.[1] ?? '';
      return code ? 'received' : 'waiting for the code SMS';
    })
    .toBe('received');
  await signing.getByRole('textbox').first().click();
  await signing.keyboard.type(code);
  await signing.getByRole('button', { name: 'Firmar' }).click();
  await expect(signing.getByText('Firma completada')).toBeVisible();
}

/**
 * The representative's part: opens the signing link of the SMS the test SMSC received for the company phone,
 * checks the contract is there, asks for the code (a new SMS), types it and signs.
 */
export async function signFromSms(
  browser: Browser,
  baseURL: string | undefined,
  phone: string,
  company: string,
  options: { claimedBy?: string } = {},
) {
  const sms = await readLatestSms(browser, phone);
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(sms)?.[0];
  expect(link).toBeTruthy();
  const signing = await browser.newPage();
  try {
    await signing.goto(onThisServer(link ?? '', baseURL));
    await expect(signing.getByRole('heading', { name: company })).toBeVisible();
    if (options.claimedBy) {
      // An agency's registration: the page says which agency the signature confirms.
      await expect(signing.getByText(`${options.claimedBy} ha dado de alta a su empresa en Cumplia.`)).toBeVisible();
      await signing.setViewportSize({ width: 390, height: 900 });
    }
    const contract = signing.getByRole('link', { name: 'Contrato de LOPDGDD' });
    await expect(contract).toBeVisible();
    const pdf = await signing.request.get(`${baseURL}${await contract.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await signWithSmsCode(signing, browser, phone);
    await expect(signing.getByRole('link', { name: 'Contrato de LOPDGDD (firmado)' })).toBeVisible();
  } finally {
    await signing.close();
  }
}

/** The superadmin verifies the company from 'Nuevas empresas' on its home. */
export async function verifyAsSuperadmin(page: Page, company: string) {
  await loginAs(page, 'superadmin');
  const newCompanies = page.getByRole('region', { name: 'Nuevas empresas' });
  const verifyButton = newCompanies.getByRole('button', { name: `Verificar ${company}` });
  // Newest first: companies created by earlier tests of the spec may come before it, so page on until it shows up.
  await expect(newCompanies.getByRole('table')).toBeVisible();
  for (let shown = 1; shown <= 10 && !(await verifyButton.isVisible()); shown += 1) {
    await newCompanies.getByRole('button', { name: 'Siguiente' }).click();
    await expect(newCompanies.getByText(`Página ${shown + 1} de`)).toBeVisible();
    await expect(newCompanies.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await verifyButton.click();
  await expect(toast(page, `${company} ha quedado verificada.`)).toBeVisible();
  await expect(verifyButton).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/acceso');
}
