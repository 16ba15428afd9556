import { ERROR_CODE_MESSAGES, MESSAGES } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyProductPrices,
  auditLog,
  companies,
  companyProducts,
  companyUsers,
  users,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Session = { token: string; agencyId: number };
let agencyA: Session;
let agencyB: Session;
/** The agency of the tests that add companies for good, so agency A keeps the five it starts with. */
let agencyC: Session;
let companyToken: string;

const CIFS = ['B38567897', 'B38234563', 'B38345674', 'B38456786', 'A38789012', 'B38890125', 'B38901237', 'J38012340'];
const DNIS = ['43981256N', '78912345N', '45678123P', '51234987A', '43765218J', '78234561S', '45891237G', '42678913K'];

const companyBody = (i: number, overrides: Record<string, unknown> = {}) => ({
  razonSocial: `Empresa Canaria ${i} S.L.`,
  nifCif: CIFS[i],
  tipo: 'E',
  nombre: `Administrador ${i}`,
  username: DNIS[i],
  email: `admin${i}@empresa-canaria.example`,
  telefono: '612345678',
  nombreComercial: i % 2 === 0 ? `Panadería ${i}` : `Taller ${i}`,
  direccion: 'Calle Real 1',
  codigoPostal: '38001',
  localidad: 'Santa Cruz de Tenerife',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4520',
  actividad: 'Servicios',
  metodoDePago: 'SEPA',
  numCuenta: 'ES7620770024003102575766',
  lopdgdd: true,
  acosoLaboral: i % 2 === 0,
  desconexionDigital: false,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  const session = async () => {
    const agency = await t.factories.agencyUser();
    return { token: (await t.loginTokens(agency.username, 'G')).token, agencyId: agency.agencyId };
  };
  agencyA = await session();
  agencyB = await session();
  agencyC = await session();
  await t.db
    .insert(agencyProductPrices)
    .values({ agencyId: agencyA.agencyId, protocol: 'LOPD', precioDescuentoCents: 9500 });
  companyToken = (await t.loginTokens((await t.factories.companyUser()).username, 'E')).token;
  for (let i = 0; i < 5; i++) {
    const response = await call('POST', '/cumplia-core/gestorias/my/empresas', agencyA.token, companyBody(i));
    expect(response.statusCode, response.body).toBe(201);
  }
  expect((await call('POST', '/cumplia-core/gestorias/my/empresas', agencyB.token, companyBody(5))).statusCode).toBe(
    201,
  );
});
afterAll(async () => {
  await t.close();
});

