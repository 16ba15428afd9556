import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyProductPrices, auditLog, users } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let superadmin: string;
let worker: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/cumplia-core${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const registration = (overrides: Record<string, unknown> = {}) => ({
  razonSocial: 'Asesoría Orotava S.L.',
  nifCif: 'B38700043',
  tipo: 'E',
  nombre: 'Javier Hernández Luis',
  dni: '23456789d',
  email: 'javier@asesoriaorotava.example',
  telefono: '611 222 333',
  nombreComercial: 'Asesoría Orotava',
  direccion: 'Calle Tomás Zerolo 10',
  provincia: 'Santa Cruz de Tenerife',
  codigoPostal: '38300',
  localidad: 'La Orotava',
  cnae: '6920',
  actividad: 'Asesoría fiscal y laboral',
  numTrabajadores: 4,
  numCuenta: 'ES91 2100 0418 4502 0005 1332',
  comision: 12.5,
  superColaborador: true,
  productos: [
    { nombrePlantilla: 'LOPD', precioDescuento: 100 },
    { nombrePlantilla: 'ACOSO', precioDescuento: 80 },
  ],
  ...overrides,
});

/** An agency registered as `registration` does, with its own NIF/CIF, administrator and e-mail. */
type Registered = { nifCif: string; dni: string; email: string };

/** Staff's edit of an agency: a new trade name, one product at 70 € and the given commission. */
const agencyEdit = (agency: Registered, comision: number) => ({
  razonSocial: 'Asesoría Orotava S.L.',
  nombreComercial: 'Asesoría Orotava Norte',
  nifCif: agency.nifCif,
  dni: agency.dni,
  email: agency.email,
  telefono: '+34611222333',
  numCuenta: 'ES9121000418450200051332',
  comision,
  productos: [{ nombrePlantilla: 'DIGITAL', precioDescuento: 70 }],
});

const register = async (agency: Registered, overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', '/admin/gestorias', superadmin, registration({ ...agency, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  const [stored] = await t.db.select().from(agencies).where(eq(agencies.nifCif, agency.nifCif));
  if (!stored) throw new Error(`agency ${agency.nifCif} not stored`);
  return stored;
};
const auditOf = async (action: string, agencyId: number) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).filter(
    (entry) => entry.entityId === String(agencyId),
  );

