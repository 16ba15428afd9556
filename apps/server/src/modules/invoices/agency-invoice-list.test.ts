import { commissionCents, todayInMadrid } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, commissionMovements, invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';
import { syncCommissionLedger } from '../commissions/index.js';

type Row = { id: number; facturaId: string; importeTotalImpuestos: number; comision: number };

let t: TestApp;
let atlantica: string;
let teide: string;
let atlanticaId: number;
/** More invoices than one export batch (1,000), with repeated amounts so the id tiebreak matters. */
const EXTRA = 2300;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createDemoTestApp();
  atlantica = await demoToken(t, 'agency');
  teide = (await t.login('42156784S', 'G', 'Demo-Cumplia-2026')).json().token;
  atlanticaId = (await t.db.select().from(agencies).where(eq(agencies.nifCif, 'B38123451')))[0]?.id ?? 0;
  // Copies of one of its invoices with amounts from 1 to 7 euros (and a refund of -2 euros every 11th), half at the
  // agency's rate, half at 12.5 %, each paid by transfer on its day (so each has earned its commission).
  await t.db.execute(sql`
    insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha, fecha_cuando_facturar,
      fecha_operacion, importe_total_cents, importe_impuestos_cents, importe_total_impuestos_cents, metodo_de_pago,
      num_cuenta, recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
      recipient_codigo_postal, recipient_provincia, agency_commission_basis_points, paid_by_transfer_on)
    select 'T-' || g, 'T', 2026, g, i.origin, i.company_id, i.agency_id, i.fecha, i.fecha_cuando_facturar,
      i.fecha_operacion, case when g % 11 = 0 then -200 else (g % 7 + 1) * 100 end, 0,
      case when g % 11 = 0 then -200 else (g % 7 + 1) * 100 end, i.metodo_de_pago, i.num_cuenta,
      i.recipient_razon_social, i.recipient_nombre_comercial, i.recipient_nif_cif, i.recipient_direccion,
      i.recipient_codigo_postal, i.recipient_provincia,
      case when g % 2 = 0 then 1250 else (select comision_basis_points from agencies where id = i.agency_id) end,
      i.fecha
    from generate_series(1, ${EXTRA}) g,
      (select * from invoices where agency_id = ${atlanticaId} order by id limit 1) i`);
  await syncCommissionLedger(t.db, { today: todayInMadrid(t.clock.now()) });
});
afterAll(async () => {
  await t.close();
});

/** The stored invoices of Atlántica, with the commission its ledger holds for each. */
async function storedInvoices() {
  const rows = await t.db.select().from(invoices).where(eq(invoices.agencyId, atlanticaId));
  const ledger = await t.db
    .select({ invoiceId: commissionMovements.invoiceId, cents: sql<string>`sum(${commissionMovements.amountCents})` })
    .from(commissionMovements)
    .where(eq(commissionMovements.agencyId, atlanticaId))
    .groupBy(commissionMovements.invoiceId);
  const held = new Map(ledger.map((row) => [row.invoiceId, Number(row.cents)]));
  return rows.map((invoice) => ({ ...invoice, commissionCents: held.get(invoice.id) ?? 0 }));
}

