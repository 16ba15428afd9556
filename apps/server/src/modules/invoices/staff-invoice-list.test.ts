import { addDays, todayInMadrid } from '@cumplia/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, invoices, sepaFiles } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from './issue-invoice.js';

type Row = {
  id: number;
  facturaId: string;
  facturado: boolean;
  importeTotalImpuestos: number;
  empresa: { razonSocial: string; nifCif: string };
};

let t: TestApp;
const tokens = { admin: '', worker: '', atlantica: '', panaderia: '' };
const DEFAULT_ACCOUNT = 'ES9121000418450200051332';
/** More invoices than one export batch (1,000), in a year of their own, with repeated amounts and names. */
const EXTRA = 1200;
const EXTRA_FROM = '2030-01-01';

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const companyId = async (nifCif: string) => {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error(`no company ${nifCif}`);
  return row.id;
};

let periodsBilled = 0;
/** A new unremitted invoice of a demo company (each for a period of its own). */
const invoiceFor = async (nifCif: string, cents: number) => {
  const id = await companyId(nifCif);
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId: id,
      origin: 'RENOVACION',
      lines: [{ protocol: 'LOPD', nombreProducto: 'Renovación anual', precioUnitarioCents: cents }],
      fecha: '2026-11-20',
      periodStart: addDays('2041-01-01', ++periodsBilled),
      now: t.clock.now(),
      config: t.config,
    }),
  );
};

/** The extra invoices, as stored. */
const extras = () => t.db.select().from(invoices).where(gte(invoices.fecha, EXTRA_FROM));

beforeAll(async () => {
  t = await createDemoTestApp();
  const login = async (nif: string, tipo: 'G' | 'E' | null) => (await t.login(nif, tipo, DEMO_PASSWORD)).json().token;
  tokens.admin = await login('43827164C', null);
  tokens.worker = await login('78451236F', null);
  tokens.atlantica = await login('45219873X', 'G');
  tokens.panaderia = await login('54327891M', 'E');
  // Copies of one demo invoice with amounts from 1 to 7 euros (tax 21 %, a refund every 11th) and three names.
  await t.db.execute(sql`
    insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha, fecha_cuando_facturar,
      fecha_operacion, importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents, metodo_de_pago,
      num_cuenta, recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
      recipient_codigo_postal, recipient_provincia, agency_commission_basis_points)
    select 'T-' || g, 'T', 2030, g, i.origin, i.company_id, i.agency_id, ${EXTRA_FROM}::date + (g % 28),
      ${EXTRA_FROM}::date + (g % 28), ${EXTRA_FROM}::date + (g % 28),
      case when g % 11 = 0 then -200 else (g % 7 + 1) * 100 end,
      case when g % 11 = 0 then -42 else (g % 7 + 1) * 21 end,
      case when g % 11 = 0 then -242 else (g % 7 + 1) * 121 end, i.metodo_de_pago, i.num_cuenta,
      (array['Zafra S.L.', 'Alba S.L.', 'Mencey S.L.'])[g % 3 + 1], i.recipient_nombre_comercial,
      (array['B00000003', 'B00000001', 'B00000002'])[g % 3 + 1], i.recipient_direccion, i.recipient_codigo_postal,
      i.recipient_provincia, i.agency_commission_basis_points
    from generate_series(1, ${EXTRA}) g, (select * from invoices order by id limit 1) i`);
});
afterAll(async () => {
  await t.close();
});

const extraQuery = `fechaInicio=${EXTRA_FROM}&fechaFin=2030-12-31`;

