import {
  CLIENT_STATE_KEYS,
  type ClientStateCounts,
  cifWithControlDigit,
  type Paged,
  type AgencyCompanyListItem as Row,
} from '@cumplia/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.js';
import { DEMO_AGENCIES, DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

const BOARD = '/cumplia-core/gestorias/my/empresas';
let t: TestApp;
let atlantica: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const board = async (query: string, token = atlantica): Promise<Paged<Row>> => {
  const response = await get(`${BOARD}?size=100&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const namesOf = (page: Paged<Row>) => page.content.map((row) => row.nombreComercial).sort();
const counts = async (token = atlantica): Promise<ClientStateCounts> => {
  const response = await get(`${BOARD}/recuento`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

// The demo agency's clients invited by SMS that have not signed (seed-demo-signups.ts).
const delivered = `Empresa ${cifWithControlDigit('B', '3877001')}`;
const opened = `Empresa ${cifWithControlDigit('B', '3877002')}`;
const undelivered = `Empresa ${cifWithControlDigit('B', '3877003')}`;
const reminderStopped = `Empresa ${cifWithControlDigit('B', '3877004')}`;

beforeAll(async () => {
  // The test clock reads 21 November 2026.
  t = await createDemoTestApp();
  atlantica = await demoToken(t, 'agency');
});
afterAll(async () => {
  await t.close();
});

describe('client boards', () => {
  describe('the client board', () => {
    it('filters each state to exactly the demo clients in it', async () => {
      expect(namesOf(await board('estado=altaEnCurso'))).toEqual(
        [delivered, opened, undelivered, reminderStopped].sort(),
      );
      expect(namesOf(await board('estado=altaFallida'))).toEqual([undelivered]);
      // The bakery's December 2025 debit came back from the bank and is still owed.
      expect(namesOf(await board('estado=reciboDevuelto'))).toEqual(['Panadería La Laguna']);
      // Its period ends on 4 December 2026: in 13 days, and its renewal waits for approval.
      const due = await board('estado=renovacion30');
      expect(namesOf(due)).toEqual(['Panadería La Laguna']);
      expect(due.content[0]?.renovacion).toEqual({ fechaFin: '2026-12-04', dias: 13, estado: 'POR_APROBAR' });
      expect(due.content[0]?.ultimaFactura).toMatchObject({ estado: 'DEVUELTA' });
      expect(due.content[0]?.recibosDevueltos).toBe(1);
      expect(namesOf(await board('estado=perfilIncompleto'))).toEqual(
        ['Construcciones Teno', 'Frutas Tacoronte', delivered, opened, undelivered, reminderStopped].sort(),
      );
      // Several states narrow to the clients in all of them.
      expect(namesOf(await board('estado=altaEnCurso,altaFallida'))).toEqual([undelivered]);
      // A set: order and repeats do not make another filter.
      expect(namesOf(await board('estado=altaFallida,altaEnCurso,altaFallida'))).toEqual([undelivered]);
      expect((await board('estado=reciboDevuelto,altaEnCurso')).totalElements).toBe(0);
    });

    it('counts each state with the conditions it filters by, and the dashboard shows the same figures', async () => {
      const counted = await counts();
      expect(counted.total).toBe((await board('')).totalElements);
      for (const state of CLIENT_STATE_KEYS) {
        expect((await board(`estado=${state}`)).totalElements, state).toBe(counted.estados[state]);
      }
      expect(counted.estados.firmaPendiente).toBe(5);
      const summary = (await get('/cumplia-core/gestorias/my/resumen', atlantica)).json();
      expect(summary).toMatchObject({
        empresas: counted.total,
        firmasPendientes: counted.estados.firmaPendiente,
        sinVerificar: counted.estados.sinVerificar,
        renovacionesEnVentana: counted.estados.renovacionPorAprobar,
      });
    });

    it("shows on each row the states its filters find: a row's columns and the filters never disagree", async () => {
      const rows = (await board('')).content;
      const shown: Partial<Record<(typeof CLIENT_STATE_KEYS)[number], (row: Row) => boolean>> = {
        firmaPendiente: (row) => row.firmaPendiente,
        perfilIncompleto: (row) => row.perfilFaltan.length > 0,
        sinVerificar: (row) => !row.verificado,
        reciboDevuelto: (row) => row.recibosDevueltos > 0,
        facturaPendiente: (row) => row.ultimaFactura?.estado === 'PENDIENTE',
        renovacionPorAprobar: (row) => row.renovacion?.estado === 'POR_APROBAR',
        renovacionDeshabilitada: (row) => row.renovacion?.estado === 'DESHABILITADA',
        altaFallida: (row) => row.alta?.estado === 'FALLIDO',
      };
      for (const [state, holds] of Object.entries(shown)) {
        const found = new Set((await board(`estado=${state}`)).content.map((row) => row.id));
        for (const row of rows) expect(holds(row), `${state}: ${row.nombreComercial}`).toBe(found.has(row.id));
      }
    });

    it('shows where each protocol stands; a sign-up still to be completed has not said its headcount', async () => {
      const rows = (await board('')).content;
      const bakery = rows.find((row) => row.nombreComercial === 'Panadería La Laguna');
      expect(bakery?.protocolos).toEqual({ LOPD: 'CUBIERTO', ACOSO: 'CUBIERTO', DIGITAL: 'CUBIERTO' });
      expect(bakery?.perfilFaltan).toEqual([]);
      const teno = rows.find((row) => row.nombreComercial === 'Construcciones Teno');
      expect(teno).toMatchObject({ firmaPendiente: true, verificado: false });
      const invited = rows.find((row) => row.nombreComercial === delivered);
      expect(invited?.protocolos).toEqual({ LOPD: 'NO_CONTRATADO', ACOSO: 'NO_CONTRATADO', DIGITAL: 'NO_CONTRATADO' });
      expect(invited?.alta?.estado).toBe('ENTREGADO');
    });

    it('searches name, NIF/CIF and town, case and accents aside', async () => {
      expect(namesOf(await board('q=PANADERIA'))).toEqual(['Panadería La Laguna']);
      expect(namesOf(await board('q=b38567897'))).toEqual(['Panadería La Laguna']);
      expect(namesOf(await board('q=tacoronte'))).toEqual(['Frutas Tacoronte']);
      // By town: every client in San Cristóbal de La Laguna.
      const laguna = await board('q=san%20cristobal');
      expect(laguna.totalElements).toBeGreaterThan(1);
      expect(laguna.content.every((row) => row.localidad === 'San Cristóbal de La Laguna')).toBe(true);
      // LIKE's wildcards are searched as text.
      expect((await board('q=%25')).totalElements).toBe(0);
    });

    it('sorts by town and by the end of the period', async () => {
      const byTown = (await board('sort=localidad&dir=asc')).content.map((row) => row.localidad);
      expect(byTown).toEqual([...byTown].sort((a, b) => a.localeCompare(b, 'es')));
      const byRenewal = (await board('sort=renovacion&dir=asc')).content
        .map((row) => row.renovacion?.fechaFin)
        .filter((day) => day !== undefined);
      expect(byRenewal[0]).toBe('2026-12-04');
      expect(byRenewal).toEqual([...byRenewal].sort());
    });

    it('exports the filtered board, the same rows with their states', async () => {
      const filtered = await board('estado=perfilIncompleto&sort=empresa&dir=asc');
      const response = await get(`${BOARD}/export?formato=csv&estado=perfilIncompleto&sort=empresa&dir=asc`, atlantica);
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const header = lines[0]?.split(';') ?? [];
      expect(header).toEqual(expect.arrayContaining(['Empresa', 'Alta por SMS', 'Perfil', 'Cobro', 'Renovación']));
      const names = lines.slice(1).map((line) => line.split(';')[header.indexOf('Empresa')]);
      expect(names).toEqual(filtered.content.map((row) => row.nombreComercial));
      expect(lines.find((line) => line.includes(undelivered))).toContain(';Fallido;');
      const xlsx = await get(`${BOARD}/export?formato=xlsx&estado=reciboDevuelto`, atlantica);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    });

    it('keeps each agency to its own clients and refuses other roles and unknown states', async () => {
      const other = DEMO_AGENCIES[1];
      if (!other) throw new Error('the demo has two agencies');
      const login = await t.login(other.user.username, 'G', DEMO_PASSWORD);
      expect(login.statusCode, login.body).toBe(200);
      const otherToken: string = login.json().token;
      const theirs = await board('', otherToken);
      const ours = new Set((await board('')).content.map((row) => row.id));
      expect(theirs.totalElements).toBeGreaterThan(0);
      expect(theirs.content.filter((row) => ours.has(row.id))).toEqual([]);
      expect((await counts(otherToken)).total).toBe(theirs.totalElements);

      const company = await demoToken(t, 'company');
      const staff = await demoToken(t, 'superadmin');
      for (const token of [company, staff]) {
        expect((await get(`${BOARD}/recuento`, token)).statusCode).toBe(403);
        expect((await get(`${BOARD}/export?formato=csv`, token)).statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: `${BOARD}/recuento` })).statusCode).toBe(401);
      expect((await get(`${BOARD}?estado=todas`, atlantica)).statusCode).toBe(400);
    });

    it("follows the profile's gaps as it is saved, and the company's data it is checked against", async () => {
      const teno = (await board('q=teno')).content[0];
      if (!teno) throw new Error('Construcciones Teno is a demo client');
      // Never saved, its profile lacks everything.
      expect(teno.perfilFaltan).toEqual(['Complete y guarde el perfil de cumplimiento de la empresa']);
      const url = `${BOARD}/${teno.nifCif}/perfil-cumplimiento`;
      const view = (await get(url, atlantica)).json();
      const put = (profile: object) =>
        t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${atlantica}` }, payload: profile });
      expect((await put({ ...view.profile, asesorConfidencial: '', horarioLaboral: '' })).statusCode).toBe(200);
      const gaps = (await board('q=teno')).content[0]?.perfilFaltan ?? [];
      expect(gaps).toEqual(expect.arrayContaining(['Persona asesora confidencial', 'Horario de trabajo']));
      expect(namesOf(await board('estado=perfilIncompleto&q=teno'))).toEqual(['Construcciones Teno']);
    });

    it('still answers when a stored profile holds a headcount that is not a number', async () => {
      const bakery = sql`(select id from companies where nif_cif = 'B38567897' and agency_id is not null limit 1)`;
      const [stored] = await rowsOf<{ profile: unknown }>(
        t.db,
        sql`select profile from compliance_profiles where company_id = ${bakery}`,
      );
      await t.db.execute(sql`
        update compliance_profiles set profile = jsonb_set(profile, '{numTrabajadores}', '"muchos"')
        where company_id = ${bakery}`);
      expect((await board('estado=sinCubrir')).content.length).toBeGreaterThan(0);
      expect((await counts()).total).toBeGreaterThan(0);
      await t.db.execute(sql`
        update compliance_profiles set profile = ${JSON.stringify(stored?.profile)}::jsonb where company_id = ${bakery}`);
    });
  });

  describe("the staff's client board", () => {
    const staffBoard = async (query: string, token: string) => {
      const response = await get(`/cumplia-core/admin/clientes?size=100&${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Promise<Paged<Row & { gestoria: { id: number; nombre: string } | null }>>;
    };

    it("shows every agency's clients, each with its agency, and one agency's exactly as it sees them", async () => {
      const superadmin = await demoToken(t, 'superadmin');
      const all = await staffBoard('', superadmin);
      const [counted] = await rowsOf<{ total: number }>(t.db, sql`select count(*)::int as total from companies`);
      expect(all.totalElements).toBe(counted?.total);
      // Every agency's clients, each with its agency, and the direct ones (staff's and the web's) with none.
      expect(new Set(all.content.map((row) => row.gestoria?.nombre))).toEqual(
        new Set(['Gestoría Atlántica', 'Asesoría Teide', undefined]),
      );
      const atlanticaRow = all.content.find((row) => row.gestoria?.nombre === 'Gestoría Atlántica');
      if (!atlanticaRow?.gestoria) throw new Error('the demo agency has clients');

      // Narrowed to one agency, with a state and a search, the rows are the agency's own board's.
      for (const query of [
        '',
        'estado=altaEnCurso',
        'estado=reciboDevuelto',
        'q=laguna',
        'estado=perfilIncompleto&q=empresa',
      ]) {
        const own = await board(query);
        const staff = await staffBoard(`gestoriaId=${atlanticaRow.gestoria.id}&${query}`, superadmin);
        expect(
          staff.content.map(({ gestoria: _agency, ...row }) => row),
          query,
        ).toEqual(own.content);
        expect(staff.totalElements, query).toBe(own.totalElements);
      }
      // A page past the last has no row to carry the total: it is counted on its own, the same.
      for (const query of ['', 'estado=perfilIncompleto', 'q=laguna']) {
        const past = await staffBoard(`page=50&${query}`, superadmin);
        expect(past.content, query).toEqual([]);
        expect(past.totalElements, query).toBe((await staffBoard(query, superadmin)).totalElements);
        expect((await board(`page=50&${query}`)).totalElements, query).toBe((await board(query)).totalElements);
      }
      // Over every agency, a state filter and its total agree.
      const unsigned = await staffBoard('estado=firmaPendiente', superadmin);
      expect(unsigned.totalElements).toBe(unsigned.content.length);
      expect(unsigned.content.every((row) => row.firmaPendiente)).toBe(true);
      // The invoice states over every agency read the money kept on each company, and match the rows' own invoices.
      const unpaid = await staffBoard('estado=facturaPendiente', superadmin);
      expect(unpaid.totalElements).toBeGreaterThan(0);
      expect(unpaid.content.every((row) => row.ultimaFactura?.estado === 'PENDIENTE')).toBe(true);
      const returned = await staffBoard('estado=reciboDevuelto', superadmin);
      expect(returned.totalElements).toBeGreaterThan(0);
      expect(returned.content.every((row) => row.recibosDevueltos > 0)).toBe(true);

      // Exported over every agency with its filter, the same rows, each with its agency.
      const everyUnpaid = await staffBoard('estado=facturaPendiente&sort=empresa&dir=asc', superadmin);
      const exported = await get(
        '/cumplia-core/admin/clientes/export?formato=csv&estado=facturaPendiente&sort=empresa&dir=asc',
        superadmin,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      const lines = exported.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const header = lines[0]?.split(';') ?? [];
      expect(header.slice(0, 5)).toEqual(['Alta', 'Empresa', 'Razón social', 'Gestoría', 'Cif/Nif']);
      expect(lines.slice(1).map((line) => line.split(';').slice(1, 4).join(';'))).toEqual(
        everyUnpaid.content.map((row) => [row.nombreComercial, row.razonSocial, row.gestoria?.nombre].join(';')),
      );

      const worker = await demoToken(t, 'worker');
      expect((await get('/cumplia-core/worker/clientes?size=5', worker)).statusCode).toBe(200);
      expect((await get('/cumplia-core/worker/clientes/export?formato=xlsx', worker)).statusCode).toBe(200);
      expect((await get('/cumplia-core/admin/clientes/export?formato=csv', atlantica)).statusCode).toBe(403);
      expect((await get('/cumplia-core/admin/clientes?size=5', atlantica)).statusCode).toBe(403);
    });
  });
});
