import { formatDateEs, invoiceStanding, MONTH_CLOSE_NOT_INVOICED, todayInMadrid } from '@cumplia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, invoices, sepaDebits, sepaFiles } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pain002Returning } from '../../test-support/sepa-return-files.js';
import { CREDITOR_ACCOUNT, staffMoneyCalls, withIgic } from '../../test-support/staff-money-calls.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { syncCommissionLedger } from '../commissions/index.js';

/**
 * The month issue 55 built by hand, through the endpoints the screens call: seven invoices of one month, a bulk
 * file, two returns (one presented again, one paid by transfer), a transfer invoice collected, one cancelled, one
 * corrected (refused before its charge day, then replaced for less and the difference paid back), one collected a
 * month late; then the close, the agency's ledger, two consecutive statements (PDF and xlsx) and the company's
 * 'Mi facturación' agree to the cent with what was computed by hand.
 */

let t: TestApp;
/** A month the demo data leaves empty: every invoice of it is this test's. */
const MONTH = '2025-07';
const BAKERY = 'B38567897'; // pays by SEPA
const CLINIC = 'B38345674'; // pays by transfer

let invoiceFor: ReturnType<typeof testInvoiceIssuer>;

beforeAll(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2044-01-01');
});
afterAll(async () => {
  await t.close();
});

const { call, ok, today, returnOf, uploadReturns } = staffMoneyCalls(() => t);
const advanceTo = async (day: string) => {
  const seconds = (Date.parse(`${day}T10:00:00Z`) - t.clock.now().getTime()) / 1000;
  t.clock.advanceSeconds(seconds);
  // The ledger job books what the calendar moved (debits due), once a day.
  await syncCommissionLedger(t.db, { today: todayInMadrid(t.clock.now()) });
};