describe('agency endpoints', () => {
  describe('agency companies', () => {
    it('creates the company as its claim at agency prices, with its contract SMS and an audit entry', async () => {
      const company = (await call('GET', `/cumplia-core/gestorias/empresas/${CIFS[0]}`, agencyA.token)).json();
      expect(company).toMatchObject({
        nifCif: CIFS[0],
        username: DNIS[0],
        telefono: '+34612345678',
        verificado: false,
      });
      expect(company.productos).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ nombrePlantilla: 'LOPD', precioDescuento: 95 }),
          expect.objectContaining({ nombrePlantilla: 'ACOSO', precioDescuento: 90 }),
        ]),
      );
      // The login and its verification e-mail come when the company confirms by signing (company-claims.test.ts).
      expect(
        await t.db
          .select()
          .from(users)
          .where(eq(users.username, DNIS[0] ?? '')),
      ).toHaveLength(0);
      expect(await t.lastMessageTo('admin0@empresa-canaria.example')).toBeUndefined();
      expect((await t.lastMessageTo('+34612345678'))?.idempotencyKey).toMatch(/^signature-link:/);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.create'));
      expect(audit.filter((entry) => entry.entityId === String(company.id))).toHaveLength(1);
    });

    it('lists only its own companies, newest first, paged, with the name and NIF/CIF filters', async () => {
      const page = (await call('GET', '/cumplia-core/gestorias/my/empresas?page=0&size=2', agencyA.token)).json();
      expect(page).toMatchObject({ number: 0, size: 2, totalElements: 5, totalPages: 3 });
      expect(page.content.map((c: { nifCif: string }) => c.nifCif)).toEqual([CIFS[4], CIFS[3]]);
      const byName = (
        await call('GET', '/cumplia-core/gestorias/my/empresas?nombreEmpresa=taller', agencyA.token)
      ).json();
      expect(byName.content.map((c: { nifCif: string }) => c.nifCif).sort()).toEqual([CIFS[1], CIFS[3]].sort());
      const byNif = (
        await call('GET', `/cumplia-core/gestorias/my/empresas?nifCif=${CIFS[2]?.slice(2, 7)}`, agencyA.token)
      ).json();
      expect(byNif.content.map((c: { nifCif: string }) => c.nifCif)).toEqual([CIFS[2]]);
      const other = (await call('GET', '/cumplia-core/gestorias/my/empresas', agencyB.token)).json();
      expect(other.content.map((c: { nifCif: string }) => c.nifCif)).toEqual([CIFS[5]]);
    });

    it('answers the spec errors: duplicate NIF/CIF and validation messages', async () => {
      const duplicate = await call(
        'POST',
        '/cumplia-core/gestorias/my/empresas',
        agencyA.token,
        companyBody(0, { username: DNIS[7] }),
      );
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'DUPLICATE_NIF_CIF',
        message: ERROR_CODE_MESSAGES.DUPLICATE_NIF_CIF,
      });
      const invalid = await call('POST', '/cumplia-core/gestorias/my/empresas', agencyA.token, {
        ...companyBody(7),
        username: '',
        telefono: '12',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toMatchObject({
        username: MESSAGES.validation.userDniRequired,
        telefono: MESSAGES.validation.phoneInvalid,
      });
      const noAccount = await call('POST', '/cumplia-core/gestorias/my/empresas', agencyA.token, {
        ...companyBody(7),
        numCuenta: '',
      });
      expect(noAccount.json().errors.numCuenta).toBe(MESSAGES.validation.numCuentaRequired);
    });

    it('answers every error of a form at once: the rules across fields beside the empty fields', async () => {
      const v = MESSAGES.validation;
      const response = await call('POST', '/cumplia-core/gestorias/my/empresas', agencyA.token, {
        ...companyBody(7),
        razonSocial: '',
        tipo: 'A',
        codigoPostal: '28001',
        numCuenta: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        razonSocial: v.razonSocialRequired,
        nifCif: v.selfEmployedNifRequired,
        codigoPostal: v.codigoPostalOtherProvince('Madrid', 'Santa Cruz de Tenerife'),
        numCuenta: v.numCuentaRequired,
      });
    });

    it('edits its company with the edit-form rules and audits before and after', async () => {
      const current = (await call('GET', `/cumplia-core/gestorias/empresas/${CIFS[1]}`, agencyA.token)).json();
      const edited = await call('PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[1]}`, agencyA.token, {
        ...current,
        nombreComercial: 'Taller Renovado',
        metodoDePago: 'TRANSFERENCIA',
        numCuenta: 'ES0000000000000000000000',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ nombreComercial: 'Taller Renovado', numCuenta: `ES${'0'.repeat(22)}` });
      // The answer is the company as stored, field by field (it is not read again after the edit).
      const reread = await call('GET', `/cumplia-core/gestorias/empresas/${CIFS[1]}`, agencyA.token);
      expect(edited.json()).toEqual(reread.json());
      const badIban = await call('PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[1]}`, agencyA.token, {
        ...current,
        numCuenta: 'ES0012',
      });
      expect(badIban.json().errors.numCuenta).toBe(MESSAGES.validation.numCuentaInvalid);
      const collision = await call('PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[1]}`, agencyA.token, {
        ...current,
        nifCif: CIFS[2],
      });
      expect(collision.statusCode).toBe(409);
      const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'))).filter(
        (entry) => entry.entityId === String(current.id),
      );
      expect(audit?.before).toMatchObject({ nombreComercial: 'Taller 1' });
      expect(audit?.after).toMatchObject({ nombreComercial: 'Taller Renovado' });
    });

    it('switches tools and adds the product of a newly enabled tool at the agency price', async () => {
      const response = await call('PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[3]}/tools`, agencyA.token, {
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: true,
      });
      expect(response.statusCode).toBe(200);
      const company = (await call('GET', `/cumplia-core/gestorias/empresas/${CIFS[3]}`, agencyA.token)).json();
      expect(company).toMatchObject({ lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
      const products = await t.db.select().from(companyProducts).where(eq(companyProducts.companyId, company.id));
      expect(products.map((p) => p.protocol).sort()).toEqual(['DIGITAL', 'LOPD']);
    });

    it('lists the companies without user and assigns one', async () => {
      const created = await call(
        'POST',
        '/cumplia-core/gestorias/my/empresas',
        agencyC.token,
        companyBody(6, { telefono: '612345606' }),
      );
      expect(created.statusCode).toBe(201);
      const listed = async () =>
        (await call('GET', '/cumplia-core/gestorias/my/empresas/sin-usuario', agencyC.token)).json() as {
          content: { id: number; nifCif: string }[];
          totalElements: number;
        };
      // A claim gets its login when the company signs: until then it is not offered here.
      expect((await listed()).content.map((company) => company.nifCif)).not.toContain(CIFS[6]);
      // Confirmed (as its signature leaves it) and still without a login: it shows up.
      await t.db
        .update(companies)
        .set({ agencyConfirmedAt: new Date() })
        .where(eq(companies.nifCif, CIFS[6] ?? ''));
      const withoutUser = await listed();
      expect(withoutUser.content[0]?.nifCif).toBe(CIFS[6]);

      const id = withoutUser.content[0]?.id;
      const body = { username: DNIS[6], email: 'admin6@empresa-canaria.example', name: 'Administrador 6' };
      expect((await call('POST', `/cumplia-core/empresas/${id}/asignar-usuario`, agencyB.token, body)).statusCode).toBe(
        404,
      );
      expect((await call('POST', `/cumplia-core/empresas/${id}/asignar-usuario`, companyToken, body)).statusCode).toBe(
        403,
      );
      const invalid = await call('POST', `/cumplia-core/empresas/${id}/asignar-usuario`, agencyC.token, {
        username: 'B38567897',
        email: 'x',
        name: '',
      });
      expect(invalid.json().errors).toMatchObject({
        username: MESSAGES.assignUser.usernameInvalid,
        email: MESSAGES.assignUser.emailInvalid,
        name: MESSAGES.assignUser.nameRequired,
      });
      expect((await call('POST', `/cumplia-core/empresas/${id}/asignar-usuario`, agencyC.token, body)).statusCode).toBe(
        201,
      );
      expect((await call('POST', `/cumplia-core/empresas/${id}/asignar-usuario`, agencyC.token, body)).statusCode).toBe(
        409,
      );
      expect((await t.lastMessageTo('admin6@empresa-canaria.example'))?.subject).toBe('Active su cuenta de Cumplia');
      const after = (await call('GET', '/cumplia-core/gestorias/my/empresas/sin-usuario', agencyC.token)).json();
      expect(after.content.map((c: { nifCif: string }) => c.nifCif)).not.toContain(CIFS[6]);
    });
  });

  describe('assigning a login under concurrency', () => {
    it('five concurrent assignments to one company create one login', async () => {
      expect(
        (
          await call(
            'POST',
            '/cumplia-core/gestorias/my/empresas',
            agencyC.token,
            companyBody(7, { telefono: '612345607' }),
          )
        ).statusCode,
      ).toBe(201);
      const [company] = await t.db
        .update(companies)
        .set({ agencyConfirmedAt: new Date() })
        .where(eq(companies.nifCif, CIFS[7] ?? ''))
        .returning({ id: companies.id });
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() =>
          call('POST', `/cumplia-core/empresas/${company?.id}/asignar-usuario`, agencyC.token, {
            username: DNIS[7],
            email: 'admin7@empresa-canaria.example',
            name: 'Administrador 7',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const logins = await t.db
        .select()
        .from(companyUsers)
        .where(eq(companyUsers.companyId, company?.id ?? 0));
      expect(logins).toHaveLength(1);
    });
  });

  describe('tenant isolation of the agency endpoints', () => {
    it("refuses agency B every read and write of agency A's companies (404, as if they did not exist)", async () => {
      const target = CIFS[0];
      const current = (await call('GET', `/cumplia-core/gestorias/empresas/${target}`, agencyA.token)).json();
      expect((await call('GET', `/cumplia-core/gestorias/empresas/${target}`, agencyB.token)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/cumplia-core/gestorias/my/empresas/${target}`, agencyB.token, current)).statusCode,
      ).toBe(404);
      expect(
        (
          await call('PUT', `/cumplia-core/gestorias/my/empresas/${target}/tools`, agencyB.token, {
            lopdgdd: false,
            acosoLaboral: false,
            desconexionDigital: false,
          })
        ).statusCode,
      ).toBe(404);
      const after = (await call('GET', `/cumplia-core/gestorias/empresas/${target}`, agencyA.token)).json();
      expect(after).toMatchObject({ lopdgdd: current.lopdgdd, nombreComercial: current.nombreComercial });
    });

    it('refuses company users (403) and anonymous visitors (401) on every agency endpoint', async () => {
      const endpoints: ['GET' | 'POST' | 'PUT', string][] = [
        ['GET', '/cumplia-core/gestorias/my'],
        ['GET', '/cumplia-core/gestorias/my/empresas'],
        ['GET', '/cumplia-core/gestorias/my/empresas/sin-usuario'],
        ['POST', '/cumplia-core/gestorias/my/empresas'],
        ['GET', `/cumplia-core/gestorias/empresas/${CIFS[0]}`],
        ['PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[0]}`],
        ['PUT', `/cumplia-core/gestorias/my/empresas/${CIFS[0]}/tools`],
      ];
      for (const [method, url] of endpoints) {
        expect((await call(method, url, companyToken, {})).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('keeps the unfiltered total exact as companies come, go and change agency (counter trigger)', async () => {
      const total = async (token: string) =>
        (await call('GET', '/cumplia-core/gestorias/my/empresas', token)).json().totalElements;
      const beforeA = await total(agencyA.token);
      const beforeB = await total(agencyB.token);
      const moving = companyBody(8, { nifCif: 'B38700142', username: '67812345L', telefono: '612345608' });
      expect((await call('POST', '/cumplia-core/gestorias/my/empresas', agencyA.token, moving)).statusCode).toBe(201);
      expect(await total(agencyA.token)).toBe(beforeA + 1);
      await t.db.update(companies).set({ agencyId: agencyB.agencyId }).where(eq(companies.nifCif, 'B38700142'));
      expect([await total(agencyA.token), await total(agencyB.token)]).toEqual([beforeA, beforeB + 1]);
      await t.db.delete(companies).where(eq(companies.nifCif, 'B38700142'));
      expect(await total(agencyB.token)).toBe(beforeB);
    });

    it('gives the agency its own identity', async () => {
      const mine = (await call('GET', '/cumplia-core/gestorias/my', agencyA.token)).json();
      expect(mine).toMatchObject({ id: agencyA.agencyId, comision: 10 });
    });
  });
});
