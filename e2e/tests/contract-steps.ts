import type { Browser, Page } from '@playwright/test';
import { expect, loginAs, toast } from './fixtures';
import { onThisServer, readLatestSms } from './outbox';

/** The representative on file a signer names on the signing page. */
export type Signer = { nombre: string; nif: string };

/** Step 1 of a signing page: opens each document in its tab, as a reader does, until the page marks it opened. */
export async function openEachDocument(signing: Page) {
  const documents = signing.getByRole('region', { name: '1. Abra y lea cada documento' }).getByRole('listitem');
  await expect(documents.first()).toBeVisible();
  for (const document of await documents.all()) {
    const [tab] = await Promise.all([signing.waitForEvent('popup'), document.getByRole('link').click()]);
    await expect(document.getByText('Abierto', { exact: true })).toBeVisible();
    await tab.close();
  }
}

/** Step 2 up to the code: names the signer and ticks the consent; returns the button that asks for the code. */
export async function identify(signing: Page, signer: Signer) {
  const identity = signing.getByRole('region', { name: '2. Identifíquese y acepte' });
  await identity.getByLabel('Nombre y apellidos del representante').fill(signer.nombre);
  await identity.getByLabel('NIF o NIE').fill(signer.nif);
  await identity.getByRole('checkbox').check();
  return identity.getByRole('button', { name: 'Enviar código por SMS' });
}

/** Steps 2 and 3: names the signer, ticks the consent, asks for the code, reads the SMS, types the code and signs. */
export async function identifyAndSign(signing: Page, browser: Browser, phone: string, signer: Signer) {
  await (await identify(signing, signer)).click();
  await expect(signing.getByRole('status')).toContainText('SMS con el código');
  await typeCodeAndSign(signing, browser, phone);
}

/** Step 3, once the code was asked for: reads the code the phone received, types it and signs. */
export async function typeCodeAndSign(signing: Page, browser: Browser, phone: string) {
  let code = '';
  await expect
    .poll(async () => {
      code = /codigo (\d{6}) para firmar/.exec(await readLatestSms(browser, phone))?.[1] ?? '';
      return code ? 'received' : 'waiting for the code SMS';
    })
    .toBe('received');
  const codeStep = signing.getByRole('region', { name: '3. Firme con el código' });
  await codeStep.getByRole('textbox').first().click();
  await signing.keyboard.type(code);
  await codeStep.getByRole('button', { name: 'Firmar' }).click();
}

/** On an open signing page: opens each document, then signs as `signer` with the code the phone receives. */
export async function signWithSmsCode(signing: Page, browser: Browser, phone: string, signer: Signer) {
  await openEachDocument(signing);
  await identifyAndSign(signing, browser, phone, signer);
  await expect(signing.getByText('Firma completada')).toBeVisible();
}

/**
 * The representative's part: opens the signing link of the SMS the test SMSC received for the company phone,
 * checks the contract is there, opens each document, names the representative, asks for the code (a new SMS),
 * types it and signs.
 */
export async function signFromSms(
  browser: Browser,
  baseURL: string | undefined,
  phone: string,
  company: string,
  signer: Signer,
) {
  const sms = await readLatestSms(browser, phone);
  const link = /https?:\/\/\S+\/firma\/[\w-]+/.exec(sms)?.[0];
  expect(link).toBeTruthy();
  const signing = await browser.newPage();
  try {
    await signing.goto(onThisServer(link ?? '', baseURL));
    await expect(signing.getByRole('heading', { name: company })).toBeVisible();
    const contract = signing.getByRole('link', { name: 'Contrato de LOPDGDD' });
    await expect(contract).toBeVisible();
    const pdf = await signing.request.get(`${baseURL}${await contract.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await signWithSmsCode(signing, browser, phone, signer);
    // Once signed the link shows no personal data and no document.
    await expect(signing.getByRole('link', { name: 'Contrato de LOPDGDD' })).toHaveCount(0);
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
