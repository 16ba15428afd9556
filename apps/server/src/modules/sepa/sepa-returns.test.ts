import { and, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  invoices,
  sepaDebits,
  sepaFiles,
  sepaMandates,
  sepaReturnImports,
  sepaReturns,
} from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { multipartFile } from '../../test-support/multipart.js';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import { camt054Returning, pain002Returning, sepaReturnSample } from '../../test-support/sepa-return-files.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { syncCommissionLedger } from '../commissions/index.js';

let t: TestApp;
let admin: string;
let agency: string;
const ACCOUNT = 'ES9121000418450200051332';

let invoiceFor: ReturnType<typeof testInvoiceIssuer>;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/cumplia-core${url}`, headers: { authorization: `Bearer ${token}` }, payload });

const upload = (xml: string, token = admin, fileName = 'devoluciones.xml') => {
  const body = multipartFile(fileName, Buffer.from(xml, 'utf8'), 'application/xml');
  return t.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/sepa/devoluciones',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
};

const staffInvoice = async (numero: string) => {
  const page = (await call('GET', `/admin/facturas?page=0&size=5&cifNif=&razonSocial=`, admin)).json();
  const found = page.content.find((invoice: { facturaId: string }) => invoice.facturaId === numero);
  if (found) return found;
  const [row] = await t.db.select().from(invoices).where(eq(invoices.numero, numero));
  const byCompany = (
    await call('GET', `/admin/facturas-detalladas?page=0&size=50&cifNif=${row?.recipientNifCif}`, admin)
  ).json();
  return byCompany.content.find((invoice: { facturaId: string }) => invoice.facturaId === numero);
};
/** A debit as it was sent: the file that carried it and its amount, as a bank's answer quotes them back. */
const sent = async (endToEndId: string) => {
  const [row] = await t.db
    .select({ amountCents: sepaDebits.amountCents, messageId: sepaFiles.messageId })
    .from(sepaDebits)
    .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
    .where(eq(sepaDebits.endToEndId, endToEndId));
  if (!row) throw new Error(`no debit ${endToEndId}`);
  return row;
};

const agencyInvoice = async (numero: string) =>
  (await call('GET', '/facturas/gestoria?page=0&size=100', agency))
    .json()
    .content.find((invoice: { facturaId: string }) => invoice.facturaId === numero);

// Each test starts from its own copy of the demo database (about a second), so none leans on another's work.
beforeEach(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2041-01-01');
  admin = await demoToken(t, 'superadmin');
  agency = await demoToken(t, 'agency');
});
afterEach(async () => {
  await t.close();
});

/**
 * The bank returns two debits of one SEPA file: the bakery's for lack of funds (AM04, may be presented again) and
 * the cooperative's for want of a mandate (MD01, may not), plus one the file never carried. `seeded` holds the
 * totals of the demo's own return, before these.
 */
async function importReturns() {
  const seeded: { devoluciones: number; importe: number; pendientes: number; importePendiente: number } = (
    await call('GET', '/admin/sepa/devoluciones?page=0&size=20', admin)
  ).json().totales;
  const bakery = await invoiceFor('B38567897', '2026-11-19', 10000);
  const coop = await invoiceFor('J38012340', '2026-11-19', 20000);
  const file = await call('POST', '/admin/facturas/sepa', admin, {
    fechaInicio: '2026-11-19',
    fechaFin: '2026-11-19',
    cuentaIBAN: ACCOUNT,
  });
  const commissionBefore = (await agencyInvoice(bakery.numero))?.comision;
  const original = await sent(bakery.numero);
  const xml = pain002Returning('DEV-TEST-1', original.messageId, [
    { endToEndId: bakery.numero, reasonCode: 'AM04', amountCents: original.amountCents },
    { endToEndId: coop.numero, reasonCode: 'MD01', amountCents: (await sent(coop.numero)).amountCents },
    { endToEndId: 'F1999-999999', reasonCode: 'AC04' },
  ]);
  const imported = await upload(xml);
  return { seeded, bakery, coop, file, commissionBefore, original, xml, imported };
}

describe('SEPA returns', () => {
  it('marks the invoices of a pain.002 return file Devuelta with the reason, reverses the commission, and imports once', async () => {
    const { seeded, bakery, coop, file, commissionBefore, original, xml, imported } = await importReturns();
    expect(seeded.devoluciones).toBe(1);
    expect(file.statusCode, file.body).toBe(200);
    expect(commissionBefore).toBe(0); // remitted, its debit not due yet: it has earned nothing so far
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      tipo: 'pain.002.001.03',
      yaImportado: false,
      devoluciones: 3,
      nuevas: 2,
      rechazos: [],
      reabiertas: 0,
      corregidas: [],
      // MD01 (no mandate) suspends the cooperative's mandate; AM04 (lack of funds) leaves the bakery's alone.
      ordenesSuspendidas: [expect.objectContaining({ nifCif: 'J38012340' })],
      sinCoincidencia: ['F1999-999999'],
      incidencias: [],
    });
    expect((await staffInvoice(bakery.numero))?.devolucion).toEqual({ codigo: 'AM04', motivo: 'saldo insuficiente' });
    expect((await staffInvoice(coop.numero))?.devolucion).toEqual({ codigo: 'MD01', motivo: 'sin mandato' });
    expect(await agencyInvoice(bakery.numero)).toMatchObject({
      comision: 0,
      devolucion: { codigo: 'AM04', motivo: 'saldo insuficiente' },
    });

    // The same file again, and the same return read from the bank's camt.054: nothing changes.
    expect((await upload(xml)).json()).toMatchObject({ yaImportado: true, nuevas: 0 });
    const camt = await upload(camt054Returning(bakery.numero, original.amountCents));
    expect(camt.json()).toMatchObject({ tipo: 'camt.054.001.02', yaImportado: false, devoluciones: 1, nuevas: 0 });
    expect(
      await t.db
        .select()
        .from(sepaReturns)
        .where(inArray(sepaReturns.invoiceId, [bakery.id, coop.id])),
    ).toHaveLength(2);
    expect((await staffInvoice(bakery.numero))?.devolucion?.codigo).toBe('AM04');

    // A returned invoice is not collected again by its individual SEPA, nor by a bulk file.
    const single = await call('POST', `/admin/facturas/${bakery.id}/sepa`, admin, { cuentaIBAN: ACCOUNT });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toContain('devolvió');
  });

  it('lists the returns with their totals on the Devoluciones screen', async () => {
    const { seeded, bakery, coop } = await importReturns();
    const page = (await call('GET', '/admin/sepa/devoluciones?page=0&size=20', admin)).json();
    const added = (bakery.importeTotalImpuestosCents + coop.importeTotalImpuestosCents) / 100;
    expect(page.totales).toEqual({
      devoluciones: seeded.devoluciones + 2,
      importe: seeded.importe + added,
      pendientes: seeded.pendientes + 2,
      importePendiente: seeded.importePendiente + added,
    });
    const byInvoice = Object.fromEntries(page.content.map((row: { facturaId: string }) => [row.facturaId, row]));
    expect(byInvoice[bakery.numero]).toMatchObject({
      codigo: 'AM04',
      motivo: 'saldo insuficiente',
      fechaDevolucion: '2026-11-21',
      resolucion: 'PENDIENTE',
      representable: true,
      endToEndId: bakery.numero,
    });
    expect(byInvoice[coop.numero]).toMatchObject({ codigo: 'MD01', representable: false });
  });

  it('sorts the returns by their import in either direction, and refuses a key it does not offer', async () => {
    await importReturns();
    const stored = await t.db.select().from(sepaReturns);
    const byImport = [...stored].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const ids = async (query: string) =>
      (await call('GET', `/admin/sepa/devoluciones?page=0&size=20&${query}`, admin))
        .json()
        .content.map((row: { id: number }) => row.id);
    expect(await ids('sort=fecha&dir=asc')).toEqual(byImport.map((row) => row.id));
    expect(await ids('')).toEqual(byImport.map((row) => row.id).reverse());
    // A page holds the rows after the previous one: no row on two pages.
    const firstPage = (await call('GET', '/admin/sepa/devoluciones?page=0&size=2&dir=asc', admin)).json();
    const secondPage = (await call('GET', '/admin/sepa/devoluciones?page=1&size=2&dir=asc', admin)).json();
    expect([...firstPage.content, ...secondPage.content].map((row: { id: number }) => row.id)).toEqual(
      byImport.slice(0, 4).map((row) => row.id),
    );
    for (const query of ['sort=importe', 'sort=created_at', 'dir=up']) {
      const refused = await call('GET', `/admin/sepa/devoluciones?${query}`, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('exports every return of the list as CSV and Excel, in its order', async () => {
    const { bakery } = await importReturns();
    const page = (await call('GET', '/admin/sepa/devoluciones?page=0&size=100&dir=asc', admin)).json();
    const csv = await call('GET', '/admin/sepa/devoluciones/export?formato=csv&sort=fecha&dir=asc', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('devoluciones.csv');
    const lines = csv.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha;Factura;Adeudo;Empresa;Cif/Nif;Importe (€);Código;Motivo;Estado');
    expect(lines).toHaveLength(page.totalElements + 1);
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(
      page.content.map((row: { facturaId: string }) => row.facturaId),
    );
    const bakeryRow = page.content.find((row: { facturaId: string }) => row.facturaId === bakery.numero);
    const bakeryLine = lines.find((line) => line.includes(`;${bakery.numero};`));
    const euros = (bakery.importeTotalImpuestosCents / 100).toLocaleString('es-ES', { minimumFractionDigits: 2 });
    expect(bakeryLine).toBe(
      `21/11/2026;${bakery.numero};${bakery.numero};${bakeryRow.empresa.razonSocial};B38567897;${euros};AM04;saldo insuficiente;Pendiente`,
    );

    const xlsx = await call('GET', '/admin/sepa/devoluciones/export?formato=xlsx', admin);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Devoluciones');
    expect(sheet?.rowCount).toBe(page.totalElements + 1);
    // Newest import first, as the list opens.
    const newest = page.content.at(-1);
    expect(sheet?.getRow(2).getCell(2).value).toBe(newest.facturaId);
    expect(sheet?.getRow(2).getCell(1).value).toEqual(new Date(`${newest.fechaDevolucion}T00:00:00Z`));
    expect(sheet?.getRow(2).getCell(6).value).toBe(newest.importe);
  });

  it('re-presents a debit returned for lack of funds once, as RCUR, and earns the commission when it is collected', async () => {
    const { bakery } = await importReturns();
    const [ret] = await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, bakery.id));
    // The dialog says the day before confirming: today's notice with the mandate's 5 days, Saturday 21 November
    // to Thursday 26.
    const listedBefore = (await call('GET', '/admin/sepa/devoluciones?page=0&size=20', admin))
      .json()
      .content.find((row: { id: number }) => row.id === ret?.id);
    expect(listedBefore).toMatchObject({ representable: true, cargoSiSePresenta: '2026-11-26' });
    const again = await call('POST', `/admin/sepa/devoluciones/${ret?.id}/representar`, admin, {
      cuentaIBAN: ACCOUNT,
      transactionId: 'represent-1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await validatePain008(again.body)).errors).toEqual([]);
    expect(again.body).toContain(`<EndToEndId>${bakery.numero}-R</EndToEndId>`);
    expect(again.body).toContain('<SeqTp>RCUR</SeqTp>');
    expect(again.body).toContain('<NbOfTxs>1</NbOfTxs>');
    // The company is told before the new debit: which invoice, how much, from which account and on which day.
    const notice = await t.lastMessageTo('rosa@panaderialalaguna.example');
    expect(notice?.subject).toBe(`Nuevo cargo de la factura ${bakery.numero}`);
    const collectedOn = /<ReqdColltnDt>(\d{4})-(\d\d)-(\d\d)<\/ReqdColltnDt>/.exec(again.body) ?? [];
    // The notice goes today: its period is counted from today, not from the invoice of two days ago.
    expect(collectedOn.slice(1).join('-')).toBe('2026-11-26');
    expect(notice?.bodyText).toContain(`el ${collectedOn[3]}/${collectedOn[2]}/${collectedOn[1]}`);
    expect(notice?.bodyText).toContain('en la cuenta ES70 **** **** **** **** 5678');
    expect(notice?.bodyText).not.toContain('0105 1234');
    expect((await staffInvoice(bakery.numero))?.devolucion).toBeNull();
    // The commission comes with the money: none while the new debit is on its way, 10 % of 100 € once it is due.
    expect((await agencyInvoice(bakery.numero))?.comision).toBe(0);
    const [, year, month, day] = collectedOn;
    t.clock.advanceSeconds((Date.parse(`${year}-${month}-${day}T12:00:00Z`) - t.clock.now().getTime()) / 1000);
    [admin, agency] = [await demoToken(t, 'superadmin'), await demoToken(t, 'agency')];
    await syncCommissionLedger(t.db, { today: `${year}-${month}-${day}` });
    expect((await agencyInvoice(bakery.numero))?.comision).toBe(10);
    // Once: the same request replays its file; a new one is refused.
    const replay = await call('POST', `/admin/sepa/devoluciones/${ret?.id}/representar`, admin, {
      cuentaIBAN: ACCOUNT,
      transactionId: 'represent-1',
    });
    expect(replay.body).toBe(again.body);
    const twice = await call('POST', `/admin/sepa/devoluciones/${ret?.id}/representar`, admin, {
      cuentaIBAN: ACCOUNT,
      transactionId: 'represent-2',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SEPA_RETURN_RESOLVED');

    // The re-presentation returned too: Devuelta again, and it cannot be presented a third time.
    const presentedAgain = await sent(`${bakery.numero}-R`);
    await upload(
      pain002Returning('DEV-TEST-2', presentedAgain.messageId, [
        { endToEndId: `${bakery.numero}-R`, reasonCode: 'AM04', amountCents: presentedAgain.amountCents },
      ]),
    );
    expect((await staffInvoice(bakery.numero))?.devolucion?.codigo).toBe('AM04');
    const debits = await t.db.select().from(sepaDebits).where(eq(sepaDebits.invoiceId, bakery.id));
    // The bakery's mandate was in use already: both presentations are recurrent debits.
    expect(debits.map((debit) => [debit.presentation, debit.sequenceType])).toEqual([
      [1, 'RCUR'],
      [2, 'RCUR'],
    ]);
    const page = (await call('GET', '/admin/sepa/devoluciones?page=0&size=20', admin)).json();
    const second = page.content.find((row: { endToEndId: string }) => row.endToEndId === `${bakery.numero}-R`);
    expect(second).toMatchObject({ representable: false, resolucion: 'PENDIENTE' });
  });

  it('refuses to re-present a return whose reason forbids it, and asks the company for a transfer by e-mail', async () => {
    const { coop } = await importReturns();
    const [ret] = await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, coop.id));
    const refused = await call('POST', `/admin/sepa/devoluciones/${ret?.id}/representar`, admin, {
      cuentaIBAN: ACCOUNT,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SEPA_RETURN_NOT_REPRESENTABLE');
    const transfer = await call('POST', `/admin/sepa/devoluciones/${ret?.id}/transferencia`, admin);
    expect(transfer.statusCode, transfer.body).toBe(200);
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'J38012340'));
    const message = await t.lastMessageTo(company?.email ?? '');
    expect(message?.subject).toBe(`Adeudo devuelto: factura ${coop.numero}`);
    expect(message?.bodyText).toContain('motivo: MD01 sin mandato');
    expect(message?.bodyText).toContain('por transferencia a la cuenta ES91 2100 0418 4502 0005 1332');
    expect((await call('POST', `/admin/sepa/devoluciones/${ret?.id}/transferencia`, admin)).statusCode).toBe(409);
    expect((await staffInvoice(coop.numero))?.devolucion?.codigo).toBe('MD01');
  });

  it('suspends the mandate a return says is gone: the next file leaves the company out until it signs a new one', async () => {
    const { coop, imported } = await importReturns();
    expect(imported.json().ordenesSuspendidas).toEqual([
      {
        razonSocial: expect.any(String),
        nifCif: 'J38012340',
        motivo: 'Orden de domiciliación rechazada (MD01 sin mandato): la empresa debe firmar una orden nueva',
      },
    ]);
    // The bakery's AM04 (lack of funds) suspends nothing: it is presented again.
    const later = await invoiceFor('J38012340', '2026-11-20', 5000);
    const file = await call('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: '2026-11-20',
      fechaFin: '2026-11-20',
      cuentaIBAN: ACCOUNT,
    });
    expect(file.body).not.toContain(later.numero);
    expect(file.body).not.toContain(coop.numero);
    expect((await staffInvoice(later.numero))?.facturado).toBe(false);
    // Staff ask for a new mandate (as for an expired one); signing it lifts the suspension.
    const renewal = await call('POST', '/admin/sepa/mandatos/renovar', admin, { cifNif: 'J38012340' });
    expect(renewal.statusCode, renewal.body).toBe(200);
  });

  it('records a returned invoice paid by transfer: no longer Devuelta, commission restored, audited, once', async () => {
    const { bakery, coop } = await importReturns();
    const returns = await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, bakery.id));
    const pending = returns.find((row) => row.resolution === 'PENDIENTE');
    expect((await agencyInvoice(bakery.numero))?.comision).toBe(0);
    const amount = bakery.importeTotalImpuestosCents / 100;
    const payment = { fecha: '2026-11-20', importe: amount };
    // What the bank statement shows: the whole amount, on a day that has come. A partial payment does not settle it.
    const partial = await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, {
      ...payment,
      importe: amount - 1,
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/^El importe recibido debe ser el de la factura/);
    const future = await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, {
      ...payment,
      fecha: '2026-11-22',
    });
    expect(future.json().message).toBe('La fecha del cobro no puede ser posterior a hoy.');
    const beforeIssue = await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, {
      ...payment,
      fecha: '2000-01-01',
    });
    expect(beforeIssue.json().message).toMatch(/^La fecha del cobro no puede ser anterior a la de la factura/);
    expect((await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, {})).statusCode).toBe(400);
    const paid = await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, payment);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Factura marcada como pagada por transferencia.');
    const invoice = await staffInvoice(bakery.numero);
    expect(invoice?.devolucion).toBeNull();
    expect(invoice?.pagadaPorTransferencia).toBe('2026-11-20');
    expect((await agencyInvoice(bakery.numero))?.comision).toBe(10);
    const page = (await call('GET', '/admin/sepa/devoluciones?page=0&size=20', admin)).json();
    expect(page.content.find((row: { id: number }) => row.id === pending?.id)?.resolucion).toBe('PAGADA');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sepa.return-paid-by-transfer'));
    expect(audit).toMatchObject({
      entityId: String(pending?.id),
      after: { resolution: 'PAGADA', paidOn: '2026-11-20', amount },
    });
    const twice = await call('POST', `/admin/sepa/devoluciones/${pending?.id}/pagada`, admin, payment);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SEPA_RETURN_RESOLVED');
    // A return whose transfer was asked for is paid the same way; an unknown return is not found.
    const [returned] = await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, coop.id));
    expect((await call('POST', `/admin/sepa/devoluciones/${returned?.id}/transferencia`, admin)).statusCode).toBe(200);
    const [asked] = await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, coop.id));
    expect(asked?.resolution).toBe('TRANSFERENCIA');
    const coopPayment = { fecha: '2026-11-21', importe: coop.importeTotalImpuestosCents / 100 };
    expect((await call('POST', `/admin/sepa/devoluciones/${asked?.id}/pagada`, admin, coopPayment)).statusCode).toBe(
      200,
    );
    expect((await staffInvoice(coop.numero))?.devolucion).toBeNull();
    expect((await call('POST', '/admin/sepa/devoluciones/999999/pagada', admin, coopPayment)).statusCode).toBe(404);
  });

  it('refuses files that are not return reports, and every role but the superadmin', async () => {
    const wrong = await upload(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"/>',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SEPA_RETURN_FILE_INVALID',
      message: expect.stringContaining('pain.002'),
    });
    const worker = await demoToken(t, 'worker');
    for (const token of [worker, agency]) {
      expect((await upload(pain002Returning('DEV-X', 'CUMPLIA-X', []), token)).statusCode).toBe(403);
      expect((await call('GET', '/admin/sepa/devoluciones?page=0&size=5', token)).statusCode).toBe(403);
      expect((await call('GET', '/admin/sepa/devoluciones/export?formato=csv', token)).statusCode).toBe(403);
      expect((await call('POST', '/admin/sepa/devoluciones/1/transferencia', token)).statusCode).toBe(403);
      expect((await call('POST', '/admin/sepa/devoluciones/1/pagada', token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/admin/sepa/devoluciones/1/representar', token, { cuentaIBAN: ACCOUNT })).statusCode,
      ).toBe(403);
    }
  });
});

describe('bank files as banks send them', () => {
  /** A SEPA file of its own for one day's invoices of the given companies; the debits as the bank would quote them. */
  async function fileFor(fecha: string, nifs: string[]) {
    const issued = [];
    for (const nif of nifs) issued.push(await invoiceFor(nif, fecha, 15000));
    const made = await call('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: fecha,
      fechaFin: fecha,
      cuentaIBAN: ACCOUNT,
    });
    expect(made.statusCode, made.body).toBe(200);
    return Promise.all(issued.map(async (invoice) => ({ invoice, ...(await sent(invoice.numero)) })));
  }
  const returnOf = async (invoiceId: number) =>
    (await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, invoiceId)))[0];

  it('applies a return only when its original file, account, amount and date agree; the rest waits for a person', async () => {
    const [a] = await fileFor('2026-11-20', ['B38234563']);
    if (!a) throw new Error('no debit');
    const quoted = { endToEndId: a.invoice.numero, reasonCode: 'AM04', amountCents: a.amountCents };

    const otherFile = (await upload(pain002Returning('DEV-OTHER-FILE', 'CUMPLIA-NO-ES-ESTE', [quoted]))).json();
    expect(otherFile).toMatchObject({ nuevas: 0, sinCoincidencia: [] });
    expect(otherFile.incidencias).toEqual([
      {
        referencia: a.invoice.numero,
        problema: `el adeudo es del fichero ${a.messageId}, no del CUMPLIA-NO-ES-ESTE al que responde el banco`,
      },
    ]);
    const wrongAmount = (
      await upload(pain002Returning('DEV-WRONG-AMOUNT', a.messageId, [{ ...quoted, amountCents: a.amountCents + 1 }]))
    ).json();
    expect(wrongAmount.incidencias[0].problema).toMatch(/^importe .* distinto del adeudo/);
    const otherAccount = camt054Returning(a.invoice.numero, a.amountCents).replaceAll(
      ACCOUNT,
      'ES6000491500051234567892',
    );
    expect((await upload(otherAccount)).json().incidencias[0].problema).toBe(
      `el adeudo se cobró en la cuenta ${ACCOUNT}, no en la ES6000491500051234567892 del fichero`,
    );
    const foreign = camt054Returning(a.invoice.numero, a.amountCents).replaceAll(ACCOUNT, 'DE89370400440532013000');
    expect((await upload(foreign)).json().incidencias.map((item: { problema: string }) => item.problema)).toContain(
      'la cuenta notificada no es una cuenta de cobro de Cumplia',
    );
    // The bank names the debtor's account and mandate of the debit it returns: another account or mandate is not
    // this debit (right amount, right file), and a report dated after today is not a return yet.
    const otherDebtor = (
      await upload(
        pain002Returning('DEV-OTHER-DEBTOR', a.messageId, [{ ...quoted, debtorIban: 'ES7921000813610123456789' }]),
      )
    ).json();
    expect(otherDebtor.incidencias).toEqual([
      {
        referencia: a.invoice.numero,
        problema: expect.stringMatching(
          /^la cuenta del deudor que indica el banco \(ES79[ *]+6789\) no es la del adeudo \(ES\d\d[ *]+\d{4}\)$/,
        ),
      },
    ]);
    const otherMandate = (
      await upload(pain002Returning('DEV-OTHER-MANDATE', a.messageId, [{ ...quoted, mandateId: 'CUMPLIA-99999999' }]))
    ).json();
    expect(otherMandate.incidencias[0].problema).toMatch(
      /^la orden de domiciliación que indica el banco \(CUMPLIA-99999999\) no es la del adeudo \(CUMPLIA-\d{8}\)$/,
    );
    const tomorrow = (await upload(pain002Returning('DEV-TOMORROW', a.messageId, [quoted], '2026-11-22'))).json();
    expect(tomorrow.incidencias[0].problema).toBe('fecha 2026-11-22 posterior a hoy');
    // PostFinance's own notification, as it came: another bank's account, and debits that are not ours.
    const postFinance = (
      await upload(sepaReturnSample('public/camt.054.001.04-postfinance-adeudos-devueltos.xml'))
    ).json();
    expect(postFinance).toMatchObject({
      tipo: 'camt.054.001.04',
      nuevas: 0,
      sinCoincidencia: ['EndToEnd-2B6C-CHDDBB5', 'E2E-1-1-16030913'],
      incidencias: [
        { referencia: 'CH0309000000250090342', problema: 'la cuenta notificada no es una cuenta de cobro de Cumplia' },
      ],
    });
    // None of them touched the invoice, and each import keeps its exceptions for whoever reviews it.
    expect(await returnOf(a.invoice.id)).toBeUndefined();
    expect((await staffInvoice(a.invoice.numero))?.devolucion).toBeNull();
    const [kept] = await t.db
      .select()
      .from(sepaReturnImports)
      .where(eq(sepaReturnImports.messageId, 'DEV-WRONG-AMOUNT'));
    expect(kept?.exceptions).toHaveLength(1);

    // The bank's own words for a reason (Prtry) are kept, and a reason that is no ISO code is never presented again.
    const narrative = pain002Returning('DEV-NARRATIVE', a.messageId, [quoted]).replace(
      '<Cd>AM04</Cd>',
      '<Prtry>DEVOLUCION POR ORDEN DEL TITULAR</Prtry>',
    );
    expect((await upload(narrative)).json()).toMatchObject({ nuevas: 1, incidencias: [] });
    expect(await returnOf(a.invoice.id)).toMatchObject({
      reasonCode: 'NARR',
      bankReason: 'DEVOLUCION POR ORDEN DEL TITULAR',
    });
    const listed = (await call('GET', '/admin/sepa/devoluciones?page=0&size=50', admin))
      .json()
      .content.find((row: { facturaId: string }) => row.facturaId === a.invoice.numero);
    expect(listed).toMatchObject({
      codigo: 'NARR',
      motivo: 'motivo propio del banco «DEVOLUCION POR ORDEN DEL TITULAR»',
      representable: false,
    });
  });

  it('puts every debit of a file or a batch the bank refused whole back for the next file, and says which', async () => {
    const importsBefore = (await call('GET', '/admin/sepa/devoluciones/ficheros?page=0&size=2', admin)).json()
      .totalElements;
    const mandateUse = async () =>
      t.db
        .select({ first: sepaMandates.firstCollectionOn, last: sepaMandates.lastCollectionOn })
        .from(sepaMandates)
        .innerJoin(companies, eq(companies.id, sepaMandates.companyId))
        .where(and(inArray(companies.nifCif, ['B38234563', 'J38012340']), isNull(sepaMandates.revokedAt)))
        .orderBy(companies.nifCif);
    const usedBefore = await mandateUse();
    const debits = await fileFor('2026-11-17', ['B38234563', 'J38012340']);
    expect(await mandateUse()).not.toEqual(usedBefore);
    const messageId = debits[0]?.messageId ?? '';
    // Nordea's own whole-file rejection (testdata/sepa/public), answering our file instead of its own, this week.
    const refusedFile = sepaReturnSample('public/pain.002.001.03-nordea-rechazo-fichero.xml')
      .replace('MSGID-PS-TEST-0708-01', messageId)
      .replace(/<CreDtTm>2015-08-10/, '<CreDtTm>2026-11-21');
    const imported = (await upload(refusedFile)).json();
    expect(imported).toMatchObject({
      devoluciones: 2,
      nuevas: 0,
      reabiertas: 2,
      rechazos: [{ alcance: 'fichero', lote: null, motivo: 'DU01 mensaje duplicado', motivoBanco: null }],
      incidencias: [],
    });
    // Our file never reached the clients: nothing stands returned, nothing is owed by transfer, nothing is pending,
    // and their mandates were not used (a first debit goes as FRST again).
    expect(await mandateUse()).toEqual(usedBefore);
    for (const debit of debits) {
      const invoice = await staffInvoice(debit.invoice.numero);
      expect([invoice?.devolucion, invoice?.facturado]).toEqual([null, false]);
      expect(await returnOf(debit.invoice.id)).toMatchObject({ reasonCode: 'DU01', resolution: 'REABIERTA' });
    }
    const listed = (await call('GET', '/admin/sepa/devoluciones?page=0&size=50', admin)).json();
    expect(
      listed.content
        .filter((row: { invoiceId: number }) => debits.some((debit) => debit.invoice.id === row.invoiceId))
        .map((row: { resolucion: string; representable: boolean }) => [row.resolucion, row.representable]),
    ).toEqual([
      ['REABIERTA', false],
      ['REABIERTA', false],
    ]);
    // The next file collects them again, under the same references and sequence.
    const again = await call('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: '2026-11-17',
      fechaFin: '2026-11-17',
      cuentaIBAN: ACCOUNT,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await validatePain008(again.body)).errors).toEqual([]);
    for (const debit of debits) {
      expect(again.body).toContain(`<EndToEndId>${debit.invoice.numero}</EndToEndId>`);
      expect((await staffInvoice(debit.invoice.numero))?.facturado).toBe(true);
    }

    const [single] = await fileFor('2026-11-16', ['J38012340']);
    // Nordea's own whole-batch rejection, answering our file's first batch.
    const refusedBatch = sepaReturnSample('public/pain.002.001.03-nordea-rechazo-lote.xml')
      .replace('<OrgnlMsgId>MSGID-COM-SCE25-1707-01</OrgnlMsgId>', `<OrgnlMsgId>${single?.messageId}</OrgnlMsgId>`)
      .replace('PMTINFID-COM-SCE25-1707-01', `${single?.messageId}-1`)
      .replace(/<CreDtTm>2015-07-17/, '<CreDtTm>2026-11-21');
    expect((await upload(refusedBatch)).json()).toMatchObject({
      nuevas: 0,
      reabiertas: 1,
      rechazos: [{ alcance: 'lote', lote: `${single?.messageId}-1` }],
    });
    expect(await returnOf(single?.invoice.id ?? 0)).toMatchObject({ reasonCode: 'NARR', resolution: 'REABIERTA' });
    expect((await staffInvoice(single?.invoice.numero ?? ''))?.facturado).toBe(false);

    // A rejection of a file Cumplia never sent is not guessed at.
    const unknown = refusedFile.replace(
      `<OrgnlMsgId>${messageId}</OrgnlMsgId>`,
      '<OrgnlMsgId>OTRO-EMISOR-1</OrgnlMsgId>',
    );
    expect((await upload(unknown)).json()).toMatchObject({
      nuevas: 0,
      incidencias: [
        {
          referencia: 'fichero OTRO-EMISOR-1',
          problema: 'rechazo de un fichero que no consta como enviado por Cumplia',
        },
      ],
    });
    // Every import stays listed, newest first, with what it left for a person: the superadmin's only.
    const imports = await call('GET', '/admin/sepa/devoluciones/ficheros?page=0&size=2', admin);
    expect(imports.statusCode, imports.body).toBe(200);
    expect(imports.json().content[0]).toMatchObject({
      tipo: 'pain.002.001.03',
      devoluciones: 0,
      incidencias: [
        {
          referencia: 'fichero OTRO-EMISOR-1',
          problema: 'rechazo de un fichero que no consta como enviado por Cumplia',
        },
      ],
    });
    expect(imports.json().totalElements).toBe(importsBefore + 3); // the file, the batch and the stranger's file
    expect((await call('GET', '/admin/sepa/devoluciones/ficheros?page=0&size=2', agency)).statusCode).toBe(403);
  });
});
