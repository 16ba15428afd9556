import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyProductPrices,
  companies,
  invoiceLines,
  outboxMessages,
  renewalProducts,
  renewals,
  signatureRequests,
} from '../../db/schema/index.js';
import { companyRequest } from '../../test-support/company-request.js';
import {
  askForSigningCode,
  openEveryDocument,
  signAsRepresentative,
  signingCodeIn,
} from '../../test-support/sign-link.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Harassment only at creation, by transfer: the tests switch LOPDGDD on and off. */
const toolChangeCompany = { metodoDePago: 'TRANSFERENCIA', numCuenta: undefined, lopdgdd: false };

let t: TestApp;
let agency: string;
let agencyId: number;

const agencyCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${agency}` } });

const setTools = (nifCif: string, lopdgdd: boolean) =>
  agencyCall('PUT', `/cumplia-core/gestorias/my/empresas/${nifCif}/tools`, {
    lopdgdd,
    acosoLaboral: true,
    desconexionDigital: false,
  });

async function companyIdOf(nifCif: string) {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error(`no company ${nifCif}`);
  return row.id;
}

/** Links that can still be signed: neither signed nor voided. */
async function liveLinks(companyId: number) {
  return t.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.companyId, companyId),
        isNull(signatureRequests.completedAt),
        isNull(signatureRequests.voidedAt),
      ),
    );
}

async function linkSmsCount(phone: string) {
  const rows = await t.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), like(outboxMessages.idempotencyKey, 'signature-link:%')));
  return rows.length;
}

async function latestLinkToken(phone: string) {
  const sms = await t.lastMessageTo(phone);
  const token = /\/firma\/([\w-]+)/.exec(sms?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no signing link in: ${sms?.bodyText}`);
  return token;
}

const sign = (token: string, phone: string) => signAsRepresentative(t, token, phone);

async function invoicedLopdLines(companyId: number) {
  return t.db
    .select({ id: invoiceLines.id, periodStart: invoiceLines.periodStart })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.protocol, 'LOPD')));
}

beforeAll(async () => {
  t = await createTestApp();
  const agencyUser = await t.factories.agencyUser();
  agencyId = agencyUser.agencyId;
  agency = (await t.loginTokens(agencyUser.username, 'G')).token;
});
afterAll(async () => {
  await t.close();
});

