import { formatEuros, todayInMadrid } from '@cumplia/domain';
import { eq, inArray, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../../attachment-renderers.js';
import {
  agencies,
  commissionMovements,
  commissionStatements,
  companies,
  invoices,
  sepaDebits,
  sepaFiles,
  sepaReturns,
} from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { multipartFile } from '../../test-support/multipart.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pain002Returning } from '../../test-support/sepa-return-files.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { syncCommissionLedger } from '../commissions/index.js';

let t: TestApp;
let admin: string;
const ACCOUNT = 'ES9121000418450200051332';
/** A month the demo data leaves empty: every invoice of it is this test's. */
const MONTH = '2025-06';

type Issued = { id: number; numero: string; importeTotalImpuestosCents: number };

let invoiceFor: ReturnType<typeof testInvoiceIssuer>;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/cumplia-core${url}`, headers: { authorization: `Bearer ${token}` }, payload });

const close = async (query = '') => {
  const response = await call('GET', `/admin/cierre?mes=${MONTH}${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const returnOf = async (invoiceId: number) =>
  (await t.db.select().from(sepaReturns).where(eq(sepaReturns.invoiceId, invoiceId)))[0];

/** The commission ledger's movements of these invoices, in the order they were booked. */
async function movementsOf(...issued: Issued[]) {
  const rows = await t.db
    .select({
      numero: invoices.numero,
      kind: commissionMovements.kind,
      cents: commissionMovements.amountCents,
      on: commissionMovements.movedOn,
    })
    .from(commissionMovements)
    .innerJoin(invoices, eq(invoices.id, commissionMovements.invoiceId))
    .where(
      inArray(
        commissionMovements.invoiceId,
        issued.map((invoice) => invoice.id),
      ),
    )
    .orderBy(commissionMovements.movedOn, commissionMovements.id);
  return rows;
}

/** The day each invoice's latest debit is due. */
async function collectionDaysOf(...issued: Issued[]) {
  const rows = await t.db
    .select({ id: invoices.id, day: invoices.sepaCollectionDate })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        issued.map((invoice) => invoice.id),
      ),
    );
  return issued.map((invoice) => rows.find((row) => row.id === invoice.id)?.day ?? null);
}