describe('GET /admin/facturas and /worker/facturas: sorting and totals', () => {
  it('sorts by amount in SQL with the id breaking ties, so the pages never repeat or skip an invoice', async () => {
    const expected = (await extras())
      .sort((a, b) => a.importeTotalImpuestosCents - b.importeTotalImpuestosCents || a.id - b.id)
      .map((invoice) => invoice.id);
    const seen: number[] = [];
    for (let page = 0; seen.length < expected.length; page++) {
      const answer = await call(
        'GET',
        `/cumplia-core/admin/facturas?${extraQuery}&sort=importe&dir=asc&size=100&page=${page}`,
        tokens.admin,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      seen.push(...answer.json().content.map((row: Row) => row.id));
    }
    expect(seen).toEqual(expected);
    const descending = (
      await call('GET', `/cumplia-core/worker/facturas?${extraQuery}&sort=importe&dir=desc&size=5`, tokens.worker)
    ).json();
    expect(descending.content.map((row: Row) => row.id)).toEqual([...expected].reverse().slice(0, 5));
  });

  it('sorts by company, NIF/CIF, number and remitted state both ways', async () => {
    const stored = await extras();
    const byName = (
      await call('GET', `/cumplia-core/admin/facturas?${extraQuery}&sort=empresa&dir=desc&size=100`, tokens.admin)
    ).json();
    const zafra = stored.filter((invoice) => invoice.recipientRazonSocial === 'Zafra S.L.').map((row) => row.id);
    expect(byName.content.map((row: Row) => row.id)).toEqual(zafra.sort((a, b) => b - a).slice(0, 100));
    const byNif = (
      await call('GET', `/cumplia-core/admin/facturas?${extraQuery}&sort=nifCif&dir=asc&size=3`, tokens.admin)
    ).json();
    expect(byNif.content.map((row: Row) => row.empresa.nifCif)).toEqual(['B00000001', 'B00000001', 'B00000001']);
    const byNumber = (
      await call('GET', '/cumplia-core/admin/facturas?sort=factura&dir=asc&size=20', tokens.admin)
    ).json();
    const numbers = byNumber.content.map((row: Row) => row.facturaId);
    expect(numbers).toEqual([...numbers].sort());
    await t.db.update(invoices).set({ facturado: true }).where(eq(invoices.numero, 'T-5'));
    const remittedFirst = (
      await call('GET', `/cumplia-core/admin/facturas?${extraQuery}&sort=facturado&dir=desc&size=1`, tokens.admin)
    ).json();
    expect(remittedFirst.content[0].facturaId).toBe('T-5');
    await t.db.update(invoices).set({ facturado: false }).where(eq(invoices.numero, 'T-5'));
  });

  it('totals count and add up base, tax and total of every invoice of the filter, whatever the page', async () => {
    const stored = await extras();
    const sum = (rows: typeof stored, pick: (row: (typeof stored)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0) / 100;
    const totalsOf = (rows: typeof stored) => ({
      facturas: rows.length,
      importeTotal: sum(rows, (row) => row.importeTotalCents),
      impuestos: sum(rows, (row) => row.importeImpuestosCents),
      importeTotalImpuestos: sum(rows, (row) => row.importeTotalImpuestosCents),
    });
    for (const url of [`?${extraQuery}&size=1`, `?${extraQuery}&size=100&page=7&sort=importe&dir=asc`]) {
      const answer = (await call('GET', `/cumplia-core/admin/facturas${url}`, tokens.admin)).json();
      expect(answer.totales).toEqual(totalsOf(stored));
      expect(answer.totalElements).toBe(EXTRA);
    }
    const alba = stored.filter((row) => row.recipientNifCif === 'B00000001');
    const filtered = (
      await call('GET', `/cumplia-core/worker/facturas?${extraQuery}&cifNif=B00000001&size=7&page=3`, tokens.worker)
    ).json();
    expect(filtered.totales).toEqual(totalsOf(alba));
    const everything = await t.db.select().from(invoices);
    const unfiltered = (await call('GET', '/cumplia-core/admin/facturas?size=1', tokens.admin)).json();
    expect(unfiltered.totales).toEqual(totalsOf(everything));
  });

  it('refuses a sort key or direction it does not offer, and everyone but staff', async () => {
    for (const query of ['sort=num_cuenta', 'sort=importe;drop', 'dir=sideways']) {
      const answer = await call('GET', `/cumplia-core/admin/facturas?${query}`, tokens.admin);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await call('GET', '/cumplia-core/admin/facturas', tokens.atlantica)).statusCode).toBe(403);
    expect((await call('GET', '/cumplia-core/worker/facturas', tokens.panaderia)).statusCode).toBe(403);
  });
});

describe('GET /admin/facturas/export and /worker/facturas/export', () => {
  it('streams every invoice of the filter as CSV in the list order, with base, tax and total', async () => {
    const stored = await extras();
    const answer = await call(
      'GET',
      `/cumplia-core/worker/facturas/export?formato=csv&${extraQuery}&sort=importe&dir=desc`,
      tokens.worker,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('facturas.csv');
    const lines = answer.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Fecha de cobro;Factura;Tipo;Rectifica a;Empresa;NIF/CIF Empresa;Método de Pago;Remesado;Devuelta;Base imponible (€);Impuestos (€);Importe (€);Estado',
    );
    expect(lines).toHaveLength(EXTRA + 1);
    const expected = [...stored].sort(
      (a, b) => b.importeTotalImpuestosCents - a.importeTotalImpuestosCents || b.id - a.id,
    );
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(expected.map((row) => row.numero));
    // Each row says where its money stands, so a sum of the file can leave out what no longer counts.
    expect(lines[1]).toMatch(/;Ordinaria;;.+;B0000000\d;.+;No;;7,00;1,47;8,47;[^;]+$/);
    expect(lines.at(-1)).toMatch(/;-2,00;-0,42;-2,42;[^;]+$/);
  });

  it('streams an Excel workbook with typed cells, filtered like the list', async () => {
    const alba = (await extras()).filter((row) => row.recipientNifCif === 'B00000001');
    const answer = await call(
      'GET',
      `/cumplia-core/admin/facturas/export?formato=xlsx&${extraQuery}&cifNif=B00000001&sort=factura&dir=asc`,
      tokens.admin,
    );
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Facturas');
    expect(sheet?.rowCount).toBe(alba.length + 1);
    const first = [...alba].sort((a, b) => (a.numero < b.numero ? -1 : 1))[0];
    const row = sheet?.getRow(2);
    expect(row?.getCell(3).value).toBe(first?.numero);
    expect(row?.getCell(1).value).toEqual(new Date(`${first?.fecha}T00:00:00Z`));
    expect(row?.getCell(13).value).toBe((first?.importeTotalImpuestosCents ?? 0) / 100);
    expect(row?.getCell(13).numFmt).toBe('#,##0.00 "€"');
  });

  it('refuses agencies, companies and anonymous callers', async () => {
    expect((await call('GET', '/cumplia-core/admin/facturas/export', tokens.atlantica)).statusCode).toBe(403);
    expect((await call('GET', '/cumplia-core/worker/facturas/export', tokens.panaderia)).statusCode).toBe(403);
    expect((await call('GET', '/cumplia-core/admin/facturas/export')).statusCode).toBe(401);
    expect((await call('GET', '/cumplia-core/admin/facturas/export?formato=pdf', tokens.admin)).statusCode).toBe(400);
  });
});

describe('POST /admin/facturas/marcar-facturadas', () => {
  const remit = (facturaIds: unknown, token = tokens.admin) =>
    call('POST', '/cumplia-core/admin/facturas/marcar-facturadas', token, { facturaIds });
  const extraIds = async (numbers: string[]) => {
    const rows = await t.db.select().from(invoices).where(inArray(invoices.numero, numbers));
    return numbers.map((numero) => rows.find((row) => row.numero === numero)?.id ?? 0);
  };

  it('marks the selected invoices remitted in one go, with one audit entry each', async () => {
    const ids = await extraIds(['T-1', 'T-2']);
    const answer = await remit(ids);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Las 2 facturas se han marcado como remesadas correctamente.');
    const stored = await t.db.select().from(invoices).where(inArray(invoices.id, ids));
    expect(stored.map((row) => row.facturado)).toEqual([true, true]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.mark-remitted'), inArray(auditLog.entityId, ids.map(String))));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ before: { facturado: false }, after: { facturado: true } });
  });

  it('refuses the whole selection when one invoice is already remitted or missing, naming it', async () => {
    const [remitted, pending] = await extraIds(['T-6', 'T-3']);
    // One of the selection was remitted before (set here, so that no other test need run first).
    await t.db
      .update(invoices)
      .set({ facturado: true })
      .where(eq(invoices.id, remitted ?? 0));
    try {
      const answer = await remit([pending, remitted]);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('INVOICE_ALREADY_REMITTED');
      expect(answer.json().message).toBe(
        'La factura T-6 ya está marcada como remesada. Quítelas de la selección: no se ha marcado ninguna.',
      );
      const [still] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, pending ?? 0));
      expect(still?.facturado).toBe(false);
      const missing = await remit([pending, 999_999]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toContain('no existe');
      for (const bad of [[], [pending, pending], 'T-3']) expect((await remit(bad)).statusCode).toBe(400);
    } finally {
      // The sorting tests read which invoices are remitted.
      await t.db
        .update(invoices)
        .set({ facturado: false })
        .where(eq(invoices.id, remitted ?? 0));
    }
  });

  it('refuses the worker, agencies and companies, even for their own invoices', async () => {
    const [own] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, await companyId('B38567897')), eq(invoices.facturado, false)))
      .limit(1);
    const ids = [own?.id ?? (await extraIds(['T-4']))[0]];
    for (const token of [tokens.worker, tokens.atlantica, tokens.panaderia]) {
      expect((await remit(ids, token)).statusCode).toBe(403);
    }
    expect((await remit(ids, '')).statusCode).toBe(401);
    const [unchanged] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, ids[0] ?? 0));
    expect(unchanged?.facturado).toBe(false);
  });
});