describe('tool changes of one company', () => {
  it('five concurrent switches of one tool add one contract to the link already sent, and no SMS', async () => {
    const phone = '+34611200001';
    expect(
      (
        await agencyCall(
          'POST',
          '/cumplia-core/gestorias/my/empresas',
          companyRequest('B38567897', '43981256N', phone, toolChangeCompany),
        )
      ).statusCode,
    ).toBe(201);
    const companyId = await companyIdOf('B38567897');
    const before = await linkSmsCount(phone);

    const answers = await Promise.all(Array.from({ length: 5 }, () => setTools('B38567897', true)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);

    // The creation's link (ACOSO), which the company got by SMS, now holds exactly one LOPD contract too.
    expect(await liveLinks(companyId)).toHaveLength(1);
    expect((await linkSmsCount(phone)) - before).toBe(0);
    const page = (
      await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${await latestLinkToken(phone)}` })
    ).json();
    expect(page.contratos.map((contract: { protocolo: string }) => contract.protocolo).sort()).toEqual([
      'ACOSO',
      'LOPD',
    ]);
  });

  it('on -> off -> on keeps the one link sent; a code asked before a switch signs nothing; one invoice', async () => {
    const phone = '+34611200002';
    expect(
      (
        await agencyCall(
          'POST',
          '/cumplia-core/gestorias/my/empresas',
          companyRequest('B38234563', '78912345N', phone, toolChangeCompany),
        )
      ).statusCode,
    ).toBe(201);
    const companyId = await companyIdOf('B38234563');
    const creationLink = await latestLinkToken(phone);
    const smsBefore = await linkSmsCount(phone);
    // The representative asks for a code for the harassment contract alone ...
    await openEveryDocument(t, creationLink);
    expect((await askForSigningCode(t, creationLink)).statusCode).toBe(200);
    const earlyCode = signingCodeIn((await t.lastMessageTo(phone))?.bodyText);

    // ... then the agency switches LOPDGDD on, off and on again: the link sent stays the one to sign.
    expect((await setTools('B38234563', true)).statusCode).toBe(200);
    expect((await setTools('B38234563', false)).statusCode).toBe(200);
    expect((await setTools('B38234563', true)).statusCode).toBe(200);
    expect(await linkSmsCount(phone)).toBe(smsBefore);
    expect(await liveLinks(companyId)).toHaveLength(1);
    const page = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${creationLink}` })).json();
    expect(page.contratos.map((contract: { protocolo: string }) => contract.protocolo).sort()).toEqual([
      'ACOSO',
      'LOPD',
    ]);
    // The code asked for the former documents signs nothing.
    const withEarlyCode = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/firma/${creationLink}/firmar`,
      payload: { codigo: earlyCode },
    });
    expect(withEarlyCode.statusCode).toBe(400);

    expect((await sign(creationLink, phone)).statusCode).toBe(200);
    expect(await invoicedLopdLines(companyId)).toHaveLength(1);

    // Off and on again within the same period: a new contract to sign, but the period is already billed.
    expect((await setTools('B38234563', false)).statusCode).toBe(200);
    expect((await setTools('B38234563', true)).statusCode).toBe(200);
    expect((await sign(await latestLinkToken(phone), phone)).statusCode).toBe(200);
    const lines = await invoicedLopdLines(companyId);
    expect(lines).toHaveLength(1);

    // And no path can insert a second line for that company, tool and period: the database refuses it.
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.id, lines[0]?.id ?? 0));
    if (!line) throw new Error('line not found');
    const { id: _id, ...copy } = line;
    await expect(t.db.insert(invoiceLines).values(copy)).rejects.toThrow();
  });

  it('a tool switched off leaves the current renewal: the next period neither bills it nor switches it back on', async () => {
    const phone = '+34611200009';
    const created = await agencyCall(
      'POST',
      '/cumplia-core/gestorias/my/empresas',
      companyRequest('B38901237', '43981256N', phone, { ...toolChangeCompany, lopdgdd: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const companyId = await companyIdOf('B38901237');
    expect((await sign(await latestLinkToken(phone), phone)).statusCode).toBe(200);
    const renewalOf = async () => {
      const [renewal] = await t.db.select().from(renewals).where(eq(renewals.companyId, companyId));
      const products = await t.db
        .select({ protocol: renewalProducts.protocol })
        .from(renewalProducts)
        .where(eq(renewalProducts.renewalId, renewal?.id ?? 0));
      return {
        lopdgdd: renewal?.lopdgdd,
        acoso: renewal?.acosoLaboral,
        products: products.map((p) => p.protocol).sort(),
      };
    };
    expect(await renewalOf()).toEqual({ lopdgdd: true, acoso: true, products: ['ACOSO', 'LOPD'] });

    expect((await setTools('B38901237', false)).statusCode).toBe(200);
    expect(await renewalOf()).toEqual({ lopdgdd: false, acoso: true, products: ['ACOSO'] });

    // Switched on again and signed, it joins the renewal again.
    expect((await setTools('B38901237', true)).statusCode).toBe(200);
    expect((await sign(await latestLinkToken(phone), phone)).statusCode).toBe(200);
    expect(await renewalOf()).toEqual({ lopdgdd: true, acoso: true, products: ['ACOSO', 'LOPD'] });
  });

  it('a link whose tool was switched off by another path cannot be signed', async () => {
    const phone = '+34611200003';
    expect(
      (
        await agencyCall(
          'POST',
          '/cumplia-core/gestorias/my/empresas',
          companyRequest('B38345674', '45678123P', phone, toolChangeCompany),
        )
      ).statusCode,
    ).toBe(201);
    const companyId = await companyIdOf('B38345674');
    const link = await latestLinkToken(phone);
    // A change that does not go through the tool switch (a direct update) leaves the link pending ...
    await t.db.update(companies).set({ acosoLaboral: false }).where(eq(companies.id, companyId));
    // ... and signing re-checks the company's tools under lock: nothing is signed or invoiced.
    const answer = await sign(link, phone);
    expect(answer.statusCode).toBe(410);
    expect(await liveLinks(companyId)).toHaveLength(0);
    const invoiced = await t.db.select().from(invoiceLines).where(eq(invoiceLines.companyId, companyId));
    expect(invoiced).toHaveLength(0);
  });

  it('tells the agency the price a tool switched on bills: its tariff, or the price the company kept', async () => {
    const phone = '+34611200004';
    const nifCif = 'B38776654';
    expect(
      (
        await agencyCall(
          'POST',
          '/cumplia-core/gestorias/my/empresas',
          companyRequest(nifCif, '51234567C', phone, toolChangeCompany),
        )
      ).statusCode,
    ).toBe(201);
    const companyId = await companyIdOf(nifCif);
    const setTariff = (cents: number) =>
      t.db
        .insert(agencyProductPrices)
        .values({ agencyId, protocol: 'LOPD', precioDescuentoCents: cents })
        .onConflictDoUpdate({
          target: [agencyProductPrices.agencyId, agencyProductPrices.protocol],
          set: { precioDescuentoCents: cents },
        });
    const pricesOf = async (token = agency) =>
      t.app.inject({
        method: 'GET',
        url: `/cumplia-core/gestorias/my/empresas/${nifCif}/tools/precios`,
        headers: { authorization: `Bearer ${token}` },
      });
    await setTariff(9900);
    const told = await pricesOf();
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().precios.LOPD).toBe(99);

    // LOPDGDD joins the link the company already got; signing it bills the tariff told.
    const creationLink = await latestLinkToken(phone);
    expect((await setTools(nifCif, true)).statusCode).toBe(200);
    expect((await sign(creationLink, phone)).statusCode).toBe(200);
    const [billed] = await t.db
      .select({ cents: invoiceLines.precioUnitarioCents })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), eq(invoiceLines.protocol, 'LOPD')));
    expect(billed?.cents).toBe(9900);

    // Off, a new tariff, on again: the company keeps its price, and that is the price it is told.
    expect((await setTools(nifCif, false)).statusCode).toBe(200);
    await setTariff(15000);
    expect((await pricesOf()).json().precios.LOPD).toBe(99);

    const otherAgency = await t.factories.agencyUser();
    const other = (await t.loginTokens(otherAgency.username, 'G')).token;
    expect((await pricesOf(other)).statusCode).toBe(404);
  });
});
