import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRequest } from '../../test-support/company-request.js';
import { askForSigningCode, openEveryDocument } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agency: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.factories.agencyUser();
  agency = (await t.loginTokens(user.username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

async function pendingLinkOf(payload: object, phone: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency}` },
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
  const page = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` });
  expect(page.statusCode, page.body).toBe(200);
  return { token, page: page.json() };
}

describe('the signing page never shows the NIF its identity check asks for', () => {
  it("masks a sole trader's NIF, which the signer must type whole", async () => {
    const phone = '+34612400001';
    const { token, page } = await pendingLinkOf(
      companyRequest('44120110S', '44120110S', phone, {
        tipo: 'A',
        razonSocial: 'Otilia Rancel Pérez',
        nombre: 'Otilia Rancel Pérez',
      }),
      phone,
    );
    expect(page.nifCif).toBe('••••••10S');
    expect(JSON.stringify(page)).not.toContain('44120110');
    await openEveryDocument(t, token);
    const copied = await askForSigningCode(t, token, { nombre: 'Otilia Rancel Pérez', nif: page.nifCif });
    expect(copied.statusCode).toBe(409);
    expect(copied.json().code).toBe('SIGNER_IDENTITY_MISMATCH');
    const typed = await askForSigningCode(t, token, { nombre: 'Otilia Rancel Pérez', nif: '44120110S' });
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it("shows a company's CIF whole: the check asks for its representative's DNI, which the page never shows", async () => {
    const phone = '+34612400002';
    const { page } = await pendingLinkOf(companyRequest('B38201117', '44120111Q', phone), phone);
    expect(page.nifCif).toBe('B38201117');
    expect(JSON.stringify(page)).not.toContain('44120111');
  });
});
