import { DEFAULT_PROTOCOL_PRICES_CENTS } from '@cumplia/domain';
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  companyProducts,
  companyUsers,
  contracts,
  renewals,
  users,
} from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;
let worker: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/cumplia-core${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newCompany = (overrides: Record<string, unknown> = {}) => ({
  razonSocial: 'Ferretería Güímar S.L.',
  nifCif: 'B38700019',
  tipo: 'E',
  nombre: 'Rosa Delgado Pérez',
  username: '12345678Z',
  email: 'rosa@ferreteriaguimar.example',
  telefono: '+34 622 111 222',
  nombreComercial: 'Ferretería Güímar',
  direccion: 'Calle Real 4',
  codigoPostal: '38500',
  localidad: 'Güímar',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4752',
  actividad: 'Comercio de ferretería',
  numTrabajadores: 6,
  metodoDePago: 'SEPA',
  numCuenta: 'ES76 2077 0024 0031 0257 5766',
  productos: [
    { nombrePlantilla: 'LOPD', precioDescuento: 110 },
    { nombrePlantilla: 'DIGITAL', precioDescuento: 85.5 },
  ],
  ...overrides,
});

const companyByNif = async (nifCif: string) => {
  const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error(`no company ${nifCif}`);
  return row;
};

/** A direct company staff created with `newCompany`'s data under its own NIF/CIF and administrator. */
const created = async (nifCif: string, username: string) => {
  const response = await call('POST', '/admin/empresas', superadmin, newCompany({ nifCif, username }));
  expect(response.statusCode, response.body).toBe(201);
  return companyByNif(nifCif);
};

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('staff companies', () => {
  describe('staff company creation', () => {
    it('creates a direct company whose protocol rows decide its tools and prices, with login, e-mail and SMS', async () => {
      const response = await call(
        'POST',
        '/admin/empresas',
        superadmin,
        newCompany({ lopdgdd: false, acosoLaboral: true }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const company = await companyByNif('B38700019');
      expect(company).toMatchObject({ agencyId: null, lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
      expect(company.numCuenta).toBe('ES7620770024003102575766');
      const products = await t.db.select().from(companyProducts).where(eq(companyProducts.companyId, company.id));
      expect(products.map((p) => [p.protocol, p.precioDescuentoCents]).sort()).toEqual([
        ['DIGITAL', 8550],
        ['LOPD', 11000],
      ]);
      const [login] = await t.db.select().from(users).where(eq(users.username, '12345678Z'));
      expect(login?.passwordHash).toBeNull();
      expect((await t.lastMessageTo('rosa@ferreteriaguimar.example'))?.subject).toBe('Active su cuenta de Cumplia');
      expect(await t.lastMessageTo('+34622111222')).toBeTruthy();
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(company.id)));
      expect(audit.map((row) => row.action)).toContain('company.create');
    });

    it('the worker creates through its own path; a taken NIF/CIF is refused with the catalogue text', async () => {
      const created = await call(
        'POST',
        '/worker/empresas',
        worker,
        newCompany({ nifCif: 'B38700027', username: '87654321X', metodoDePago: 'TRANSFERENCIA', numCuenta: '' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect((await companyByNif('B38700027')).numCuenta).toBe(`ES${'0'.repeat(22)}`);
      // The unfiltered list's total is the trigger-kept counter: it follows inserts and deletes exactly.
      const listed = async () => (await call('GET', '/admin/empresas?page=0&size=1', superadmin)).json().totalElements;
      expect(await listed()).toBe((await t.db.select().from(companies)).length);
      const extra = await t.factories.companyUser();
      await t.db.delete(companies).where(eq(companies.id, extra.companyId));
      expect(await listed()).toBe((await t.db.select().from(companies)).length);
      const duplicate = await call(
        'POST',
        '/admin/empresas',
        superadmin,
        newCompany({ nifCif: 'B38700027', username: '11111111H' }),
      );
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'DUPLICATE_NIF_CIF',
        message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
      });
    });

    it('answers each invalid field with its Spanish message (part 2 section 5.6)', async () => {
      const response = await call('POST', '/admin/empresas', superadmin, {
        ...newCompany({ nifCif: 'B38700035' }),
        razonSocial: ' ',
        username: '123',
        numCuenta: '',
        productos: [{ nombrePlantilla: '', precioDescuento: -1 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        razonSocial: 'Razón Social es requerida.',
        username: 'DNI del usuario inválido.',
        'productos.0.nombrePlantilla': 'Seleccione un protocolo',
        'productos.0.precioDescuento': 'Ingrese un precio válido',
      });
    });
  });

  describe('staff company detail and edit', () => {
    it('reads by id (admin) and by id or NIF/CIF (worker), with the last invoiced price per tool', async () => {
      const talleres = await companyByNif('B38567897');
      const byId = await call('GET', `/admin/empresas/${talleres.id}`, worker);
      expect(byId.statusCode, byId.body).toBe(200);
      expect(byId.json().nifCif).toBe('B38567897');
      expect(Object.keys(byId.json().ultimoPrecioFacturado).length).toBeGreaterThan(0);
      expect((await call('GET', '/worker/empresas/B38567897', worker)).json().id).toBe(talleres.id);
      expect((await call('GET', `/worker/empresas/${talleres.id}`, worker)).json().nifCif).toBe('B38567897');
      expect((await call('GET', '/admin/empresas/999999', superadmin)).statusCode).toBe(404);
    });

    it('says whether the company has a login, so staff can give it one', async () => {
      const [withLogin] = await t.db.select({ id: companyUsers.companyId }).from(companyUsers).limit(1);
      const [withoutLogin] = await t.db
        .select({ id: companies.id })
        .from(companies)
        .where(notExists(t.db.select().from(companyUsers).where(eq(companyUsers.companyId, companies.id))))
        .limit(1);
      expect((await call('GET', `/admin/empresas/${withLogin?.id}`, superadmin)).json().conUsuario).toBe(true);
      expect((await call('GET', `/admin/empresas/${withoutLogin?.id}`, worker)).json().conUsuario).toBe(false);
    });

    it("tells the worker the price a tool switched on bills (the company's, else the list price); not an agency", async () => {
      const talleres = await companyByNif('B38567897');
      const answer = await call('GET', '/worker/empresas/B38567897/tools/precios', worker);
      expect(answer.statusCode, answer.body).toBe(200);
      const [kept] = await t.db
        .select({ cents: companyProducts.precioDescuentoCents })
        .from(companyProducts)
        .where(and(eq(companyProducts.companyId, talleres.id), eq(companyProducts.protocol, 'LOPD')));
      expect(answer.json().precios.LOPD).toBe((kept?.cents ?? DEFAULT_PROTOCOL_PRICES_CENTS.LOPD) / 100);
      expect(Object.keys(answer.json().precios).sort()).toEqual(['ACOSO', 'DIGITAL', 'LOPD']);
      const agency = await demoToken(t, 'agency');
      expect((await call('GET', '/worker/empresas/B38567897/tools/precios', agency)).statusCode).toBe(403);
      expect((await call('GET', '/worker/empresas/B00000000/tools/precios', worker)).statusCode).toBe(404);
    });

    it('saves an edit as superadmin and as worker, audited with before and after', async () => {
      const company = await created('B38700100', '23456781R');
      const { productos: _p, username: _u, ...fields } = newCompany({ nifCif: 'B38700100' });
      const saved = await call('PUT', `/admin/empresas/${company.id}`, superadmin, {
        ...fields,
        nombreComercial: 'Ferretería Güímar Centro',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().nombreComercial).toBe('Ferretería Güímar Centro');
      const byWorker = await call('PUT', '/worker/empresas/B38700100', worker, { ...fields, telefono: '622333444' });
      expect(byWorker.statusCode, byWorker.body).toBe(200);
      expect((await companyByNif('B38700100')).telefono).toBe('+34622333444');
      const updates = await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.update'));
      expect(updates.filter((row) => row.entityId === String(company.id))).toHaveLength(2);

      const missingIban = await call('PUT', '/worker/empresas/B38700100', worker, { ...fields, numCuenta: '' });
      expect(missingIban.json().errors.numCuenta).toBe('El número de cuenta es requerido para pagos SEPA');
      const badIban = await call('PUT', `/admin/empresas/${company.id}`, superadmin, { ...fields, numCuenta: 'ES00' });
      expect(badIban.json().errors.numCuenta).toBe('Número de Cuenta inválido.');
    });
  });

  describe('staff tools', () => {
    it('switching a tool on needs a price > 0, sets it and prepares the contract; callViafirma sends the SMS', async () => {
      const company = await created('B38700118', '34567812P');
      const tools = { lopdgdd: true, acosoLaboral: true, desconexionDigital: true };
      const noPrice = await call('PUT', '/admin/empresas/B38700118/tools', worker, { tools });
      expect(noPrice.statusCode).toBe(400);
      expect(noPrice.json().message).toBe('El precio es requerido y debe ser mayor a 0');
      const zero = await call('PUT', '/admin/empresas/B38700118/tools', worker, { tools, price: 0 });
      expect(zero.json().errors.price).toBe('El precio debe ser mayor a 0');

      const before = await t.db.select().from(contracts).where(eq(contracts.companyId, company.id));
      const on = await call('PUT', '/admin/empresas/B38700118/tools', superadmin, {
        tools,
        price: 95,
        callViafirma: false,
      });
      expect(on.statusCode, on.body).toBe(200);
      const after = await t.db.select().from(contracts).where(eq(contracts.companyId, company.id));
      expect(after.length - before.length).toBe(1);
      const [acoso] = await t.db.select().from(companyProducts).where(eq(companyProducts.companyId, company.id));
      expect(acoso).toBeTruthy();
      const detail = (await call('GET', `/admin/empresas/${company.id}`, superadmin)).json();
      expect(
        detail.productos.find((p: { nombrePlantilla: string }) => p.nombrePlantilla === 'ACOSO').precioDescuento,
      ).toBe(95);

      const off = await call('PUT', '/admin/empresas/B38700118/tools', superadmin, {
        tools: { ...tools, desconexionDigital: false },
      });
      expect(off.statusCode).toBe(200);
      expect((await companyByNif('B38700118')).desconexionDigital).toBe(false);
    });

    it("'Alta múltiple' switches tools on, each at its own price, and needs one chosen", async () => {
      await created('B38700126', '45678123P');
      const none = await call('PUT', '/admin/empresas/B38700126/tools/multiple-price', superadmin, {
        tools: { lopdgdd: { enabled: false } },
      });
      expect(none.json().message).toBe('Debe seleccionar al menos una herramienta');
      const response = await call('PUT', '/admin/empresas/B38700126/tools/multiple-price', superadmin, {
        tools: { acosoLaboral: { enabled: true, price: 70 }, desconexionDigital: { enabled: true, price: 60 } },
        callViafirma: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true });
      const company = await companyByNif('B38700126');
      const prices = await t.db.select().from(companyProducts).where(eq(companyProducts.companyId, company.id));
      expect(Object.fromEntries(prices.map((p) => [p.protocol, p.precioDescuentoCents]))).toMatchObject({
        ACOSO: 7000,
        DIGITAL: 8550, // already on: its price stays
      });
    });

    it("the worker's list toggle switches tools with the company's price and sends the contract", async () => {
      await created('B38700134', '56781234F');
      const response = await call('PUT', '/worker/empresas/B38700134', worker, {
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await companyByNif('B38700134')).toMatchObject({
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: true,
      });
    });
  });

  describe('verification e-mail again', () => {
    it('clears the password, ends the sessions and e-mails a new link', async () => {
      const company = await companyByNif('B38567897');
      const response = await call('GET', `/admin/empresas/${company.id}/send-verification`, superadmin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Verificación reenviada exitosamente. La contraseña ha sido reseteada.');
      expect((await t.login('54327891M', 'E', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await t.lastMessageTo(company.email))?.subject).toBe('Active su cuenta de Cumplia');
    });
  });

  describe('money inputs', () => {
    it('refuses prices beyond the bound on every money input with a Spanish message, never a 500', async () => {
      const tooHigh = 'El precio no puede superar 100.000,00 €.';
      const tools = { lopdgdd: true, acosoLaboral: true, desconexionDigital: true };
      for (const [url, payload] of [
        ['/admin/empresas/B38234563/tools', { tools, price: 21_474_836.48 }],
        ['/admin/empresas/B38234563/tools/multiple-price', { tools: { acosoLaboral: { enabled: true, price: 1e12 } } }],
        [
          '/admin/empresas',
          newCompany({ nifCif: 'B38700035', productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 99_999_999 }] }),
        ],
      ] as const) {
        const response = await call(url === '/admin/empresas' ? 'POST' : 'PUT', url, superadmin, payload);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(Object.values(response.json().errors)).toContain(tooHigh);
      }
      const decimals = await call('PUT', '/admin/empresas/B38234563/tools', superadmin, { tools, price: 10.001 });
      expect(Object.values(decimals.json().errors)).toContain('El precio admite como máximo dos decimales.');
      const [renewal] = await t.db.select({ id: renewals.id }).from(renewals).limit(1);
      const renewalPrices = await call('POST', `/admin/renovaciones/${renewal?.id}/productos`, superadmin, [
        { nombrePlantilla: 'LOPD', precioDescuento: 21_474_837 },
      ]);
      expect(renewalPrices.statusCode).toBe(400);
      expect(Object.values(renewalPrices.json().errors)).toContain(tooHigh);
    });
  });
});