describe('the month built by hand', () => {
  it('agrees to the cent in the close, the ledger, two consecutive statements and the company screens', async () => {
    let admin = await demoToken(t, 'superadmin');
    // Gestoría Atlántica earns 10 % of each base. Bases in cents.
    const collected = await invoiceFor(BAKERY, `${MONTH}-01`, 10000);
    const represented = await invoiceFor(BAKERY, `${MONTH}-02`, 20000);
    const paidAfterReturn = await invoiceFor(BAKERY, `${MONTH}-03`, 6000);
    const corrected = await invoiceFor(BAKERY, `${MONTH}-04`, 5000);
    const transfer = await invoiceFor(CLINIC, `${MONTH}-05`, 8000);
    const cancelled = await invoiceFor(CLINIC, `${MONTH}-06`, 2500);
    const late = await invoiceFor(CLINIC, `${MONTH}-07`, 7000);
    const ours = [collected, represented, paidAfterReturn, corrected, transfer, cancelled, late];

    // Saturday 21 November 2026: one bulk file collects the four debit invoices.
    await ok('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: `${MONTH}-01`,
      fechaFin: `${MONTH}-31`,
      cuentaIBAN: CREDITOR_ACCOUNT,
    });
    const debits = await t.db
      .select({ invoiceId: sepaDebits.invoiceId, endToEndId: sepaDebits.endToEndId, messageId: sepaFiles.messageId })
      .from(sepaDebits)
      .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
      .where(
        inArray(
          sepaDebits.invoiceId,
          ours.map((invoice) => invoice.id),
        ),
      );
    expect(debits.map((debit) => debit.invoiceId).sort()).toEqual(
      [collected.id, represented.id, paidAfterReturn.id, corrected.id].sort(),
    );
    const [charged] = await t.db
      .select({ day: invoices.sepaCollectionDate })
      .from(invoices)
      .where(eq(invoices.id, collected.id));
    const chargeDay = charged?.day ?? '';
    expect(chargeDay > today()).toBe(true);

    // Before its charge day the debit is the bank's: the correction waits, and says until when.
    const early = await call('POST', `/admin/facturas/${corrected.id}/rectificar`, admin, {
      motivo: 'Precio acordado con la gestoría',
      tipo: 'R1',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 40 }],
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'INVOICE_DEBIT_IN_PROGRESS']);
    expect(early.json().message).toContain(`se cargará el ${formatDateEs(chargeDay)}`);

    await ok('POST', `/admin/facturas/${cancelled.id}/anular`, admin, { motivo: 'Emitida por error' });

    // The bank returns two debits: one for lack of funds (presented again), one refunded to the client (paid by
    // transfer instead).
    const debitOf = (invoiceId: number) => debits.find((debit) => debit.invoiceId === invoiceId);
    const report = pain002Returning('MES-A-MANO-1', debits[0]?.messageId ?? '', [
      { endToEndId: debitOf(represented.id)?.endToEndId ?? '', reasonCode: 'AM04', amountCents: withIgic(20000) },
      { endToEndId: debitOf(paidAfterReturn.id)?.endToEndId ?? '', reasonCode: 'MD06', amountCents: withIgic(6000) },
    ]);
    const imported = await uploadReturns('devoluciones.xml', report, admin);
    expect(imported.json().nuevas, imported.body).toBe(2);
    await ok('POST', `/admin/sepa/devoluciones/${(await returnOf(represented.id))?.id}/representar`, admin, {
      cuentaIBAN: CREDITOR_ACCOUNT,
      transactionId: 'mes-a-mano-representa',
    });
    await ok('POST', `/admin/sepa/devoluciones/${(await returnOf(paidAfterReturn.id))?.id}/transferencia`, admin);

    // Saturday 28 November: every debit's day has come. Staff record the transfers the bank statement shows.
    await advanceTo('2026-11-28');
    admin = await demoToken(t, 'superadmin');
    await ok('POST', `/admin/sepa/devoluciones/${(await returnOf(paidAfterReturn.id))?.id}/pagada`, admin, {
      fecha: '2026-11-27',
      importe: withIgic(6000) / 100,
    });
    await ok('POST', `/admin/facturas/${transfer.id}/cobrada`, admin, {
      fecha: '2026-11-26',
      importe: withIgic(8000) / 100,
    });
    // Collected, the corrected invoice is replaced for less: the difference is owed back and paid by transfer.
    const substitute = (
      await ok('POST', `/admin/facturas/${corrected.id}/rectificar`, admin, {
        motivo: 'Precio acordado con la gestoría',
        tipo: 'R1',
        metodo: 'S',
        lineas: [{ protocolo: 'LOPD', importeCorrecto: 40 }],
      })
    ).json();
    const refundCents = withIgic(5000) - withIgic(4000);
    const owed = (await ok('GET', '/admin/devoluciones-cliente?estado=PENDIENTE&page=0&size=100', admin)).json();
    expect(owed.content.find((refund: { id: number }) => refund.id === substitute.id)?.importe).toBe(refundCents / 100);
    await ok('POST', `/admin/facturas/${substitute.id}/devolucion-cliente`, admin, {
      fecha: '2026-11-28',
      importe: refundCents / 100,
      referencia: 'DEVOLUCION-MES-A-MANO',
    });

    // Wednesday 2 December: November has ended; the last transfer invoice is paid, a month after the others.
    await advanceTo('2026-12-02');
    admin = await demoToken(t, 'superadmin');
    await ok('POST', `/admin/facturas/${late.id}/cobrada`, admin, {
      fecha: '2026-12-02',
      importe: withIgic(7000) / 100,
    });

    // The close of the month, by hand: every invoice in one row, 'Facturado' their sum.
    const close = (await ok('GET', `/admin/cierre?mes=${MONTH}`, admin)).json();
    const sum = (...baseCents: number[]) => baseCents.reduce((all, base) => all + withIgic(base), 0) / 100;
    expect(close.filas).toEqual({
      FACTURADA: { facturas: 6, importe: sum(10000, 20000, 6000, 5000, 8000, 7000) },
      REMESADA: { facturas: 4, importe: sum(10000, 20000, 6000, 5000) },
      // The corrected invoice was collected before it was replaced: its money stays where it is.
      COBRADA: { facturas: 3, importe: sum(10000, 20000, 5000) },
      EN_CURSO: { facturas: 0, importe: 0 },
      DEVUELTA: { facturas: 0, importe: 0 },
      REPRESENTADA: { facturas: 1, importe: sum(20000) },
      PAGADA_OTRO: { facturas: 3, importe: sum(6000, 8000, 7000) },
      PENDIENTE: { facturas: 0, importe: 0 },
      RECTIFICADA: { facturas: 0, importe: 0 },
      ANULADA: { facturas: 1, importe: sum(2500) },
      SUSTITUIDA: { facturas: 0, importe: 0 },
    });
    const partitionSum = Object.entries(close.filas as Record<string, { importe: number }>)
      .filter(([row]) => !['FACTURADA', 'REMESADA', 'REPRESENTADA', ...MONTH_CLOSE_NOT_INVOICED].includes(row))
      .reduce((all, [, figures]) => all + Math.round(figures.importe * 100), 0);
    expect(partitionSum).toBe(Math.round(close.filas.FACTURADA.importe * 100));
    // The substitute is November's: it counts what it took off (a negative 'Rectificado').
    const november = (await ok('GET', '/admin/cierre?mes=2026-11', admin)).json();
    const novemberRectified = (
      await ok('GET', '/admin/cierre/facturas?mes=2026-11&fila=RECTIFICADA&page=0&size=100', admin)
    ).json();
    expect(novemberRectified.content).toContainEqual(
      expect.objectContaining({ facturaId: substitute.facturaId, importe: -refundCents / 100 }),
    );
    expect(november.filas.RECTIFICADA.importe).toBeLessThanOrEqual(-refundCents / 100);

    // November's statement, by hand: 10 + 20 + 6 + 8 + 5 earned when the money came, 1 taken back by the
    // substitute (it earns 4 on 40): 48 €.
    const [atlantica] = await t.db.select().from(agencies).where(eq(agencies.nombreComercial, 'Gestoría Atlántica'));
    const agency = await demoToken(t, 'agency');
    type Line = { facturaId: string | null; importe: number };
    const ledger = async (query: string, token: string) =>
      (await ok('GET', `/gestorias/my/comisiones?${query}&size=100`, token)).json().content as Line[];
    const numbers = new Set([...ours.map((invoice) => invoice.numero), substitute.facturaId]);
    const cents = (lines: Line[]) => lines.reduce((all, line) => all + Math.round(line.importe * 100), 0);
    const mine = (lines: Line[]) => cents(lines.filter((line) => numbers.has(line.facturaId ?? '')));
    await ok('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, { mes: '2026-11' });
    const statements = (await ok('GET', '/gestorias/my/liquidaciones', agency)).json();
    const novemberStatement = statements.find((statement: { mes: string }) => statement.mes === '2026-11');
    const novemberLines = await ledger(`liquidacion=${novemberStatement.id}`, agency);
    expect(mine(novemberLines)).toBe(4800);
    // The late transfer is not in it: its money came in December.
    expect(novemberLines.map((line) => line.facturaId)).not.toContain(late.numero);

    // Sunday 3 January 2027: December has ended; its statement pays the late collection, 7 €.
    await advanceTo('2027-01-03');
    admin = await demoToken(t, 'superadmin');
    const agencyAgain = await demoToken(t, 'agency');
    await ok('POST', `/admin/cierre/gestorias/${atlantica?.id}/liquidacion`, admin, { mes: '2026-12' });
    const december = (await ok('GET', '/gestorias/my/liquidaciones', agencyAgain)).json();
    const decemberStatement = december.find((statement: { mes: string }) => statement.mes === '2026-12');
    const decemberLines = await ledger(`liquidacion=${decemberStatement.id}`, agencyAgain);
    expect(mine(decemberLines)).toBe(700);

    // Each statement's PDF and xlsx say what its lines add up to.
    for (const statement of [novemberStatement, decemberStatement]) {
      const lines = statement === novemberStatement ? novemberLines : decemberLines;
      const due = Math.max(cents(lines), 0);
      expect(Math.round(statement.comisionDebida * 100)).toBe(due);
      const pdf = await ok('GET', `/gestorias/my/liquidaciones/${statement.id}?formato=pdf`, agencyAgain);
      const text = (await pdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ');
      for (const line of lines.filter((one) => numbers.has(one.facturaId ?? ''))) {
        expect(text).toContain(line.facturaId);
      }
      const xlsx = await ok('GET', `/gestorias/my/liquidaciones/${statement.id}?formato=xlsx`, agencyAgain);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.worksheets[0]?.getRows(1, workbook.worksheets[0].rowCount) ?? [];
      expect(rows.find((row) => row.getCell(2).value === 'A liquidar')?.getCell(9).value).toBe(due / 100);
      const movementRows = rows.filter((row) => /^[FR]\d{4}-\d{6}$/.test(String(row.getCell(3).value ?? '')));
      expect(movementRows.reduce((all, row) => all + Math.round(Number(row.getCell(9).value) * 100), 0)).toBe(
        cents(lines.filter((line) => line.facturaId)),
      );
    }

    // The bakery's 'Mi facturación' reads the same states as the close.
    const bakery = await demoToken(t, 'company');
    const company = (await ok('GET', '/facturas/empresa/my?page=0&size=100', bakery)).json();
    const standingOf = (invoice: { id: number }) => {
      const listed = company.content.find((row: { id: number }) => row.id === invoice.id);
      return listed ? invoiceStanding(listed, today()).label : null;
    };
    expect([collected, represented, paidAfterReturn, corrected].map(standingOf)).toEqual([
      'Cobrada por adeudo',
      'Cobrada por adeudo',
      'Cobrada por transferencia',
      'Sustituida',
    ]);
    expect(standingOf(substitute)).toBe('Pagada con la factura sustituida');
    const [stored] = await t.db
      .select({ replacedAt: invoices.replacedAt })
      .from(invoices)
      .where(and(eq(invoices.id, corrected.id)));
    expect(stored?.replacedAt).not.toBeNull();
  });
});
