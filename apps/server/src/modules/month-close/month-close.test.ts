import { eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageAttachmentLoader } from '../../attachment-renderers.js';
import {
  agencies,
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
  let rectified: Issued; // 50 €: returned (no mandate), then rectified whole: nothing to collect.
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
      { endToEndId: rectified.numero, reasonCode: 'MD01', amountCents: debitOf(rectified)?.amountCents },
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
    // The company was asked to pay the no-mandate return by transfer; the invoice is then rectified whole, and
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

    // Before the debits' day the money is on its way: the commission on them waits.
    const before = await close();
    expect(before.filas.EN_CURSO).toEqual({ facturas: 2, importe: euros(collected) + euros(represented) });
    expect(before.filas.COBRADA.facturas).toBe(0);
    const atlanticaBefore = before.gestorias.find((row: { gestoria: string }) => row.gestoria === 'Gestoría Atlántica');
    expect(atlanticaBefore).toMatchObject({ comisionGenerada: 8, comisionRevertida: 11, comisionPendiente: 33 });

    // A fortnight later every debit's day has come.
    t.clock.advanceSeconds(15 * 86_400);
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
      ANULADA: { facturas: 1, importe: sum(cancelled) },
    });
    // By hand: earned 10 + 20 (collected debits) + 8 (transfer); reversed 5 (rectified after its return) + 6
    // (returned); pending 3 (the card invoice).
    const [atlantica] = await t.db.select().from(agencies).where(eq(agencies.nombreComercial, 'Gestoría Atlántica'));
    expect(after.gestorias).toEqual([
      {
        gestoriaId: atlantica?.id,
        gestoria: 'Gestoría Atlántica',
        facturas: 6,
        facturado: sum(collected, represented, rectified, returned, transfer, card),
        comisionGenerada: 38,
        comisionRevertida: 11,
        comisionPendiente: 3,
        comisionDebida: 38,
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

    // The month's statement goes to the agency (PDF and xlsx), which downloads it.
    const agency = await demoToken(t, 'agency');
    const preview = await call(
      'GET',
      `/admin/cierre/gestorias/${atlantica?.id}/liquidacion?mes=${MONTH}&formato=pdf`,
      admin,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const sent = await call('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, { mes: MONTH });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Liquidación de junio de 2025 enviada a ${atlantica?.email}.`);
    const message = await t.lastMessageTo(atlantica?.email ?? '');
    expect(message?.subject).toBe('Liquidación de comisiones de junio de 2025');
    const files = await messageAttachmentLoader({ config: t.config, now: t.clock.now })(
      t.db,
      message?.attachments ?? [],
    );
    expect(files.map((file) => file.filename)).toEqual(['liquidacion_comisiones_2025-06.pdf']);
    expect((await close()).gestorias[0].enviada).toBe(
      t.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    );

    const list = await call('GET', '/gestorias/my/liquidaciones', agency);
    // Newest month first: the demo's statement of last month, then this one.
    expect(list.json().map((statement: { mes: string }) => statement.mes)).toEqual(['2026-10', MONTH]);
    const june = list.json()[1];
    expect(june).toMatchObject({
      facturas: 6,
      comisionGenerada: 38,
      comisionRevertida: 11,
      comisionPendiente: 3,
      comisionDebida: 38,
    });
    const id = june.id;
    const pdf = await call('GET', `/gestorias/my/liquidaciones/${id}?formato=pdf`, agency);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Liquidación de comisiones');
    expect(text).toMatch(/A liquidar\s*38,00\s*€/);
    const xlsx = await call('GET', `/gestorias/my/liquidaciones/${id}?formato=xlsx`, agency);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(7); // header and six invoices
    const commissions = [2, 3, 4, 5, 6, 7].map((row) => sheet?.getRow(row).getCell(7).value);
    expect(commissions).toEqual([10, 20, 5, 6, 8, 3]);
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
