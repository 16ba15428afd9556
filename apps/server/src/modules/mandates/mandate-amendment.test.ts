import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sepaMandateAmendments, sepaMandates, signatureRequests } from '../../db/schema/index.js';
import { companyEditBody } from '../../test-support/company-request.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { multipartFile } from '../../test-support/multipart.js';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pdfsig } from '../../test-support/pdfsig.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import type { TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from '../invoices/issue-invoice.js';

let t: TestApp;
let admin: string;
const CREDITOR_ACCOUNT = 'ES9121000418450200051332';
/** A company paying by SEPA under a mandate signed when it joined, and the phone it signs with. */
type Debtor = { nif: string; phone: string };
/** Panadería La Laguna: pays from ES70 0049 1500 ... */
const BAKERY: Debtor = { nif: 'B38567897', phone: '+34612345678' };
const NIF = BAKERY.nif;
/** Talleres Guanche: pays from ES07 0182 5322 ... (another bank than OTHER_BANK_IBAN's). */
const GARAGE: Debtor = { nif: 'B38234563', phone: '+34622334455' };
const GARAGE_IBAN = 'ES0701825322240201234567';
const ORIGINAL_IBAN = 'ES7000491500010512345678';
/** Same bank (0049), another account. */
const SAME_BANK_IBAN = 'ES4200491500010123456789';
/** Another bank (2100). */
const OTHER_BANK_IBAN = 'ES6621000418401234567891';

const companyRow = async (debtor = BAKERY) => {
  const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, debtor.nif));
  if (!row) throw new Error(`no company ${debtor.nif}`);
  return row;
};

let periodsBilled = 0;
const newInvoice = async (fecha: string, debtor = BAKERY) => {
  const { id } = await companyRow(debtor);
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId: id,
      origin: 'RENOVACION',
      lines: [
        { protocol: 'LOPD', nombreProducto: 'Renovación anual del protocolo de LOPDGDD', precioUnitarioCents: 9900 },
      ],
      fecha,
      periodStart: `2041-01-${String(++periodsBilled).padStart(2, '0')}`,
      now: t.clock.now(),
      config: t.config,
    }),
  );
};

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({
    method,
    url: `/cumplia-core${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** The company's data as its edit form sends it, with another account. */
const editWithIban = async (numCuenta: string, debtor = BAKERY) =>
  companyEditBody(await companyRow(debtor), { metodoDePago: 'SEPA', numCuenta });

const scopeOf = (debtor: Debtor) => ({
  fechaInicio: '2026-09-01',
  fechaFin: '2026-11-21',
  cuentaIBAN: CREDITOR_ACCOUNT,
  cifNif: debtor.nif,
});
const scope = scopeOf(BAKERY);
const bulk = (transactionId: string, debtor = BAKERY) =>
  asStaff('POST', '/admin/facturas/sepa', { ...scopeOf(debtor), transactionId });

/** The file without the indentation between elements. */
const compact = (xml: string) => xml.replace(/>\s+</g, '><');

async function linkToken(debtor = BAKERY) {
  const sms = await t.lastMessageTo(debtor.phone);
  const token = /\/firma\/([\w-]+)/.exec(sms?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no signing link in: ${sms?.bodyText}`);
  return { token, text: sms?.bodyText ?? '' };
}

const signAmendment = (token: string, debtor = BAKERY) => signAsRepresentative(t, token, debtor.phone);

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

