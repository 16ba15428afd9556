import { CAPTCHA_HEADER, ERROR_CODE_MESSAGES, MESSAGES, toolWithoutStaffReason } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyProducts, contracts, users } from '../../db/schema/index.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

export const registration = {
  razonSocial: 'Carpintería Anaga S.L.',
  nifCif: 'B38567897',
  tipo: 'E',
  nombre: 'Rosa Martín Febles',
  username: '54327891M',
  email: 'rosa@carpinteria-anaga.example',
  telefono: '612 345 678',
  nombreComercial: 'Carpintería Anaga',
  direccion: 'Calle Herradores 18',
  codigoPostal: '38201',
  localidad: 'San Cristóbal de La Laguna',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '1623',
  actividad: 'Fabricación de carpintería de madera',
  numTrabajadores: 7,
  metodoDePago: 'SEPA',
  numCuenta: 'ES7000491500010512345678',
  lopdgdd: true,
  acosoLaboral: false,
  desconexionDigital: true,
};

/**
 * A registration another test does not touch: its own company, administrator, e-mail and phone (the phone's daily
 * SMS allowance is shared by everything sent to it).
 */
const ownRegistration = (nifCif: string, username: string, phone: string) => ({
  ...registration,
  nifCif,
  username,
  email: `${username.toLowerCase()}@registro.example`,
  telefono: phone,
});

/** Registers `body` and holds it, as its signature and staff verification would: its NIF/CIF is then taken. */
async function registeredAndHeld(body: typeof registration) {
  expect((await register(body)).statusCode).toBe(201);
  await t.db
    .update(companies)
    .set({ agencyConfirmedAt: t.clock.now(), verificado: true, nifHeldAt: t.clock.now() })
    .where(eq(companies.nifCif, body.nifCif));
}

async function register(body: object, captcha?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/empresas/register',
    headers: { [CAPTCHA_HEADER]: captcha ?? (await t.solveCaptcha()) },
    payload: body,
  });
}

