import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyUsers, outboxMessages, signatureRequests } from '../../db/schema/index.js';
import { companyEditBody, companyRequest } from '../../test-support/company-request.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agency: string;

const COMPANY_PHONE = '+34612500001';
const AGENCY_PHONE = '+34612500999';

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.factories.agencyUser();
  agency = (await t.loginTokens(user.username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

const asAgency = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${agency}` }, payload });

const linkIn = (text: string | null | undefined, path: string) =>
  new RegExp(`/${path}/([\\w-]+)`).exec(text ?? '')?.[1] ?? '';

const rowOf = async (nifCif: string) => {
  const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error('no company');
  return row;
};

const smsTo = async (phone: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).length;

/** An agency's client that signed on its own phone: that phone and its e-mail are the ones it vouched for. */
async function signedClient(nifCif: string, username: string, phone: string) {
  expect(
    (await asAgency('POST', '/cumplia-core/gestorias/my/empresas', companyRequest(nifCif, username, phone))).statusCode,
  ).toBe(201);
  const signed = await signAsRepresentative(t, linkIn((await t.lastMessageTo(phone))?.bodyText, 'firma'), phone);
  expect(signed.statusCode, signed.body).toBe(200);
  const row = await rowOf(nifCif);
  expect(row).toMatchObject({ vouchedPhone: phone, vouchedEmail: row.email });
  return row;
}

describe('a phone or e-mail is the company’s only when the company says so', () => {
  it("refuses the six-request mandate change onto the agency's phone: links keep going to the company's phone", async () => {
    const company = await signedClient('B38201000', '44120100M', COMPANY_PHONE);
    const edit = (changes: Record<string, unknown>) =>
      asAgency('PUT', `/cumplia-core/gestorias/my/empresas/${company.nifCif}`, companyEditBody(company, changes));
    const agencySmsBefore = await smsTo(AGENCY_PHONE);

    // 1. The agency puts its own phone on the company: the company is asked, on its own phone, to confirm it.
    expect((await edit({ telefono: AGENCY_PHONE })).statusCode).toBe(200);
    expect((await rowOf(company.nifCif)).vouchedPhone).toBe(COMPANY_PHONE);
    const confirmation = linkIn((await t.lastMessageTo(COMPANY_PHONE))?.bodyText, 'confirmar-contacto');
    expect(confirmation).not.toBe('');

    // 2-5. It switches a tool off and on, and changes the account: every link goes to the company's phone.
    const tools = (acosoLaboral: boolean) =>
      asAgency('PUT', `/cumplia-core/gestorias/my/empresas/${company.nifCif}/tools`, {
        lopdgdd: true,
        acosoLaboral,
        desconexionDigital: false,
      });
    expect((await tools(false)).statusCode).toBe(200);
    expect((await tools(true)).statusCode).toBe(200);
    const after = await rowOf(company.nifCif);
    expect(
      (
        await asAgency(
          'PUT',
          `/cumplia-core/gestorias/my/empresas/${company.nifCif}`,
          companyEditBody(after, { numCuenta: 'ES4200491500010123456789' }),
        )
      ).statusCode,
    ).toBe(200);
    const links = await t.db
      .select({ phone: signatureRequests.phone })
      .from(signatureRequests)
      .where(eq(signatureRequests.companyId, company.id))
      .orderBy(desc(signatureRequests.id));
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(new Set(links.map((link) => link.phone))).toEqual(new Set([COMPANY_PHONE]));
    expect(await smsTo(AGENCY_PHONE)).toBe(agencySmsBefore);

    // The company confirms the new phone from its own: only now is it the company's, and links follow it.
    const page = await t.app.inject({ method: 'GET', url: `/cumplia-core/confirmar-contacto/${confirmation}` });
    expect(page.json()).toMatchObject({ dato: 'PHONE', estado: 'PENDIENTE', nuevo: '+34 ••• ••• 999' });
    const confirmed = await t.app.inject({ method: 'POST', url: `/cumplia-core/confirmar-contacto/${confirmation}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rowOf(company.nifCif)).vouchedPhone).toBe(AGENCY_PHONE);
    expect(
      (await t.app.inject({ method: 'POST', url: `/cumplia-core/confirmar-contacto/${confirmation}` })).statusCode,
    ).toBe(410);
    const [latest] = await t.db
      .select({ phone: signatureRequests.phone })
      .from(signatureRequests)
      .where(eq(signatureRequests.companyId, company.id))
      .orderBy(desc(signatureRequests.id))
      .limit(1);
    expect(latest?.phone).toBe(AGENCY_PHONE);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.contact.confirmed'), eq(auditLog.entityId, String(company.id))));
    expect(audit).toHaveLength(1);
  });

  it("gives the company's login only to the e-mail it vouched for, until it confirms a new one", async () => {
    const company = await signedClient('B38201018', '44120101Y', '+34612500002');
    await t.db.delete(companyUsers).where(eq(companyUsers.companyId, company.id));
    const edited = await asAgency(
      'PUT',
      `/cumplia-core/gestorias/my/empresas/${company.nifCif}`,
      companyEditBody(company, { email: 'gestoria@otra.example' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const asked = await t.lastMessageTo(company.email);
    expect(asked?.subject).toBe('Confirme el nuevo correo electrónico de su empresa en Cumplia');
    const assign = (email: string) =>
      asAgency('POST', `/cumplia-core/empresas/${company.id}/asignar-usuario`, {
        username: company.dni,
        email,
        name: company.nombre,
      });
    const refused = await assign('gestoria@otra.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await t.lastMessageTo('gestoria@otra.example')).toBeUndefined();

    const token = linkIn(asked?.bodyText, 'confirmar-contacto');
    expect((await t.app.inject({ method: 'POST', url: `/cumplia-core/confirmar-contacto/${token}` })).statusCode).toBe(
      200,
    );
    expect((await assign('gestoria@otra.example')).statusCode).toBe(201);
  });

  it('takes what staff save as vouched for, and voids a pending confirmation', async () => {
    const company = await signedClient('B38201026', '44120102F', '+34612500003');
    expect(
      (
        await asAgency(
          'PUT',
          `/cumplia-core/gestorias/my/empresas/${company.nifCif}`,
          companyEditBody(company, { telefono: '+34612500033' }),
        )
      ).statusCode,
    ).toBe(200);
    const pending = linkIn((await t.lastMessageTo('+34612500003'))?.bodyText, 'confirmar-contacto');
    const staff = (await t.loginTokens((await t.factories.staff()).username, null)).token;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/cumplia-core/admin/empresas/${company.id}`,
      headers: { authorization: `Bearer ${staff}` },
      payload: companyEditBody(await rowOf(company.nifCif)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(company.nifCif)).vouchedPhone).toBe('+34612500033');
    const page = await t.app.inject({ method: 'GET', url: `/cumplia-core/confirmar-contacto/${pending}` });
    expect(page.json().estado).toBe('CADUCADO');
  });
});