describe('mandate amendment on an IBAN change', () => {
  it('leaves the company out until it signs the amendment by SMS code; the next file carries the original account, the following one does not', async () => {
    const company = await companyRow();
    const invoice = await newInvoice('2026-11-10');
    const [mandate] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.companyId, company.id));
    expect(mandate?.iban).toBe(ORIGINAL_IBAN);

    // Another agency cannot change the account; staff can.
    const stranger = (await t.loginTokens((await t.factories.agencyUser()).username, 'G')).token;
    const denied = await asStaff('PUT', `/gestorias/my/empresas/${NIF}`, await editWithIban(SAME_BANK_IBAN), stranger);
    expect(denied.statusCode).toBe(404);
    expect((await companyRow()).numCuenta).toBe(ORIGINAL_IBAN);
    const saved = await asStaff('PUT', `/admin/empresas/${company.id}`, await editWithIban(SAME_BANK_IBAN));
    expect(saved.statusCode, saved.body).toBe(200);

    // The debtor gets a link to sign the amendment: the mandate, same reference, with the new account.
    const { token, text } = await linkToken();
    expect(text).toContain('ha cambiado su cuenta de domiciliacion');
    const page = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
    expect(page.contratos).toEqual([
      {
        id: expect.any(Number),
        protocolo: 'SEPA',
        abierto: false,
        titulo: 'Modificación de la orden de domiciliación SEPA',
        precio: null,
      },
    ]);
    expect(page.importeAnual).toBeNull();
    expect(page.consentimiento).toContain(
      'He leído y acepto la modificación de la orden de domiciliación que he abierto',
    );
    const document = await t.app.inject({
      method: 'GET',
      url: `/cumplia-core/firma/${token}/contratos/${page.contratos[0].id}`,
    });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(
      (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}/contratos/999999` })).statusCode,
    ).toBe(404);

    // Until it is signed: left out of the bulk file with the reason, and the individual file refused.
    const summary = (await asStaff('POST', '/admin/facturas/sepa/resumen', scope)).json();
    expect(summary.excluidas).toEqual([
      {
        razonSocial: company.razonSocial,
        nifCif: NIF,
        motivo:
          'IBAN cambiado: la empresa aún no ha firmado la modificación de la orden de domiciliación con la cuenta nueva',
        codigo: 'MANDATE_AMENDMENT_UNSIGNED',
      },
    ]);
    const individual = await asStaff('POST', `/admin/facturas/${invoice.id}/sepa`, { cuentaIBAN: CREDITOR_ACCOUNT });
    expect(individual.statusCode).toBe(422);
    expect(individual.json().message).toBe(
      `IBAN cambiado: la empresa aún no ha firmado la modificación de la orden de domiciliación con la cuenta nueva: ${company.razonSocial} (${NIF}).`,
    );

    // A wrong code signs nothing; the right one signs the amendment, sealed with its evidence page.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/cumplia-core/firma/${token}/firmar`,
          payload: { codigo: '000001' },
        })
      ).statusCode,
    ).toBe(400);
    const signed = await signAmendment(token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().message).toBe('Modificación de la orden de domiciliación firmada. Gracias.');
    const [amendment] = await t.db
      .select()
      .from(sepaMandateAmendments)
      .where(eq(sepaMandateAmendments.newIban, SAME_BANK_IBAN));
    expect(amendment).toMatchObject({ originalIban: ORIGINAL_IBAN, newIban: SAME_BANK_IBAN, collectedOn: null });
    expect(amendment?.signedAt).not.toBeNull();
    expect(await pdfsig(amendment?.signedPdf ?? new Uint8Array())).toMatch(/Total document signed/);
    // Sealed after the signature committed, its evidence names the representative on file when it was signed.
    const evidence = (await pdfText(new Uint8Array(amendment?.signedPdf ?? []))).text;
    expect(evidence).toContain(company.nombre);
    expect(evidence).toContain(company.dni);
    // 'Verificar documento' knows the signed amendment as one of the provider's documents.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/documentos/verificar',
      ...multipartFile('modificacion.pdf', Buffer.from(amendment?.signedPdf ?? []), 'application/pdf'),
    });
    expect(verified.json()).toMatchObject({
      estado: 'INTACTO',
      firma: { nifCif: NIF, contrato: 'Modificación de la orden de domiciliación SEPA' },
    });
    const [amended] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.companyId, company.id));
    expect(amended).toMatchObject({ iban: SAME_BANK_IBAN, reference: mandate?.reference });

    // The next file collects it again on the new account, with the original account (same bank).
    const first = await bulk('amendment-1');
    expect(first.statusCode, first.body).toBe(200);
    expect((await validatePain008(first.body)).errors).toEqual([]);
    expect(compact(first.body)).toContain(`<DbtrAcct><Id><IBAN>${SAME_BANK_IBAN}</IBAN></Id></DbtrAcct>`);
    expect(compact(first.body)).toContain(
      `<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id><IBAN>${ORIGINAL_IBAN}</IBAN></Id></OrgnlDbtrAcct></AmdmntInfDtls>`,
    );
    // The following file does not repeat it.
    await newInvoice('2026-11-11');
    const second = await bulk('amendment-2');
    expect(second.statusCode, second.body).toBe(200);
    expect((await validatePain008(second.body)).errors).toEqual([]);
    expect(compact(second.body)).toContain(`<IBAN>${SAME_BANK_IBAN}</IBAN>`);
    expect(compact(second.body)).not.toContain('AmdmntInd');
  });

  it('names SMNDA when the debtor moved to another bank, and a change back to the signed account needs no signature', async () => {
    const company = await companyRow(GARAGE);
    await newInvoice('2026-11-12', GARAGE);
    expect(
      (await asStaff('PUT', `/admin/empresas/${company.id}`, await editWithIban(OTHER_BANK_IBAN, GARAGE))).statusCode,
    ).toBe(200);
    const stale = await linkToken(GARAGE);
    // Changed back before signing: the link is void and the company collects on its signed account as before.
    expect(
      (await asStaff('PUT', `/admin/empresas/${company.id}`, await editWithIban(GARAGE_IBAN, GARAGE))).statusCode,
    ).toBe(200);
    const [voided] = await t.db
      .select({ voidedAt: signatureRequests.voidedAt })
      .from(signatureRequests)
      .innerJoin(sepaMandateAmendments, eq(sepaMandateAmendments.signatureRequestId, signatureRequests.id))
      .where(eq(sepaMandateAmendments.newIban, OTHER_BANK_IBAN));
    expect(voided?.voidedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${stale.token}` })).statusCode).toBe(410);
    const plain = await bulk('amendment-3', GARAGE);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(compact(plain.body)).not.toContain('AmdmntInd');

    await newInvoice('2026-11-13', GARAGE);
    expect(
      (await asStaff('PUT', `/admin/empresas/${company.id}`, await editWithIban(OTHER_BANK_IBAN, GARAGE))).statusCode,
    ).toBe(200);
    expect((await bulk('amendment-4', GARAGE)).statusCode).toBe(422);
    const { token } = await linkToken(GARAGE);
    expect((await signAmendment(token, GARAGE)).statusCode).toBe(200);
    const file = await bulk('amendment-5', GARAGE);
    expect(file.statusCode, file.body).toBe(200);
    expect((await validatePain008(file.body)).errors).toEqual([]);
    expect(compact(file.body)).toContain(
      '<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id><Othr><Id>SMNDA</Id></Othr></Id></OrgnlDbtrAcct></AmdmntInfDtls>',
    );
    // The EPC rule since November 2016: the new bank is implied by SMNDA, neither the old agent nor the old IBAN.
    expect(compact(file.body)).not.toContain('OrgnlDbtrAgt');
    expect(compact(file.body)).not.toContain('<OrgnlDbtrAcct><Id><IBAN>');
  });
});