beforeAll(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2043-01-01');
});
// Each test logs in afresh: the first moves the clock a fortnight on, past the sessions of before.
beforeEach(async () => {
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

describe('Month-end close', () => {
  // The demo agency "Gestoría Atlántica" earns 10 % of each invoice's base. Its clients: a bakery paying by SEPA,
  // a company paying by transfer (B38345674), a self-employed person paying by card (42389176S).
  const euros = (invoice: Issued) => invoice.importeTotalImpuestosCents / 100;
  let collected: Issued; // 100 € base: remitted and collected.
  let represented: Issued; // 200 €: returned for lack of funds, presented again, collected.
  let rectified: Issued; // 50 €: returned (the client asked its bank for a refund), then rectified whole: nothing to collect.
  let returned: Issued; // 60 €: returned, nothing done yet: still owed.
  let transfer: Issued; // 80 €: paid by transfer, recorded by staff.
  let card: Issued; // 30 €: not paid yet.
  let cancelled: Issued; // 25 €: issued by mistake and cancelled.

  it("follows a month of invoices from issue to bank and back, each agency earns on money received and is sent its month's statement", async () => {
    collected = await invoiceFor('B38567897', `${MONTH}-10`, 10000);
    represented = await invoiceFor('B38567897', `${MONTH}-11`, 20000);
    rectified = await invoiceFor('B38567897', `${MONTH}-12`, 5000);
    returned = await invoiceFor('B38567897', `${MONTH}-13`, 6000);
    transfer = await invoiceFor('B38345674', `${MONTH}-14`, 8000);
    card = await invoiceFor('42389176S', `${MONTH}-15`, 3000);
    cancelled = await invoiceFor('B38345674', `${MONTH}-16`, 2500);

    const file = await call('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: `${MONTH}-01`,
      fechaFin: `${MONTH}-30`,
      cuentaIBAN: ACCOUNT,
    });
    expect(file.statusCode, file.body).toBe(200);
    const debits = await t.db
      .select({
        endToEndId: sepaDebits.endToEndId,
        amountCents: sepaDebits.amountCents,
        messageId: sepaFiles.messageId,
      })
      .from(sepaDebits)
      .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
      .where(eq(sepaFiles.fileName, `sepa_${MONTH}-01_${MONTH}-30.xml`));
    expect(debits).toHaveLength(4);
    const debitOf = (invoice: Issued) => debits.find((debit) => debit.endToEndId === invoice.numero);
    const report = pain002Returning('CIERRE-DEV-1', debits[0]?.messageId ?? '', [
      { endToEndId: represented.numero, reasonCode: 'AM04', amountCents: debitOf(represented)?.amountCents },
      { endToEndId: rectified.numero, reasonCode: 'MD06', amountCents: debitOf(rectified)?.amountCents },
      { endToEndId: returned.numero, reasonCode: 'AM04', amountCents: debitOf(returned)?.amountCents },
    ]);
    const body = multipartFile('devoluciones.xml', Buffer.from(report, 'utf8'), 'application/xml');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/cumplia-core/admin/sepa/devoluciones',
      headers: { authorization: `Bearer ${admin}`, ...body.headers },
      payload: body.payload,
    });
    expect(imported.json().nuevas, imported.body).toBe(3);

    const again = await call(
      'POST',
      `/admin/sepa/devoluciones/${(await returnOf(represented.id))?.id}/representar`,
      admin,
      {
        cuentaIBAN: ACCOUNT,
        transactionId: 'cierre-representa-1',
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    // The company was asked to pay the refunded debit by transfer; the invoice is then rectified whole, and
    // the company is told not to pay.
    const asked = await call(
      'POST',
      `/admin/sepa/devoluciones/${(await returnOf(rectified.id))?.id}/transferencia`,
      admin,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const rectification = await call('POST', `/admin/facturas/${rectified.id}/rectificar`, admin, {
      motivo: 'Baja del servicio antes de su inicio',
      tipo: 'R1',
      metodo: 'I',
    });
    expect(rectification.statusCode, rectification.body).toBe(200);
    const [bakery] = await t.db
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.nifCif, 'B38567897'));
    const withdrawn = await t.lastMessageTo(bakery?.email ?? '');
    expect(withdrawn?.subject).toBe(`Factura ${rectified.numero}: no realice la transferencia`);
    expect(withdrawn && 'bodyText' in withdrawn ? withdrawn.bodyText : '').toContain(
      'no tiene nada que pagar por esta factura',
    );

    // A transfer invoice is recorded paid with the day and whole amount; a debit invoice is the bank's to collect.
    const payment = { fecha: '2026-11-20', importe: euros(transfer) };
    expect(
      (await call('POST', `/admin/facturas/${transfer.id}/cobrada`, admin, { ...payment, importe: 1 })).statusCode,
    ).toBe(400);
    const beforeIssue = await call('POST', `/admin/facturas/${transfer.id}/cobrada`, admin, {
      ...payment,
      fecha: '2000-01-01',
    });
    expect(beforeIssue.statusCode).toBe(400);
    expect(beforeIssue.json().message).toMatch(
      /^La fecha del cobro no puede ser anterior a la de la factura \(\d\d\/\d\d\/\d{4}\)\.$/,
    );
    const paid = await call('POST', `/admin/facturas/${transfer.id}/cobrada`, admin, payment);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(`Factura ${transfer.numero} marcada como cobrada.`);
    const twice = await call('POST', `/admin/facturas/${transfer.id}/cobrada`, admin, payment);
    expect(twice.json().code).toBe('INVOICE_ALREADY_PAID');
    const debit = await call('POST', `/admin/facturas/${collected.id}/cobrada`, admin, {
      fecha: '2026-11-20',
      importe: euros(collected),
    });
    expect(debit.json().code).toBe('INVOICE_PAID_BY_DEBIT');
    expect(
      (await call('POST', `/admin/facturas/${cancelled.id}/anular`, admin, { motivo: 'Emitida por error' })).statusCode,
    ).toBe(200);

    // Before the debits' day the money is on its way: the commission on them waits. June 2025 as a settlement
    // period moved no commission: the money of its invoices moves now, in November 2026.
    const before = await close();
    expect(before.filas.EN_CURSO).toEqual({ facturas: 2, importe: euros(collected) + euros(represented) });
    expect(before.filas.COBRADA.facturas).toBe(0);
    const atlanticaBefore = before.gestorias.find((row: { gestoria: string }) => row.gestoria === 'Gestoría Atlántica');
    expect(atlanticaBefore).toMatchObject({ comisionGenerada: 0, comisionRevertida: 0, comisionPendiente: 33 });
    expect(await movementsOf(transfer, collected, represented, rectified, returned, card, cancelled)).toEqual([
      { numero: transfer.numero, kind: 'GENERADA', cents: 800, on: '2026-11-20' },
    ]);

    // A fortnight later every debit's day has come, and the ledger job has booked them.
    t.clock.advanceSeconds(15 * 86_400);
    await syncCommissionLedger(t.db, { today: todayInMadrid(t.clock.now()) });
    // The sessions of a fortnight ago have expired.
    admin = await demoToken(t, 'superadmin');
    const after = await close();
    const sum = (...issued: Issued[]) =>
      Math.round(issued.reduce((total, one) => total + one.importeTotalImpuestosCents, 0)) / 100;
    expect(after.filas).toEqual({
      FACTURADA: { facturas: 6, importe: sum(collected, represented, rectified, returned, transfer, card) },
      REMESADA: { facturas: 4, importe: sum(collected, represented, rectified, returned) },
      COBRADA: { facturas: 2, importe: sum(collected, represented) },
      EN_CURSO: { facturas: 0, importe: 0 },
      DEVUELTA: { facturas: 1, importe: sum(returned) },
      REPRESENTADA: { facturas: 1, importe: sum(represented) },
      PAGADA_OTRO: { facturas: 1, importe: sum(transfer) },
      PENDIENTE: { facturas: 1, importe: sum(card) },
      RECTIFICADA: { facturas: 1, importe: sum(rectified) },
      ANULADA: { facturas: 1, importe: sum(cancelled) },
      SUSTITUIDA: { facturas: 0, importe: 0 },
    });
    // By hand: the agency has earned 10 + 20 (the debits, on their days) + 8 (the transfer, on its day); the
    // returned, rectified, card and cancelled invoices earned nothing; 3 is still pending (the card invoice).
    const [atlantica] = await t.db.select().from(agencies).where(eq(agencies.nombreComercial, 'Gestoría Atlántica'));
    const [collectedDay, representedDay] = await collectionDaysOf(collected, represented);
    expect(await movementsOf(transfer, collected, represented, rectified, returned, card, cancelled)).toEqual([
      { numero: transfer.numero, kind: 'GENERADA', cents: 800, on: '2026-11-20' },
      { numero: collected.numero, kind: 'GENERADA', cents: 1000, on: collectedDay },
      { numero: represented.numero, kind: 'GENERADA', cents: 2000, on: representedDay },
    ]);
    expect(after.gestorias).toEqual([
      {
        gestoriaId: atlantica?.id,
        gestoria: 'Gestoría Atlántica',
        facturas: 6,
        facturado: sum(collected, represented, rectified, returned, transfer, card),
        comisionGenerada: 0,
        comisionRevertida: 0,
        comisionPendiente: 3,
        comisionDebida: 0,
        enviada: null,
      },
    ]);

    // Each row drills down to its invoices; an account filter keeps the invoices remitted through it.
    const owed = await call('GET', `/admin/cierre/facturas?mes=${MONTH}&fila=DEVUELTA&page=0&size=20`, admin);
    expect(owed.json()).toMatchObject({
      totalElements: 1,
      content: [{ facturaId: returned.numero, devolucion: 'AM04', gestoria: 'Gestoría Atlántica' }],
    });
    const pending = await call('GET', `/admin/cierre/facturas?mes=${MONTH}&fila=PENDIENTE&page=0&size=20`, admin);
    expect(pending.json().content.map((row: { facturaId: string }) => row.facturaId)).toEqual([card.numero]);
    const byAccount = await close(`&cuenta=${ACCOUNT}`);
    expect(byAccount.filas.FACTURADA.facturas).toBe(4);
    expect((await close('&cuenta=ES7921000813610123456789')).filas.FACTURADA.facturas).toBe(0);

    // November's statement pays every movement up to its end no statement paid yet: the June invoices collected
    // in November are in it (the debits were due in November). It goes to the agency (PDF and xlsx).
    const agency = await demoToken(t, 'agency');
    const november = '2026-11';
    expect([collectedDay, representedDay].every((day) => day?.startsWith(november))).toBe(true);
    const preview = await call(
      'GET',
      `/admin/cierre/gestorias/${atlantica?.id}/liquidacion?mes=${november}&formato=pdf`,
      admin,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const sent = await call('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, { mes: november });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Liquidación de noviembre de 2026 enviada a ${atlantica?.email}.`);
    const message = await t.lastMessageTo(atlantica?.email ?? '');
    expect(message?.subject).toBe('Liquidación de comisiones de noviembre de 2026');
    const files = await messageAttachmentLoader({ config: t.config, now: t.clock.now })(
      t.db,
      message?.attachments ?? [],
    );
    expect(files.map((file) => file.filename)).toEqual(['liquidacion_comisiones_gestoria_atlantica_2026-11.pdf']);
    const novemberClose = (await call('GET', `/admin/cierre?mes=${november}`, admin)).json();
    const atlanticaNovember = novemberClose.gestorias.find(
      (row: { gestoriaId: number }) => row.gestoriaId === atlantica?.id,
    );
    expect(atlanticaNovember.enviada).toBe(
      t.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    );

    const list = await call('GET', '/gestorias/my/liquidaciones', agency);
    // Newest period first: this one, then the demo's statement of September (October was left for staff).
    expect(list.json().map((statement: { mes: string }) => statement.mes)).toEqual([november, '2026-09']);
    const statement = list.json()[0];
    const lines = (await call('GET', `/gestorias/my/comisiones?liquidacion=${statement.id}&size=100`, agency)).json();
    const ours = lines.content.filter((line: { facturaId: string }) =>
      [transfer, collected, represented].some((invoice) => invoice.numero === line.facturaId),
    );
    expect(ours.map((line: { facturaId: string; importe: number }) => [line.facturaId, line.importe]).sort()).toEqual(
      [
        [collected.numero, 10],
        [represented.numero, 20],
        [transfer.numero, 8],
      ].sort(),
    );
    const linesSum = lines.content.reduce((total: number, line: { importe: number }) => total + line.importe * 100, 0);
    expect(lines.totalElements).toBe(lines.content.length);
    expect(statement.comisionDebida).toBe(Math.max(Math.round(linesSum), 0) / 100);
    expect(
      novemberClose.gestorias.find((row: { gestoriaId: number }) => row.gestoriaId === atlantica?.id),
    ).toMatchObject({ comisionDebida: statement.comisionDebida });
    const pdf = await call('GET', `/gestorias/my/liquidaciones/${statement.id}?formato=pdf`, agency);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Liquidación de comisiones');
    expect(text).toContain(collected.numero);
    const flat = (value: string) => value.replace(/\s+/g, ' ');
    expect(flat(text)).toContain(`A liquidar ${flat(formatEuros(Math.round(statement.comisionDebida * 100)))}`);
    const xlsx = await call('GET', `/gestorias/my/liquidaciones/${statement.id}?formato=xlsx`, agency);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(String(sheet?.getRow(2).getCell(1).value)).toContain('Gestoría Atlántica');
    const rows = sheet?.getRows(1, sheet.rowCount) ?? [];
    const due = rows.find((row) => row.getCell(2).value === 'A liquidar');
    expect(due?.getCell(9).value).toBe(statement.comisionDebida);
    const collectedRow = rows.find((row) => row.getCell(3).value === collected.numero);
    expect([collectedRow?.getCell(7).value, collectedRow?.getCell(8).value, collectedRow?.getCell(9).value]).toEqual([
      100, 0.1, 10,
    ]);

    // Sent once: sending November again is refused, and what moves later goes to a later statement.
    const resent = await call('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, { mes: november });
    expect([resent.statusCode, resent.json().code]).toEqual([409, 'COMMISSION_STATEMENT_SENT']);
    const paidLate = await call('POST', `/admin/sepa/devoluciones/${(await returnOf(returned.id))?.id}/pagada`, admin, {
      fecha: todayInMadrid(t.clock.now()),
      importe: euros(returned),
    });
    expect(paidLate.statusCode, paidLate.body).toBe(200);
    const unpaid = (await call('GET', '/gestorias/my/comisiones?liquidacion=pendiente&size=100', agency)).json();
    expect(unpaid.content).toContainEqual(
      expect.objectContaining({ facturaId: returned.numero, importe: 6, liquidacion: null, concepto: 'GENERADA' }),
    );
    expect((await call('GET', `/gestorias/my/liquidaciones/${statement.id}?formato=pdf`, agency)).rawPayload).toEqual(
      pdf.rawPayload,
    );
    const december = await call('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, {
      mes: '2026-12',
    });
    expect([december.statusCode, december.json().code]).toEqual([409, 'COMMISSION_PERIOD_OPEN']);
  });

  it('lets an agency download only its own statements, and the close only the superadmin', async () => {
    const [worker, agency] = [await demoToken(t, 'worker'), await demoToken(t, 'agency')];
    const [atlantica] = await t.db.select().from(agencies).where(eq(agencies.nombreComercial, 'Gestoría Atlántica'));
    const [other] = await t.db.select({ id: invoices.id }).from(invoices).limit(1);
    const [othersStatement] = await t.db
      .select({ id: commissionStatements.id })
      .from(commissionStatements)
      .where(ne(commissionStatements.agencyId, atlantica?.id ?? 0));
    expect(othersStatement).toBeDefined();
    expect(
      (await call('GET', `/gestorias/my/liquidaciones/${othersStatement?.id}?formato=pdf`, agency)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/admin/cierre?mes=${MONTH}`, worker)).statusCode).toBe(403);
    expect((await call('GET', `/admin/cierre?mes=${MONTH}`, agency)).statusCode).toBe(403);
    expect(
      (await call('POST', `/admin/facturas/${other?.id}/cobrada`, worker, { fecha: '2026-11-20', importe: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/gestorias/my/liquidaciones', admin)).statusCode).toBe(403);
    expect((await call('GET', '/admin/cierre?mes=2025-13', admin)).statusCode).toBe(400);
    // The commission ledger is the agency's own: staff and companies are refused, another agency sees none of it.
    expect((await call('GET', '/gestorias/my/comisiones', admin)).statusCode).toBe(403);
    expect((await call('GET', '/gestorias/my/comisiones', await demoToken(t, 'company'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/cumplia-core/gestorias/my/comisiones' })).statusCode).toBe(401);
    const teide = (await t.login('42156784S', 'G', 'Demo-Cumplia-2026')).json().token;
    const teideLedger = (await call('GET', '/gestorias/my/comisiones?size=100', teide)).json();
    const atlanticaInvoices = await t.db
      .select({ numero: invoices.numero })
      .from(invoices)
      .where(eq(invoices.agencyId, atlantica?.id ?? 0));
    const theirs = new Set(atlanticaInvoices.map((invoice) => invoice.numero));
    expect(teideLedger.content.some((line: { facturaId: string }) => theirs.has(line.facturaId))).toBe(false);
    expect(
      (await call('GET', `/gestorias/my/comisiones?liquidacion=${othersStatement?.id}`, agency)).json(),
    ).toMatchObject({ totalElements: 0 });
  });

  it('takes back no commission with the credit note of an invoice never paid, and records no payment of a credit note', async () => {
    // An unpaid transfer invoice, rectified whole: the agency earned nothing on it, so it loses nothing.
    const unpaid = await invoiceFor('B38345674', '2025-05-14', 4000);
    const creditNoteMonth = t.clock.now().toISOString().slice(0, 7);
    const commissionOf = async () => {
      const response = await call('GET', `/admin/cierre?mes=${creditNoteMonth}`, admin);
      const row = response.json().gestorias.find((one: { gestoria: string }) => one.gestoria === 'Gestoría Atlántica');
      return {
        comisionGenerada: row?.comisionGenerada ?? 0,
        comisionRevertida: row?.comisionRevertida ?? 0,
        comisionPendiente: row?.comisionPendiente ?? 0,
      };
    };
    const before = await commissionOf();
    const rectification = await call('POST', `/admin/facturas/${unpaid.id}/rectificar`, admin, {
      motivo: 'Servicio no prestado',
      tipo: 'R1',
      metodo: 'I',
    });
    expect(rectification.statusCode, rectification.body).toBe(200);
    // The credit note is of the month it is issued in (the demo's own invoices of that month stay as they were).
    expect(await commissionOf()).toEqual(before);
    const may = await call('GET', '/admin/cierre?mes=2025-05', admin);
    expect(may.json().filas.PENDIENTE.facturas).toBe(0);
    const creditNote = await call('POST', `/admin/facturas/${rectification.json().id}/cobrada`, admin, {
      fecha: '2026-11-20',
      importe: 1,
    });
    expect(creditNote.json().code).toBe('INVOICE_NOTHING_OWED');
  });
});