describe("'SEPA de la selección'", () => {
  const sepa = (path: '' | '/resumen', payload: object, token = tokens.admin) =>
    call('POST', `/cumplia-core/admin/facturas/sepa${path}`, token, { cuentaIBAN: DEFAULT_ACCOUNT, ...payload });

  it('collects exactly the selected SEPA invoices not collected yet, and never one twice', async () => {
    const talleres = await invoiceFor('B38234563', 10_000);
    const cooperativa = await invoiceFor('J38012340', 20_000);
    const byTransfer = await invoiceFor('B38345674', 30_000);
    const remittedByHand = await invoiceFor('B38234563', 40_000);
    const outside = await invoiceFor('J38012340', 50_000);
    expect(
      (
        await call('POST', '/cumplia-core/admin/facturas/marcar-facturadas', tokens.admin, {
          facturaIds: [remittedByHand.id],
        })
      ).statusCode,
    ).toBe(200);
    const facturaIds = [talleres.id, cooperativa.id, byTransfer.id, remittedByHand.id];
    const [storedTalleres, storedCooperativa] = await Promise.all(
      [talleres.id, cooperativa.id].map(
        async (id) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0],
      ),
    );
    const expectedCents =
      (storedTalleres?.importeTotalImpuestosCents ?? 0) + (storedCooperativa?.importeTotalImpuestosCents ?? 0);

    const summary = await sepa('/resumen', { facturaIds });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({
      adeudos: 2,
      totalCents: expectedCents,
      cuentaIBAN: DEFAULT_ACCOUNT,
      yaRemesadas: 1,
      noCobrables: 1,
      excluidas: [],
    });

    const file = await sepa('', {
      facturaIds,
      transactionId: 'seleccion-1',
      esperado: { adeudos: 2, totalCents: expectedCents },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain(`sepa_seleccion_${todayInMadrid(t.clock.now())}.xml`);
    const endToEnd = [...file.body.matchAll(/<EndToEndId>(.+?)<\/EndToEndId>/g)].map((match) => match[1]).sort();
    expect(endToEnd).toEqual([talleres.numero, cooperativa.numero].sort());
    const after = await t.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [...facturaIds, outside.id]));
    const state = Object.fromEntries(after.map((row) => [row.id, row.facturado]));
    expect(state).toEqual({
      [talleres.id]: true,
      [cooperativa.id]: true,
      [byTransfer.id]: false,
      [remittedByHand.id]: true,
      [outside.id]: false,
    });

    // The same selection again collects nothing: it says so, or hands out a copy of the file.
    const again = await sepa('', { facturaIds, transactionId: 'seleccion-2' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('Todas las facturas SEPA de la selección ya están remesadas');
    const copy = await sepa('', { facturaIds, transactionId: 'seleccion-3', incluirFacturadas: true });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['x-sepa-copia']).toBe('true');
    expect(copy.body).toBe(file.body);
    const files = await t.db.select().from(sepaFiles).where(eq(sepaFiles.transactionId, 'seleccion-3'));
    expect(files).toHaveLength(0);
  });

  it('needs no dates for a selection, validates it, and refuses everyone but the superadmin', async () => {
    const bad = await sepa('/resumen', { facturaIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('SEPA_VALIDATION_ERROR');
    expect((await sepa('/resumen', {})).json().message).toBe(
      'Por favor, selecciona ambas fechas (inicio y fin) para generar el SEPA.',
    );
    const someone = await invoiceFor('B38234563', 1000);
    for (const token of [tokens.worker, tokens.atlantica, tokens.panaderia]) {
      expect((await sepa('/resumen', { facturaIds: [someone.id] }, token)).statusCode).toBe(403);
      expect((await sepa('', { facturaIds: [someone.id] }, token)).statusCode).toBe(403);
    }
    const [unchanged] = await t.db.select().from(invoices).where(eq(invoices.id, someone.id));
    expect(unchanged?.facturado).toBe(false);
  });
});