beforeAll(async () => {
  t = await createDemoTestApp();
  superadmin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('collaborators', () => {
  describe('collaborator registration', () => {
    it('registers a collaborator with prices and its administrator login, e-mailed to verify', async () => {
      const response = await call('POST', '/admin/gestorias', superadmin, registration());
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('La colaborador se ha añadido correctamente.');
      const [agency] = await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38700043'));
      expect(agency).toMatchObject({ comisionBasisPoints: 1250, superColaborador: true, telefono: '+34611222333' });
      const prices = await t.db
        .select()
        .from(agencyProductPrices)
        .where(eq(agencyProductPrices.agencyId, agency?.id ?? 0));
      expect(prices).toHaveLength(2);
      const [login] = await t.db.select().from(users).where(eq(users.username, '23456789D'));
      expect(login?.passwordHash).toBeNull();
      expect((await t.lastMessageTo('javier@asesoriaorotava.example'))?.subject).toBe('Active su cuenta de Cumplia');
      expect(await auditOf('agency.create', agency?.id ?? 0)).toHaveLength(1);
    });

    it('shows every message of part 2 section 5.4', async () => {
      const response = await call('POST', '/admin/gestorias', superadmin, {
        razonSocial: '',
        nifCif: 'B1',
        nombre: '',
        dni: '1234',
        email: 'no-es-email',
        telefono: '+34 12',
        nombreComercial: '',
        direccion: '',
        cnae: '1'.repeat(61),
        actividad: '',
        numCuenta: 'ES12',
        comision: 100.5,
        productos: [{ nombrePlantilla: 'OTRO', precioDescuento: -1 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        razonSocial: 'Razón Social es requerida.',
        nifCif: 'Formato de NIF/CIF inválido.',
        tipo: 'Tipo es requerido.',
        nombre: 'Nombre es requerido.',
        dni: 'NIF inválido.',
        email: 'Correo electrónico inválido.',
        telefono: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
        nombreComercial: 'Nombre Comercial es requerido.',
        direccion: 'Dirección es requerida.',
        // The spec's 'CNAE debe ser menor de 60 carácteres.' gave way to one CNAE-2025 class (decision 019).
        cnae: `«${'1'.repeat(60)}» no es una clase de la CNAE-2025: búsquela por su actividad o escriba su código de 4 cifras.`,
        actividad: 'Actividad de la Empresa es requerida.',
        numCuenta: 'IBAN inválido.',
        comision: 'La comisión debe ser un número entre 0 y 100.',
        'productos.0.nombrePlantilla': 'Seleccione un protocolo',
        'productos.0.precioDescuento': 'Ingrese un precio válido',
      });
      const empty = await call('POST', '/admin/gestorias', superadmin, { nifCif: '', dni: '' });
      expect(empty.json().errors).toMatchObject({ nifCif: 'NIF/CIF es requerido.', dni: 'NIF es requerido.' });
    });

    it("the worker's variant takes a commission from its list and never makes a super-collaborator", async () => {
      const bad = await call('POST', '/worker/gestorias', worker, registration({ nifCif: 'B38700050', comision: 12 }));
      expect(bad.json().errors.comision).toBe('Seleccione una comisión de la lista.');
      const badIban = await call(
        'POST',
        '/worker/gestorias',
        worker,
        registration({ nifCif: 'B38700050', numCuenta: 'X' }),
      );
      expect(badIban.json().errors.numCuenta).toBe('Formato de IBAN inválido.');
      const ok = await call(
        'POST',
        '/worker/gestorias',
        worker,
        registration({ nifCif: 'B38700050', dni: '34567890V', comision: undefined }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      const [agency] = await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38700050'));
      expect(agency).toMatchObject({ comisionBasisPoints: 300, superColaborador: false });
      // The demo agency's NIF/CIF is taken.
      const duplicate = await call(
        'POST',
        '/worker/gestorias',
        worker,
        registration({ nifCif: 'B38123451', dni: '45678901G', comision: 5 }),
      );
      expect(duplicate.json().code).toBe('DUPLICATE_NIF_CIF');
    });
  });

  describe('collaborator list, detail and edit', () => {
    it('lists newest first with name and NIF/CIF filters, on both paths', async () => {
      await register(
        { nifCif: 'B38700068', dni: '56789012B', email: 'ana@garachico.example' },
        { razonSocial: 'Asesoría Garachico' },
      );
      await register(
        { nifCif: 'B38700076', dni: '67890123B', email: 'luis@garachico.example' },
        { razonSocial: 'Garachico Sur S.L.' },
      );
      const all = (await call('GET', '/admin/gestorias?page=0&size=10', worker)).json();
      expect(all.content[0].nifCif).toBe('B38700076');
      const byName = (await call('GET', '/worker/gestorias?nombre=garachico', worker)).json();
      expect(byName.content.map((row: { nifCif: string }) => row.nifCif)).toEqual(['B38700076', 'B38700068']);
      const byNif = (await call('GET', '/admin/gestorias?nifCif=B38123', superadmin)).json();
      expect(byNif.totalElements).toBe(1);
    });

    it('shows the collaborator with its prices and one page of its companies', async () => {
      const [demo] = await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451'));
      const detail = (await call('GET', `/admin/gestorias/${demo?.id}?page=0&size=2`, worker)).json();
      expect(detail.empresas.content).toHaveLength(2);
      expect(detail.empresas.totalElements).toBe(demo?.companyCount);
      expect(detail.productos).toHaveLength(3);
      expect((await call('GET', '/admin/gestorias/999999', superadmin)).statusCode).toBe(404);
    });

    it('saves through the plural, singular and worker paths, audited', async () => {
      const edited = { nifCif: 'B38700084', dni: '78901234X', email: 'eva@asesoriaorotava.example' };
      const agency = await register(edited);
      const body = agencyEdit(edited, 15);
      for (const [path, token] of [
        [`/admin/gestorias/${agency.id}`, superadmin],
        [`/admin/gestoria/${agency.id}`, superadmin],
        [`/worker/gestorias/${agency.id}`, worker],
      ] as const) {
        const response = await call('PUT', path, token, body);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().message).toBe('Datos de gestoría actualizados exitosamente.');
      }
      const detail = (await call('GET', `/admin/gestorias/${agency.id}`, superadmin)).json();
      expect(detail).toMatchObject({ nombreComercial: 'Asesoría Orotava Norte', comision: 15 });
      expect(detail.productos).toEqual([expect.objectContaining({ nombrePlantilla: 'DIGITAL', precioDescuento: 70 })]);
      expect(await auditOf('agency.update', agency.id)).toHaveLength(3);
      const taken = await call('PUT', `/admin/gestorias/${agency.id}`, superadmin, { ...body, nifCif: 'B38123451' });
      expect(taken.statusCode).toBe(409);
    });

    it('a worker edits a commission only within its list, on every path; the superadmin sets any', async () => {
      const commissioned = { nifCif: 'B38700092', dni: '89012345E', email: 'pablo@asesoriaorotava.example' };
      // Registered at 15 %, one of the workers' rates: a worker may not bring it to a rate off their list.
      const agency = await register(commissioned, { comision: 15 });
      for (const path of [
        `/worker/gestorias/${agency.id}`,
        `/admin/gestoria/${agency.id}`,
        `/admin/gestorias/${agency.id}`,
      ]) {
        for (const comision of [99, 2, 12.5]) {
          const refused = await call('PUT', path, worker, agencyEdit(commissioned, comision));
          expect(refused.statusCode, `${path} ${comision}`).toBe(400);
          expect(refused.json().errors).toEqual({ comision: 'Seleccione una comisión de la lista.' });
        }
      }
      expect(
        (await call('PUT', `/worker/gestorias/${agency.id}`, worker, agencyEdit(commissioned, 25))).statusCode,
      ).toBe(200);
      expect(
        (await call('PUT', `/admin/gestorias/${agency.id}`, superadmin, agencyEdit(commissioned, 33.5))).statusCode,
      ).toBe(200);
      // A worker editing other data keeps the commission the superadmin set.
      expect(
        (await call('PUT', `/worker/gestorias/${agency.id}`, worker, agencyEdit(commissioned, 33.5))).statusCode,
      ).toBe(200);
      const detail = (await call('GET', `/admin/gestorias/${agency.id}`, superadmin)).json();
      expect(detail.comision).toBe(33.5);
    });
  });
});
