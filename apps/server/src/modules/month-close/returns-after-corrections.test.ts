import { invoiceStanding } from '@cumplia/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, sepaDebits, sepaFiles } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pain002Returning } from '../../test-support/sepa-return-files.js';
import { CREDITOR_ACCOUNT, staffMoneyCalls, withIgic } from '../../test-support/staff-money-calls.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';

/**
 * A debit returned weeks after its invoice was corrected (a refund claim): what is owed moves to what stays
 * invoiced, through the endpoints the screens call.
 */

let t: TestApp;
const BAKERY = 'B38567897'; // pays by SEPA

let invoiceFor: ReturnType<typeof testInvoiceIssuer>;

beforeAll(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2044-01-01');
});
afterAll(async () => {
  await t.close();
});

const { call, ok, today, returnOf, uploadReturns } = staffMoneyCalls(() => t);

describe('a debit returned after its invoice was corrected', () => {
  it('hands a debit returned after its invoice was corrected to what stays invoiced: the substitute, or the rest after a credit note', async () => {
    const admin = await demoToken(t, 'superadmin');
    // A month the demo data leaves empty: every invoice of it is this test's.
    const mes = '2025-08';
    const replaced = await invoiceFor(BAKERY, `${mes}-01`, 5000);
    const credited = await invoiceFor(BAKERY, `${mes}-02`, 9000);
    await ok('POST', '/admin/facturas/sepa', admin, {
      fechaInicio: `${mes}-01`,
      fechaFin: `${mes}-31`,
      cuentaIBAN: CREDITOR_ACCOUNT,
    });
    const debits = await t.db
      .select({ invoiceId: sepaDebits.invoiceId, endToEndId: sepaDebits.endToEndId, messageId: sepaFiles.messageId })
      .from(sepaDebits)
      .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
      .where(inArray(sepaDebits.invoiceId, [replaced.id, credited.id]));
    const [charged] = await t.db
      .select({ day: invoices.sepaCollectionDate })
      .from(invoices)
      .where(eq(invoices.id, replaced.id));
    t.clock.advanceSeconds((Date.parse(`${charged?.day}T10:00:00Z`) - t.clock.now().getTime()) / 1000 + 86_400);
    const staff = await demoToken(t, 'superadmin');
    // Collected; then replaced for less (the difference paid back) and credited in part.
    const substitute = (
      await ok('POST', `/admin/facturas/${replaced.id}/rectificar`, staff, {
        motivo: 'Precio acordado',
        tipo: 'R1',
        metodo: 'S',
        lineas: [{ protocolo: 'LOPD', importeCorrecto: 40 }],
      })
    ).json();
    await ok('POST', `/admin/facturas/${substitute.id}/devolucion-cliente`, staff, {
      fecha: today(),
      importe: (withIgic(5000) - withIgic(4000)) / 100,
      referencia: 'DEVOLUCION-ANTES-DEL-RECIBO',
    });
    const creditNote = (
      await ok('POST', `/admin/facturas/${credited.id}/rectificar`, staff, {
        motivo: 'Descuento acordado',
        tipo: 'R1',
        metodo: 'I',
        lineas: [{ protocolo: 'LOPD', importeCorrecto: 60 }],
      })
    ).json();
    const owedBack = async () =>
      (await ok('GET', '/admin/devoluciones-cliente?estado=PENDIENTE&page=0&size=100', staff))
        .json()
        .content.map((refund: { facturaId: string; importe: number }) => [refund.facturaId, refund.importe]);
    expect(await owedBack()).toContainEqual([creditNote.facturaId, (withIgic(9000) - withIgic(6000)) / 100]);

    // Weeks later both clients claim the debits back from their bank (MD06).
    const report = pain002Returning(
      'MES-A-MANO-2',
      debits[0]?.messageId ?? '',
      [replaced, credited].map((invoice) => ({
        endToEndId: debits.find((debit) => debit.invoiceId === invoice.id)?.endToEndId ?? '',
        reasonCode: 'MD06',
        amountCents: withIgic(invoice === replaced ? 5000 : 9000),
      })),
      today(),
    );
    const imported = await uploadReturns('devoluciones-tardias.xml', report, staff);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().corregidas).toEqual([
      {
        factura: replaced.numero,
        rectificativa: substitute.facturaId,
        sustitucion: true,
        debe: withIgic(4000) / 100,
        devueltoAlCliente: (withIgic(5000) - withIgic(4000)) / 100,
      },
      {
        factura: credited.numero,
        rectificativa: creditNote.facturaId,
        sustitucion: false,
        debe: withIgic(6000) / 100,
        devueltoAlCliente: null,
      },
    ]);
    // Nothing is owed back any more: the money went back with the return.
    expect((await owedBack()).map(([numero]: [string]) => numero)).not.toContain(creditNote.facturaId);

    // The substitute is collected in its own right: the next file takes it, at its own amount.
    const [substituteRow] = await t.db.select().from(invoices).where(eq(invoices.id, substitute.id));
    expect(substituteRow?.originalReturnedAt).not.toBeNull();
    expect((await returnOf(replaced.id))?.resolution).toBe('RECTIFICADA');
    const bakery = await demoToken(t, 'company');
    const listed = (await ok('GET', '/facturas/empresa/my?page=0&size=100', bakery))
      .json()
      .content.find((row: { id: number }) => row.id === substitute.id);
    expect(invoiceStanding(listed, today()).label).toBe('Pendiente');
    const next = await ok('POST', `/admin/facturas/${substitute.id}/sepa`, staff, { cuentaIBAN: CREDITOR_ACCOUNT });
    expect(next.body).toContain(`<InstdAmt Ccy="EUR">${(withIgic(4000) / 100).toFixed(2)}</InstdAmt>`);

    // The credited invoice owes the rest: the transfer asked for and the payment recorded are of 64,20 €.
    const creditedReturn = await returnOf(credited.id);
    expect(creditedReturn?.resolution).toBe('PENDIENTE');
    const whole = await call('POST', `/admin/sepa/devoluciones/${creditedReturn?.id}/pagada`, staff, {
      fecha: today(),
      importe: withIgic(9000) / 100,
    });
    expect(whole.statusCode).toBe(400);
    await ok('POST', `/admin/sepa/devoluciones/${creditedReturn?.id}/pagada`, staff, {
      fecha: today(),
      importe: withIgic(6000) / 100,
    });
    expect((await owedBack()).map(([numero]: [string]) => numero)).not.toContain(creditNote.facturaId);

    // The close of that month: the replaced invoice's money went back, so the substitute counts whole.
    const close = (await ok('GET', `/admin/cierre?mes=${mes}`, staff)).json();
    expect(close.filas.SUSTITUIDA).toEqual({ facturas: 1, importe: withIgic(5000) / 100 });
    expect(close.filas.PAGADA_OTRO).toEqual({ facturas: 1, importe: withIgic(9000) / 100 });
  });
});
