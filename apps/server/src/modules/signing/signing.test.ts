import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyProducts,
  invoiceLines,
  invoices,
  renewals,
  sepaMandates,
  signatures,
  users,
} from '../../db/schema/index.js';
import { companyRequest } from '../../test-support/company-request.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app.js';
import { hashPassword } from '../auth/password-hasher.js';

let t: TestApp;
let agency: string;

async function linkTokenFor(phone: string) {
  const sms = await t.lastMessageTo(phone);
  const token = /\/firma\/([\w-]+)/.exec(sms?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no signing link in: ${sms?.bodyText}`);
  return token;
}

const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload });

async function requestCode(token: string, phone: string) {
  expect((await post(`/cumplia-core/firma/${token}/codigo`)).statusCode).toBe(200);
  return /(\d{6})/.exec((await t.lastMessageTo(phone))?.bodyText ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  agency = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

const createCompany = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${agency}` },
    payload: body,
  });

describe('built-in e-signature', () => {
  it('sends the link by SMS, shows the contracts, signs with the SMS code and keeps the evidence', async () => {
    expect((await createCompany(companyRequest('B38567897', '43981256N', '+34611000001'))).statusCode).toBe(201);
    const token = await linkTokenFor('+34611000001');
    const described = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
    expect(described).toMatchObject({
      empresa: 'Empresa B38567897 S.L.',
      firmado: false,
      bloqueado: false,
      telefono: '+34 ••• ••• 001',
    });
    expect(described.contratos.map((c: { protocolo: string }) => c.protocolo).sort()).toEqual(['ACOSO', 'LOPD']);

    const contractId = described.contratos[0].id;
    const pdf = await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/${contractId}` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const unsigned = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(unsigned.text).toContain('Contrato de prestación de servicios');
    expect(unsigned.text).toContain('Orden de domiciliación de adeudo directo SEPA');
    expect(unsigned.text).toContain('ES9121000418450200051332');
    expect(unsigned.text).toContain('IGIC 7 %');
    expect(unsigned.text).toContain('En San Cristóbal de La Laguna, a ');

    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: '123456' })).json().message).toBe(
      'Solicite primero el código por SMS.',
    );
    const code = await requestCode(token, '+34611000001');
    const wrong = await post(`/cumplia-core/firma/${token}/firmar`, {
      codigo: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const signed = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code });
    expect(signed.statusCode, signed.body).toBe(200);

    const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(row).toMatchObject({
      contratoLopdAceptado: true,
      contratoAcosoAceptado: true,
      contratoDesconexionAceptado: false,
      permitirDescarga: true,
    });
    const evidence = await t.db.select().from(signatures);
    expect(evidence).toHaveLength(2);
    expect(evidence[0]).toMatchObject({ phone: '+34611000001', signerName: 'Nayra Déniz Alonso' });
    expect(evidence[0]?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const confirmation = await t.lastMessageTo('43981256n@empresa.example');
    expect(confirmation?.subject).toBe('Contratos firmados en Cumplia');
    // The signature issued the invoice at the company's prices, with IGIC 7 % (Canarian provider and company), and
    // recorded the SEPA mandate.
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, row?.id ?? 0));
    const prices = await t.db
      .select()
      .from(companyProducts)
      .where(eq(companyProducts.companyId, row?.id ?? 0));
    const base = prices.reduce((sum, price) => sum + price.precioDescuentoCents, 0);
    expect(invoice).toMatchObject({ origin: 'CONTRATO', importeTotalCents: base, facturado: false });
    expect(invoice).toMatchObject({
      taxKind: 'IGIC',
      ivaBasisPoints: 700,
      recipientLocalidad: 'San Cristóbal de La Laguna',
    });
    expect(invoice?.importeTotalImpuestosCents).toBe(base + Math.round(base * 0.07));
    expect(
      await t.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0)),
    ).toHaveLength(2);
    // ...and opened the company's renewal: one year from today, the signed tools at the renewal prices.
    expect(
      await t.db
        .select()
        .from(renewals)
        .where(eq(renewals.companyId, row?.id ?? 0)),
    ).toEqual([
      expect.objectContaining({
        fechaInicio: '2026-11-21',
        fechaFin: '2027-11-21',
        fechaRenovacion: '2027-11-03',
        lopdgdd: true,
        acosoLaboral: true,
        desconexionDigital: false,
        procesada: false,
      }),
    ]);
    expect(
      await t.db
        .select()
        .from(sepaMandates)
        .where(eq(sepaMandates.companyId, row?.id ?? 0)),
    ).toEqual([
      expect.objectContaining({ reference: `CUMPLIA-${String(row?.id).padStart(8, '0')}`, firstCollectionOn: null }),
    ]);
    expect(confirmation?.attachments?.map((attachment) => attachment.fileName).toSorted()).toEqual([
      `Factura_${invoice?.numero}.pdf`,
      'contrato_acoso.pdf',
      'contrato_lopd.pdf',
      'plantilla_acoso_laboral.pdf',
      'plantilla_lopd.pdf',
    ]);
    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code })).statusCode).toBe(409);

    // The company user downloads its signed contracts, with the evidence page.
    const [login] = await t.db.select().from(users).where(eq(users.username, '43981256N'));
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(users.id, login?.id ?? 0));
    const companyToken = (await t.loginTokens('43981256N', 'E')).token;
    const urls = (
      await t.app.inject({
        method: 'GET',
        url: `/cumplia-core/pdfs/download/${row?.id}`,
        headers: { authorization: `Bearer ${companyToken}` },
      })
    ).json();
    expect(urls).toHaveLength(2);
    const download = await t.app.inject({
      method: 'GET',
      url: urls[0],
      headers: { authorization: `Bearer ${companyToken}` },
    });
    const signedText = await pdfText(new Uint8Array(download.rawPayload));
    expect(signedText.pages).toBe(unsigned.pages + 1);
    expect(signedText.text).toContain('Página de evidencias de la firma electrónica');
    expect(signedText.text).toContain('Nayra Déniz Alonso');

    const stranger = (await t.loginTokens((await t.factories.companyUser()).username, 'E')).token;
    expect(
      (await t.app.inject({ method: 'GET', url: urls[0], headers: { authorization: `Bearer ${stranger}` } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/cumplia-core/pdfs/download/${row?.id}`,
          headers: { authorization: `Bearer ${stranger}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('locks the link after three wrong codes, even for the right one', async () => {
    expect((await createCompany(companyRequest('B38234563', '78912345N', '+34611000002'))).statusCode).toBe(201);
    const token = await linkTokenFor('+34611000002');
    const code = await requestCode(token, '+34611000002');
    const wrongCode = code === '999999' ? '888888' : '999999';
    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(400);
    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(400);
    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: wrongCode })).statusCode).toBe(423);
    const locked = await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code });
    expect(locked.statusCode).toBe(423);
    expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json().bloqueado).toBe(true);
  });

  it('refuses unknown links and a code that expired', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${'x'.repeat(43)}` })).statusCode).toBe(404);
    expect((await createCompany(companyRequest('B38345674', '45678123P', '+34611000003'))).statusCode).toBe(201);
    const token = await linkTokenFor('+34611000003');
    const code = await requestCode(token, '+34611000003');
    t.clock.advanceSeconds(11 * 60);
    expect((await post(`/cumplia-core/firma/${token}/firmar`, { codigo: code })).statusCode).toBe(400);
  });

  it('sends a new signing link when an agency switches a tool on', async () => {
    const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38345674'));
    const before = await t.lastMessageTo('+34611000003');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/cumplia-core/gestorias/my/empresas/${row?.nifCif}/tools`,
      headers: { authorization: `Bearer ${agency}` },
      payload: { lopdgdd: true, acosoLaboral: true, desconexionDigital: true },
    });
    expect(response.statusCode).toBe(200);
    const after = await t.lastMessageTo('+34611000003');
    expect(after?.id).not.toBe(before?.id);
    expect(after?.bodyText).toContain('un contrato pendiente de firma');
  });
});
