import { MESSAGES } from '@cumplia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, signatureRequests } from '../../db/schema/index.js';
import { companyEditBody, companyRequest } from '../../test-support/company-request.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { askForSigningCode, openEveryDocument } from '../../test-support/sign-link.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let agency: string;
/** Panadería La Laguna, a client of the demo agency that signed on this phone. */
const NIF = 'B38567897';
const COMPANY_PHONE = '+34612345678';
const COMPANY_LOGIN_EMAIL = 'rosa@panaderialalaguna.example';
const AGENCY_PHONE = '+34600111222';

const companyRow = async (nifCif = NIF) => {
  const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error(`no company ${nifCif}`);
  return row;
};

/** The company's data as the agency's edit form sends it, with `changes` over it. */
const editAsAgency = async (nifCif: string, changes: Record<string, unknown>) => {
  const row = await companyRow(nifCif);
  return t.app.inject({
    method: 'PUT',
    url: `/cumplia-core/gestorias/my/empresas/${nifCif}`,
    headers: { authorization: `Bearer ${agency}` },
    payload: companyEditBody(row, changes),
  });
};

const messagesTo = (recipient: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));

beforeAll(async () => {
  t = await createDemoTestApp();
  agency = await demoToken(t, 'agency');
});

afterAll(async () => {
  await t?.close();
});

describe('changes a company did not make', () => {
  it("refuses the provider's own creditor account as the client's, changing nothing and telling no one", async () => {
    const before = await companyRow();
    const sent = (await messagesTo(COMPANY_PHONE)).length;
    const refused = await editAsAgency(NIF, { numCuenta: 'ES91 2100 0418 4502 0005 1332' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ numCuenta: MESSAGES.validation.numCuentaIsProviders });
    expect((await companyRow()).numCuenta).toBe(before.numCuenta);
    expect(await messagesTo(COMPANY_PHONE)).toHaveLength(sent);
  });

  it('tells the company when its agency changes its phone and account, and sends the mandate change to its own phone', async () => {
    const edited = await editAsAgency(NIF, { telefono: AGENCY_PHONE, numCuenta: 'ES4200491500010123456789' });
    expect(edited.statusCode, edited.body).toBe(200);

    // Told by SMS on the phone it signed on, and by e-mail to its own login.
    const sms = (await messagesTo(COMPANY_PHONE)).map((message) => message.bodyText);
    expect(sms).toContain(
      `Cumplia: su gestoria Gestoria Atlantica ha cambiado el teléfono y la cuenta de domiciliacion de Panaderia La Laguna S.L.; si no lo ha pedido usted, no firme nada y escribanos a ${t.config.provider.email}.`,
    );
    const mail = await t.lastMessageTo(COMPANY_LOGIN_EMAIL);
    expect(mail?.subject).toBe('Cambios en los datos de su empresa en Cumplia');
    expect(mail?.bodyText).toContain('El teléfono: antes +34 ••• ••• 678, ahora +34 ••• ••• 222.');
    expect(mail?.bodyText).toContain(
      'La cuenta de domiciliación: antes ES70 **** **** **** **** 5678, ahora ES42 **** **** **** **** 6789.',
    );

    // The mandate change goes to that phone; the phone the agency entered gets nothing to sign it with.
    const [amendmentLink] = await t.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.companyId, (await companyRow()).id))
      .orderBy(desc(signatureRequests.id))
      .limit(1);
    expect(amendmentLink).toMatchObject({ phone: COMPANY_PHONE, phoneEnteredBy: 'COMPANY', completedAt: null });
    expect(sms[0]).toContain('ha cambiado su cuenta de domiciliacion');
    expect(await messagesTo(AGENCY_PHONE)).toEqual([]);
    const token = /\/firma\/([\w-]+)/.exec((await t.lastMessageTo(COMPANY_PHONE))?.bodyText ?? '')?.[1] ?? '';
    await openEveryDocument(t, token);
    expect((await askForSigningCode(t, token)).statusCode).toBe(200);
    expect((await t.lastMessageTo(COMPANY_PHONE))?.bodyText).toMatch(
      /^Cumplia: codigo \d{6} para firmar la modificacion de la orden SEPA de Panaderia La Laguna S\.L\., ref\./,
    );
    expect(await messagesTo(AGENCY_PHONE)).toEqual([]);
  });

  it('announces nothing for a company that never signed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/gestorias/my/empresas',
      headers: { authorization: `Bearer ${agency}` },
      payload: companyRequest('B38775516', '12345678Z', '+34611300300'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await editAsAgency('B38775516', { telefono: '+34611300301' })).statusCode).toBe(200);
    expect((await messagesTo('+34611300300')).map((message) => message.bodyText)).not.toContainEqual(
      expect.stringContaining('ha cambiado'),
    );
  });
});