describe('GET /cumplia-core/facturas/gestoria: sorting and totals', () => {
  it('sorts by amount in SQL with the id breaking ties, so the pages never repeat or skip an invoice', async () => {
    const stored = await storedInvoices();
    const expected = [...stored]
      .sort((a, b) => a.importeTotalImpuestosCents - b.importeTotalImpuestosCents || a.id - b.id)
      .map((invoice) => invoice.id);
    const seen: number[] = [];
    for (let page = 0; seen.length < expected.length; page++) {
      const answer = (
        await get(`/cumplia-core/facturas/gestoria?sort=importe&dir=asc&size=100&page=${page}`, atlantica)
      ).json();
      seen.push(...answer.content.map((row: Row) => row.id));
    }
    expect(seen).toEqual(expected);

    const descending = (await get('/cumplia-core/facturas/gestoria?sort=importe&dir=desc&size=5', atlantica)).json();
    expect(descending.content.map((row: Row) => row.id)).toEqual([...expected].reverse().slice(0, 5));
  });

  it('sorts by invoice number and by company name both ways', async () => {
    const byNumber = (await get('/cumplia-core/facturas/gestoria?sort=factura&dir=desc&size=20', atlantica)).json();
    const numbers = byNumber.content.map((row: Row) => row.facturaId);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const byName = (await get('/cumplia-core/facturas/gestoria?sort=empresa&dir=asc&size=100', atlantica)).json();
    const names = byName.content.map((row: { empresa: { nombreComercial: string } }) => row.empresa.nombreComercial);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('totals count and add up every invoice of the filter, whatever the page; a paid invoice has earned its rate of its base, rounded half away from zero', async () => {
    const stored = await storedInvoices();
    for (const invoice of stored.filter((one) => one.numero.startsWith('T-'))) {
      expect(invoice.commissionCents).toBe(
        commissionCents(invoice.importeTotalCents, invoice.agencyCommissionBasisPoints ?? 0),
      );
    }
    const totals = {
      facturas: stored.length,
      // The amount leaves out cancelled invoices and debits the bank returned; the commission is the ledger's.
      importeTotalImpuestos:
        stored
          .filter((invoice) => !invoice.sepaReturnCode && !invoice.anuladaAt)
          .reduce((sum, invoice) => sum + invoice.importeTotalImpuestosCents, 0) / 100,
      comision: stored.reduce((sum, invoice) => sum + invoice.commissionCents, 0) / 100,
    };
    for (const url of ['?size=1', '?size=100&page=7&sort=importe&dir=asc']) {
      const answer = (await get(`/cumplia-core/facturas/gestoria${url}`, atlantica)).json();
      expect(answer.totales).toEqual(totals);
      expect(answer.totalElements).toBe(stored.length);
    }
    const teideAnswer = (await get('/cumplia-core/facturas/gestoria', teide)).json();
    expect(teideAnswer.totales.facturas).toBe(teideAnswer.totalElements);
    expect(teideAnswer.totales.facturas).toBeLessThan(EXTRA);
  });

  it('filters by client (name or NIF/CIF, case and accents aside) and by month, totals and export alike', async () => {
    const stored = await storedInvoices();
    const bakery = stored.filter((invoice) => invoice.recipientNifCif === 'B38567897');
    expect(bakery.length).toBeGreaterThan(0);
    expect(bakery.length).toBeLessThan(stored.length);
    for (const cliente of ['PANADERIA', 'panadería la laguna', 'b38567897']) {
      const answer = (
        await get(`/cumplia-core/facturas/gestoria?size=5&cliente=${encodeURIComponent(cliente)}`, atlantica)
      ).json();
      expect(answer.totalElements, cliente).toBe(bakery.length);
      expect(answer.totales.facturas).toBe(bakery.length);
    }
    const may = stored.filter((invoice) => invoice.fecha.startsWith('2026-05'));
    const inMay = (await get('/cumplia-core/facturas/gestoria?size=100&mes=2026-05', atlantica)).json();
    expect(inMay.totalElements).toBe(may.length);
    expect(inMay.content.every((row: { fecha: string }) => row.fecha.startsWith('2026-05'))).toBe(true);
    const exported = await get('/cumplia-core/facturas/gestoria/export?formato=csv&cliente=panaderia', atlantica);
    expect(exported.body.trimEnd().split('\r\n')).toHaveLength(bakery.length + 1);
    for (const mes of ['2026-13', '26-05', 'mayo']) {
      expect((await get(`/cumplia-core/facturas/gestoria?mes=${mes}`, atlantica)).statusCode, mes).toBe(400);
    }
  });

  it('refuses a sort key or direction it does not offer, with the validation error', async () => {
    for (const query of ['sort=recipient_iban', 'sort=importe;drop', 'dir=sideways']) {
      const answer = await get(`/cumplia-core/facturas/gestoria?${query}`, atlantica);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /cumplia-core/facturas/gestoria/export', () => {
  it('streams every invoice of the list as CSV in the list order, Spanish numbers, refunds not neutralised', async () => {
    const stored = await storedInvoices();
    const answer = await get('/cumplia-core/facturas/gestoria/export?formato=csv&sort=importe&dir=desc', atlantica);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('facturas.csv');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = answer.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Factura;Empresa;Cif/Nif;Base imponible (€);Importe (€);Su comisión (€);Comisión (%);Facturado;Estado',
    );
    expect(lines).toHaveLength(stored.length + 1);
    const expectedNumbers = [...stored]
      .sort((a, b) => b.importeTotalImpuestosCents - a.importeTotalImpuestosCents || b.id - a.id)
      .map((invoice) => invoice.numero);
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(expectedNumbers);
    expect(lines.at(-1)).toMatch(/^\d\d\/\d\d\/\d{4};T-\d+;.*;-2,00;-2,00;-0,2[05];/);
  });

  it('streams an Excel workbook with typed cells: dates, euros, percentages', async () => {
    const stored = await storedInvoices();
    const answer = await get('/cumplia-core/facturas/gestoria/export?formato=xlsx&sort=factura&dir=asc', atlantica);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Facturas');
    expect(sheet?.rowCount).toBe(stored.length + 1);
    const first = [...stored].sort((a, b) => (a.numero < b.numero ? -1 : 1))[0];
    const row = sheet?.getRow(2);
    expect(row?.getCell(2).value).toBe(first?.numero);
    expect(row?.getCell(1).value).toEqual(new Date(`${first?.fecha}T00:00:00Z`));
    expect(row?.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(row?.getCell(6).value).toBe((first?.importeTotalImpuestosCents ?? 0) / 100);
    expect(row?.getCell(6).numFmt).toBe('#,##0.00 "€"');
    // The commission rate is a percentage, not an amount of euros.
    expect(sheet?.getRow(1).getCell(8).value).toBe('Comisión (%)');
    // A real percentage cell: the agency's rate over 100, shown with the percent sign.
    const rate = (first?.agencyCommissionBasisPoints ?? 0) / 10_000;
    expect(row?.getCell(8).value).toBeCloseTo(rate, 6);
    expect(row?.getCell(8).numFmt).toBe('0.00%');
    expect(sheet?.getRow(1).getCell(10).value).toBe('Estado');
    expect(typeof row?.getCell(10).value).toBe('string');
  });

  it('refuses other roles and anonymous callers, and gives another agency only its own invoices', async () => {
    const company = await demoToken(t, 'company');
    expect((await get('/cumplia-core/facturas/gestoria/export?formato=csv', company)).statusCode).toBe(403);
    expect((await get('/cumplia-core/facturas/gestoria/export?formato=csv')).statusCode).toBe(401);
    expect((await get('/cumplia-core/facturas/gestoria/export?formato=pdf', atlantica)).statusCode).toBe(400);
    const other = await get('/cumplia-core/facturas/gestoria/export?formato=csv', teide);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('T-1;');
  });
});