describe('POST /cumplia-core/empresas/register', () => {
  it('creates the unverified company with public prices, its login without password, and the verification e-mail', async () => {
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: '54327891M', email: registration.email });

    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    expect(company).toMatchObject({
      verificado: false,
      agencyId: null,
      // A claim until it signs or staff verify it: it blocks and withdraws no one (docs/domain.md).
      agencyConfirmedAt: null,
      telefono: '+34612345678',
      lopdgdd: true,
      acosoLaboral: false,
    });
    const products = await t.db
      .select()
      .from(companyProducts)
      .where(eq(companyProducts.companyId, company?.id ?? 0));
    expect(products.map((p) => [p.protocol, p.precioDescuentoCents]).sort()).toEqual([
      ['DIGITAL', 9000],
      ['LOPD', 12000],
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.username, '54327891M'));
    expect(user?.passwordHash).toBeNull();

    const mail = await t.lastMessageTo(registration.email);
    expect(mail?.subject).toBe('Active su cuenta de Cumplia');
    expect(mail?.bodyText).toMatch(/\/verificacion\?data=/);
    expect(mail?.bodyHtml).toContain('Activar mi cuenta');
  });

  it('takes a second company of the same administrator without a second account, answering as for anyone', async () => {
    const first = ownRegistration('B38456786', '45678123P', '612 345 602');
    const firstAnswer = await register(first);
    expect(firstAnswer.statusCode).toBe(201);
    const response = await register({ ...first, nifCif: 'B38234563', email: 'otra@carpinteria-anaga.example' });
    expect(response.statusCode, response.body).toBe(201);
    // Registration never tells whether a NIF has a login: the same fields, whoever it names.
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(firstAnswer.json()).sort());
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: first.username,
      email: 'otra@carpinteria-anaga.example',
    });
    expect(await t.db.select().from(users).where(eq(users.username, first.username))).toHaveLength(1);
    expect(await t.lastMessageTo('otra@carpinteria-anaga.example')).toBeUndefined();
  });

  it('refuses a company NIF/CIF that is already registered', async () => {
    // An unproven or only signed registration holds nothing; once staff verify it, the NIF/CIF is taken.
    const taken = ownRegistration('B38678900', '46789234N', '612 345 603');
    await registeredAndHeld(taken);
    const response = await register({ ...taken, username: '43981256N' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE_NIF_CIF',
      message: ERROR_CODE_MESSAGES.DUPLICATE_NIF_CIF,
    });
  });

  it("reports the taken NIF/CIF and the provider's own account in one answer, and saves nothing", async () => {
    const taken = ownRegistration('B38789012', '23456789D', '612 345 604');
    await registeredAndHeld(taken);
    const before = await t.db.select().from(companies);
    const both = await register({ ...taken, username: '43981256N', numCuenta: 'ES91 2100 0418 4502 0005 1332' });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({
      code: 'DUPLICATE_NIF_CIF',
      errors: {
        nifCif: ERROR_CODE_MESSAGES.DUPLICATE_NIF_CIF,
        numCuenta: MESSAGES.validation.numCuentaIsProviders,
      },
    });
    const account = await register({
      ...registration,
      nifCif: 'B76543214',
      username: '43981256N',
      numCuenta: 'ES6000491500051234567892',
    });
    expect(account.statusCode).toBe(422);
    expect(account.json().errors).toEqual({ numCuenta: MESSAGES.validation.numCuentaIsProviders });
    expect(await t.db.select().from(companies)).toHaveLength(before.length);
  });

  it("answers a Cumplia staff member's NIF as any other (one-login-several-companies.test: never given it)", async () => {
    const staffUser = await t.factories.staff();
    const answer = await register({ ...registration, nifCif: 'B76543214', username: staffUser.username });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ id: expect.any(Number), username: staffUser.username, email: registration.email });
  });

  it('validates every field with the Spanish messages and saves nothing', async () => {
    const before = await t.db.select().from(companies);
    const response = await register({
      ...registration,
      nifCif: 'B38567890',
      username: 'X',
      email: 'no',
      numCuenta: 'ES00',
      lopdgdd: false,
      desconexionDigital: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      nifCif: MESSAGES.validation.nifCifInvalid,
      username: MESSAGES.validation.userNifInvalid,
      email: MESSAGES.validation.emailInvalid,
      numCuenta: MESSAGES.validation.ibanInvalid,
      lopdgdd: MESSAGES.validation.toolRequired,
    });
    const empty = await register({});
    expect(empty.json().errors).toMatchObject({
      razonSocial: MESSAGES.validation.razonSocialRequired,
      nifCif: MESSAGES.validation.nifCifRequired,
      tipo: MESSAGES.validation.tipoRequired,
    });
    expect(await t.db.select().from(companies)).toHaveLength(before.length);
  });

  it('sells a self-employed person without staff data protection, never the harassment or disconnection tools', async () => {
    const selfEmployed = {
      ...registration,
      tipo: 'A',
      nifCif: '45678912S',
      username: '45678912S',
      razonSocial: 'Marta Pérez Lorenzo',
      email: 'marta@psicologia.example',
      numTrabajadores: '0',
      acosoLaboral: true,
    };
    const refused = await register(selfEmployed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      acosoLaboral: toolWithoutStaffReason('ACOSO'),
      desconexionDigital: toolWithoutStaffReason('DIGITAL'),
    });
    expect(await t.db.select().from(companies).where(eq(companies.nifCif, '45678912S'))).toEqual([]);

    const accepted = await register({ ...selfEmployed, acosoLaboral: false, desconexionDigital: false });
    expect(accepted.statusCode).toBe(201);
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, '45678912S'));
    expect(company).toMatchObject({
      numTrabajadores: 0,
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: false,
    });
  });

  it('keeps hostile names inert: HTML-escaped in the e-mail, literal text in the contract PDF', async () => {
    const hostile = 'Rosa <img src=x onerror=alert(1)> & "Cía"';
    const response = await register({
      ...registration,
      nifCif: 'B38901237',
      username: '12345678Z',
      email: 'hostil@example.test',
      nombre: hostile,
      razonSocial: `${hostile} S.L.`,
    });
    expect(response.statusCode).toBe(201);
    const mail = await t.lastMessageTo('hostil@example.test');
    expect(mail?.bodyHtml).toContain('Rosa &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Cía&quot;');
    expect(mail?.bodyHtml).not.toContain('<img');
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38901237'));
    const [contract] = await t.db
      .select()
      .from(contracts)
      .where(eq(contracts.companyId, company?.id ?? 0));
    const { text } = await pdfText(new Uint8Array(contract?.pdf ?? []));
    expect(text).toContain(`${hostile} S.L.`);
  });

  it('needs the captcha', async () => {
    const response = await register({ ...registration, nifCif: 'B38345674', username: '78912345N' }, 'nada');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CAPTCHA_INVALID');
  });
});
