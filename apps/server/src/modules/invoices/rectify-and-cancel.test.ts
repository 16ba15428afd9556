import { addDays, formatEuros } from '@cumplia/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  invoiceLines,
  invoices,
  outboxMessages,
  verifactuRecords,
} from '../../db/schema/index.js';
import { validateAeat } from '../../test-support/aeat-schemas.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from './issue-invoice.js';

let t: TestApp;
let admin: string;
let companyId: number;
let periods = 0;

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, 'B38234563'));
  companyId = company?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** A renewal invoice of Talleres Guanche (SEPA, signed mandate) for two tools: 120 and 80 euros plus IGIC. */
const issue = (fecha = '2026-11-21') => {
  periods += 1;
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId,
      origin: 'RENOVACION',
      lines: [
        { protocol: 'LOPD', nombreProducto: 'Renovación anual del protocolo de LOPDGDD', precioUnitarioCents: 12000 },
        {
          protocol: 'ACOSO',
          nombreProducto: 'Renovación anual del protocolo de acoso laboral',
          precioUnitarioCents: 8000,
        },
      ],
      fecha,
      periodStart: addDays('2041-01-01', periods),
      now: t.clock.now(),
      config: t.config,
    }),
  );
};

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}` }, payload });
const rectify = (id: number, body: object) => post(`/cumplia-core/admin/facturas/${id}/rectificar`, body);
const stored = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const pdfOf = async (id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/cumplia-core/admin/facturas/${id}/download`,
    headers: { authorization: `Bearer ${admin}` },
  });
  return (await pdfText(new Uint8Array(response.rawPayload))).text;
};
const recordOf = async (invoiceId: number) =>
  (
    await t.db
      .select()
      .from(verifactuRecords)
      .where(eq(verifactuRecords.invoiceId, invoiceId))
      .orderBy(desc(verifactuRecords.id))
      .limit(1)
  )[0];

describe('rectifying invoices by their ground and method', () => {
  it('replaces an unpaid invoice by substitution: the substitute is collected instead, and says so', async () => {
    const original = await issue();
    const response = await rectify(original.id, {
      motivo: 'Precio de la protección de datos acordado con la gestoría',
      tipo: 'R1',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 90 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const substitute = await stored(response.json().id);
    expect(substitute).toMatchObject({
      kind: 'RECTIFICATIVA',
      tipoFactura: 'R1',
      tipoRectificativa: 'S',
      importeTotalCents: 17000, // 90 + 80: the correct amounts, not the difference
      rectifiedBaseCents: 20000,
      rectifiedTaxCents: 1400,
      rectifiedOriginalPaid: false,
    });
    const record = await recordOf(substitute?.id ?? 0);
    expect(record?.xml).toContain('<sf:TipoFactura>R1</sf:TipoFactura>');
    expect(record?.xml).toContain('<sf:TipoRectificativa>S</sf:TipoRectificativa>');
    expect(record?.xml).toContain('<sf:BaseRectificada>200.00</sf:BaseRectificada>');
    expect(record?.xml).toContain(`<sf:NumSerieFactura>${original.numero}</sf:NumSerieFactura>`);
    expect((await validateAeat(`<?xml version="1.0"?>\n${record?.xml}`, 'SuministroInformacion.xsd')).errors).toEqual(
      [],
    );
    const text = await pdfOf(substitute?.id ?? 0);
    expect(text).toContain('Rectificación por sustitución');
    expect(text).toContain('Importes de la factura rectificada: base imponible 200,00 €, cuota 14,00 €.');
    expect(text).toContain(`Esta factura sustituye a la ${original.numero}, que no se cobrará.`);
    expect(text).toContain('Adeudo directo SEPA');
    // SEPA collects the substitute, never the original.
    const individual = (id: number) =>
      post(`/cumplia-core/admin/facturas/${id}/sepa`, { cuentaIBAN: 'ES9121000418450200051332' });
    expect((await individual(original.id)).statusCode).toBe(422);
    const file = await individual(substitute?.id ?? 0);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('<InstdAmt Ccy="EUR">181.90</InstdAmt>');
  });

  it('refuses a partial difference on an unpaid invoice, a higher amount, and no change, in Spanish', async () => {
    const original = await issue();
    const partial = await rectify(original.id, {
      motivo: 'Descuento',
      tipo: 'R1',
      metodo: 'I',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 90 }],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      code: 'INVOICE_RECTIFICATION_INVALID',
      message:
        'Una factura pendiente de cobro se rectifica por sustitución, o por diferencias anulando todo su importe.',
    });
    const higher = await rectify(original.id, {
      motivo: 'x',
      tipo: 'R4',
      metodo: 'S',
      lineas: [{ protocolo: 'ACOSO', importeCorrecto: 80.01 }],
    });
    expect(higher.json().message).toMatch(
      /no puede superar el facturado \(80,00\s€\): una rectificativa no puede cobrar más que la factura\./,
    );
    const unchanged = await rectify(original.id, {
      motivo: 'x',
      tipo: 'R4',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 120 }],
    });
    expect(unchanged.json().message).toBe('Los importes correctos son los facturados: no hay nada que rectificar.');
    const otherTool = await rectify(original.id, {
      motivo: 'x',
      tipo: 'R4',
      metodo: 'S',
      lineas: [{ protocolo: 'DIGITAL', importeCorrecto: 0 }],
    });
    expect(otherTool.json().message).toMatch(/no tiene línea de desconexión digital/i);
    expect((await rectify(original.id, { motivo: 'x', tipo: 'R9', metodo: 'I' })).statusCode).toBe(400);
    expect(await recordOf(original.id)).toMatchObject({ recordType: 'ALTA', subsanacion: false });
  });

  it('refunds the difference of a paid invoice by the same means (R1 by differences), citing the law of its tax', async () => {
    const original = await issue();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/cumplia-core/admin/facturas/${original.id}/marcar-facturada`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(200);
    // A paid invoice is no unpaid debt: insolvency (R2) and bad debt (R3) are not its grounds.
    for (const tipo of ['R2', 'R3']) {
      const refused = await rectify(original.id, {
        motivo: 'Cliente en concurso',
        tipo,
        metodo: 'I',
        lineas: [{ protocolo: 'ACOSO', importeCorrecto: 0 }],
      });
      expect(refused.json().message).toMatch(/^Esta factura está cobrada: no es un crédito impagado/);
    }
    const response = await rectify(original.id, {
      motivo: 'El acoso laboral se dio de baja antes de empezar el periodo',
      tipo: 'R1',
      metodo: 'I',
      lineas: [{ protocolo: 'ACOSO', importeCorrecto: 0 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const rectifying = await stored(response.json().id);
    expect(rectifying).toMatchObject({
      tipoFactura: 'R1',
      tipoRectificativa: 'I',
      importeTotalCents: -8000,
      rectifiedOriginalPaid: true,
    });
    const text = await pdfOf(rectifying?.id ?? 0);
    expect(text).toContain(
      `La factura ${original.numero} ya está pagada: el importe rectificado, 85,60 €, se devolverá al cliente por transferencia`,
    );
    // The bakery is in Canarias: an IGIC invoice cites the IGIC law, not LIVA.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Causa: Error fundado en derecho, o la operación quedó sin efecto o cambió de precio (art. 22 de la Ley 20/1991, del IGIC).',
    );
    expect((await recordOf(rectifying?.id ?? 0))?.xml).toContain('<sf:TipoFactura>R1</sf:TipoFactura>');
  });

  it('takes insolvency (R2) only after the accrual and bad debt (R3) only six months after it, on unpaid invoices', async () => {
    const unpaid = await issue();
    const today = await rectify(unpaid.id, { motivo: 'Cliente en concurso', tipo: 'R2', metodo: 'I' });
    expect(today.json().message).toBe(
      'El concurso del cliente (R2) se declara después del devengo de la factura: no puede ser del mismo día.',
    );
    const early = await rectify(unpaid.id, { motivo: 'Deuda incobrable', tipo: 'R3', metodo: 'I' });
    expect(early.json().message).toBe(
      'Un crédito es incobrable (R3) pasados seis meses desde el devengo (21/11/2026): podrá rectificarse así desde el 21/05/2027.',
    );
    // An invoice of May, still unpaid in November: six months have gone by.
    const old = await issue('2026-05-20');
    const bad = await rectify(old.id, { motivo: 'Deuda incobrable tras reclamarla', tipo: 'R3', metodo: 'I' });
    expect(bad.statusCode, bad.body).toBe(200);
    expect((await stored(bad.json().id))?.tipoFactura).toBe('R3');
  });
});

describe('correcting an invoice whose money is at the bank or in', () => {
  const get = (url: string, token = admin) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const staffTotals = async (query: string) =>
    (await get(`/cumplia-core/admin/facturas?fechaInicio=2026-11-01&fechaFin=2027-12-31&page=0&size=1${query}`)).json()
      .totales.importeTotalImpuestos;

  it('waits for the charge day of a debit at the bank before correcting it, and says which day', async () => {
    const original = await issue();
    const file = await post(`/cumplia-core/admin/facturas/${original.id}/sepa`, {
      cuentaIBAN: 'ES9121000418450200051332',
    });
    expect(file.statusCode, file.body).toBe(200);
    const charged = (await stored(original.id))?.sepaCollectionDate ?? '';
    const refused = await rectify(original.id, {
      motivo: 'Precio acordado con la gestoría',
      tipo: 'R1',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 90 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVOICE_DEBIT_IN_PROGRESS');
    const [year, month, day] = charged.split('-');
    expect(refused.json().message).toContain(`se cargará el ${day}/${month}/${year}`);
    expect(await t.db.select().from(invoices).where(eq(invoices.rectifiesInvoiceId, original.id))).toEqual([]);
  });

  it('leaves the difference of a collected invoice owed to its client until staff record the transfer, and totals count the substitute alone', async () => {
    const original = await issue();
    const remitted = await t.app.inject({
      method: 'PUT',
      url: `/cumplia-core/admin/facturas/${original.id}/marcar-facturada`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(remitted.statusCode).toBe(200);
    const [byDay, byName] = [await staffTotals(''), await staffTotals('&razonSocial=guanche')];
    const response = await rectify(original.id, {
      motivo: 'Precio de la protección de datos acordado con la gestoría',
      tipo: 'R1',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 90 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const substitute = response.json();
    // 214,00 € replaced by 181,90 €: the lists' totals count the substitute in place of the original.
    expect(await staffTotals('')).toBeCloseTo(byDay - 32.1, 2);
    expect(await staffTotals('&razonSocial=guanche')).toBeCloseTo(byName - 32.1, 2);
    expect((await stored(original.id))?.replacedAt).not.toBeNull();

    const owed = await get('/cumplia-core/admin/devoluciones-cliente?estado=PENDIENTE&page=0&size=100');
    expect(owed.statusCode, owed.body).toBe(200);
    const mine = owed.json().content.find((refund: { id: number }) => refund.id === substitute.id);
    expect(mine).toMatchObject({ facturaId: substitute.facturaId, rectificaA: original.numero, importe: 32.1 });
    expect(mine.devuelta).toBeNull();

    const record = (body: object, id = substitute.id) =>
      post(`/cumplia-core/admin/facturas/${id}/devolucion-cliente`, body);
    const today = (await stored(substitute.id))?.fecha ?? '';
    const partial = await record({ fecha: today, importe: 30, referencia: 'DEV-1' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(
      `El importe devuelto debe ser el que se debe al cliente (${formatEuros(3210)}): registre la devolución completa.`,
    );
    const future = await record({ fecha: addDays(today, 1), importe: 32.1, referencia: 'DEV-1' });
    expect(future.json().message).toBe('La fecha de la devolución no puede ser posterior a hoy.');
    expect((await record({ fecha: today, importe: 32.1, referencia: ' ' })).statusCode).toBe(400);
    expect((await record({ fecha: today, importe: 32.1, referencia: 'DEV-1' }, original.id)).json().code).toBe(
      'CUSTOMER_REFUND_NOT_OWED',
    );
    const worker = await demoToken(t, 'worker');
    const denied = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/admin/facturas/${substitute.id}/devolucion-cliente`,
      headers: { authorization: `Bearer ${worker}` },
      payload: { fecha: today, importe: 32.1, referencia: 'DEV-1' },
    });
    expect(denied.statusCode).toBe(403);

    const paid = await record({ fecha: today, importe: 32.1, referencia: 'DEV-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(`Devolución de ${substitute.facturaId} a Talleres Guanche S.L. registrada.`);
    // The client is told what came back, when and with which reference, its account masked.
    const told = await t.lastMessageTo('taller@talleresguanche.example');
    expect(told?.subject).toBe(`Le hemos devuelto ${formatEuros(3210)} de la factura ${original.numero}`);
    const text = told && 'bodyText' in told ? told.bodyText.replace(/\s+/g, ' ') : '';
    expect(text).toContain(`con la referencia «DEV-1»`);
    expect(text).toMatch(/a su cuenta ES\d\d \*{4} \*{4} \*{4} \*{4} \d{4} el /);
    expect((await record({ fecha: today, importe: 32.1, referencia: 'DEV-2' })).json().code).toBe(
      'CUSTOMER_REFUND_RECORDED',
    );
    const stillOwed = await get('/cumplia-core/admin/devoluciones-cliente?estado=PENDIENTE&page=0&size=100');
    expect(stillOwed.json().content.map((refund: { id: number }) => refund.id)).not.toContain(substitute.id);
    const done = await get('/cumplia-core/admin/devoluciones-cliente?estado=DEVUELTA&page=0&size=100');
    expect(done.json().content.find((refund: { id: number }) => refund.id === substitute.id)).toMatchObject({
      importe: 32.1,
      devuelta: { fecha: today, referencia: 'DEV-1' },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.record-refund'), eq(auditLog.entityId, String(substitute.id))));
    expect(audit).toBeDefined();
  });
});

describe('cancelling an invoice issued by mistake (anulación)', () => {
  it('cancels an uncollected invoice once: its record, the list, the PDF, SEPA and the period it billed', async () => {
    const invoice = await issue();
    const url = `/cumplia-core/admin/facturas/${invoice.id}/anular`;
    expect((await post(url, { motivo: '' })).statusCode).toBe(400);
    const cancelled = await post(url, { motivo: 'Factura duplicada por error' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(
      `Factura ${invoice.numero} anulada. Su registro de anulación se enviará a la AEAT.`,
    );
    expect((await post(url, { motivo: 'Otra vez' })).json().code).toBe('INVOICE_CANCELLED');
    const record = await recordOf(invoice.id);
    expect(record).toMatchObject({ recordType: 'ANULACION', status: 'PENDIENTE', sinRegistroPrevio: false });
    expect(record?.xml).toContain(`<sf:NumSerieFacturaAnulada>${invoice.numero}</sf:NumSerieFacturaAnulada>`);
    expect((await validateAeat(`<?xml version="1.0"?>\n${record?.xml}`, 'SuministroInformacion.xsd')).errors).toEqual(
      [],
    );

    const list = await t.app.inject({
      method: 'GET',
      url: `/cumplia-core/admin/facturas?cifNif=B38234563&size=100`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const listed = list.json().content.find((row: { id: number }) => row.id === invoice.id);
    expect(listed).toMatchObject({
      anulada: { motivo: 'Factura duplicada por error' },
      verifactu: { estado: 'PENDIENTE', operacion: 'ANULACION' },
    });
    const amounts = list
      .json()
      .content.filter((row: { anulada: unknown; sustituida: boolean }) => !row.anulada && !row.sustituida);
    const expectedTotal = amounts.reduce(
      (sum: number, row: { importeTotalImpuestos: number }) => sum + row.importeTotalImpuestos,
      0,
    );
    expect(list.json().totales.importeTotalImpuestos).toBeCloseTo(expectedTotal, 2);

    expect(await pdfOf(invoice.id)).toContain('FACTURA ANULADA');
    expect(
      (await post(`/cumplia-core/admin/facturas/${invoice.id}/sepa`, { cuentaIBAN: 'ES9121000418450200051332' }))
        .statusCode,
    ).toBe(422);
    expect((await rectify(invoice.id, { motivo: 'x', tipo: 'R1', metodo: 'I' })).json().code).toBe('INVOICE_CANCELLED');
    // The period it billed is free again: a right invoice may bill it.
    await expect(
      t.db.transaction((tx) =>
        issueInvoice(tx, {
          companyId,
          origin: 'RENOVACION',
          lines: [{ protocol: 'LOPD', nombreProducto: 'Renovación anual', precioUnitarioCents: 12000 }],
          fecha: '2026-11-21',
          periodStart: addDays('2041-01-01', periods),
          now: t.clock.now(),
          config: t.config,
        }),
      ),
    ).resolves.toMatchObject({ numero: expect.stringMatching(/^F2026-/) });
  });

  it('refuses to cancel what was collected or rectified: that is corrected with a rectifying invoice', async () => {
    const remitted = await issue();
    await t.app.inject({
      method: 'PUT',
      url: `/cumplia-core/admin/facturas/${remitted.id}/marcar-facturada`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect((await post(`/cumplia-core/admin/facturas/${remitted.id}/anular`, { motivo: 'x' })).json().code).toBe(
      'INVOICE_NOT_CANCELLABLE',
    );
    const rectified = await issue();
    const rectifying = await rectify(rectified.id, { motivo: 'Baja', tipo: 'R1', metodo: 'I' });
    expect((await post(`/cumplia-core/admin/facturas/${rectified.id}/anular`, { motivo: 'x' })).statusCode).toBe(409);
    expect(
      (await post(`/cumplia-core/admin/facturas/${rectifying.json().id}/anular`, { motivo: 'x' })).statusCode,
    ).toBe(409);
  });
});

describe('the corrected invoice after a rectification cancelled all of an invoice', () => {
  const correct = (id: number, lineas: object[], token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/cumplia-core/admin/facturas/${id}/corregida`,
      headers: { authorization: `Bearer ${token}` },
      payload: { lineas },
    });
  const listed = async (ids: number[]) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/cumplia-core/admin/facturas?cifNif=B38234563&size=100',
      headers: { authorization: `Bearer ${admin}` },
    });
    return ids.map((id) => list.json().content.find((row: { id: number }) => row.id === id));
  };
  const linesOf = (invoiceId: number) =>
    t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.id);

  it('bills the period again at a higher price, once, to the company, e-mailed and recorded for the AEAT', async () => {
    const original = await issue();
    const [lopdBefore] = await linesOf(original.id);
    const rectifying = await rectify(original.id, { motivo: 'Precio mal aplicado', tipo: 'R1', metodo: 'I' });
    expect(rectifying.statusCode, rectifying.body).toBe(200);
    const [offered] = await listed([original.id]);
    expect(offered).toMatchObject({
      rectificadaPor: rectifying.json().facturaId,
      corregible: true,
      corregidaPor: null,
    });

    const response = await correct(original.id, [
      { protocolo: 'LOPD', importe: 150 },
      { protocolo: 'ACOSO', importe: 0 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const issued = await stored(response.json().id);
    expect(response.json().message).toBe(
      `Factura corregida ${issued?.numero} emitida en sustitución de ${original.numero}.`,
    );
    expect(issued).toMatchObject({
      kind: 'ORDINARIA',
      series: 'F',
      tipoFactura: 'F1',
      origin: 'RENOVACION',
      correctsInvoiceId: original.id,
      importeTotalCents: 15000, // higher than the 120 first billed, which a rectification cannot do
      fechaOperacion: (await stored(original.id))?.fechaOperacion,
    });
    // The period is billed exactly once: by the corrected invoice for LOPD; the harassment line, not billed
    // again, keeps holding it on the original.
    const [lopdNew] = await linesOf(issued?.id ?? 0);
    expect(lopdNew).toMatchObject({
      protocol: 'LOPD',
      periodStart: lopdBefore?.periodStart,
      precioUnitarioCents: 15000,
    });
    const originalLines = await linesOf(original.id);
    expect(originalLines.map((line) => [line.protocol, line.periodStart])).toEqual([
      ['LOPD', null],
      ['ACOSO', lopdBefore?.periodStart],
    ]);

    const record = await recordOf(issued?.id ?? 0);
    expect(record?.xml).toContain('<sf:TipoFactura>F1</sf:TipoFactura>');
    expect((await validateAeat(`<?xml version="1.0"?>\n${record?.xml}`, 'SuministroInformacion.xsd')).errors).toEqual(
      [],
    );
    expect(await pdfOf(issued?.id ?? 0)).toContain(
      `Sustituye a la factura ${original.numero}, anulada por la factura rectificativa ${rectifying.json().facturaId}`,
    );
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `corrected-invoice:${original.id}`));
    expect(mail?.subject).toBe('Su factura corregida de Cumplia');
    expect(mail?.bodyText).toContain(`Sustituye a la factura ${original.numero}`);
    expect(mail?.bodyText).toContain('adeudo directo SEPA');
    expect(mail?.attachments).toEqual([
      { fileName: `Factura_${issued?.numero}.pdf`, kind: 'invoice', ref: String(issued?.id) },
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.issue-corrected'), eq(auditLog.entityId, String(original.id))));
    expect(audit?.after).toMatchObject({ facturaCorregida: issued?.numero });

    const [originalNow, correctedNow] = await listed([original.id, issued?.id ?? 0]);
    expect(originalNow).toMatchObject({ corregidaPor: issued?.numero, corregible: false });
    expect(correctedNow).toMatchObject({ corrigeA: original.numero, corregible: false });
    const unlinked = await t.db
      .execute(sql`update invoices set corrects_invoice_id = null where id = ${issued?.id ?? 0}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(unlinked?.cause ?? unlinked)).toMatch(/invoices cannot be/);
    const again = await correct(original.id, [{ protocolo: 'LOPD', importe: 150 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVOICE_ALREADY_CORRECTED',
      message: `La factura ya tiene su factura corregida: ${issued?.numero}.`,
    });
  });

  it('refuses what a rectification did not cancel whole, lines it never had, nothing to bill, and a worker', async () => {
    const notRectified = await issue();
    expect((await correct(notRectified.id, [{ protocolo: 'LOPD', importe: 150 }])).json()).toMatchObject({
      code: 'INVOICE_NOT_CORRECTABLE',
      message:
        'Solo se emite la factura corregida de una factura ordinaria cuya rectificativa por diferencias anuló todo su importe.',
    });
    const substituted = await issue();
    await rectify(substituted.id, {
      motivo: 'Descuento',
      tipo: 'R1',
      metodo: 'S',
      lineas: [{ protocolo: 'LOPD', importeCorrecto: 90 }],
    });
    expect((await correct(substituted.id, [{ protocolo: 'LOPD', importe: 150 }])).json().code).toBe(
      'INVOICE_NOT_CORRECTABLE',
    );
    // A rectifying invoice's lines bill no period of their own.
    const substitute = await t.db.select().from(invoices).where(eq(invoices.rectifiesInvoiceId, substituted.id));
    expect((await correct(substitute[0]?.id ?? 0, [{ protocolo: 'LOPD', importe: 150 }])).statusCode).toBe(409);

    const cancelledWhole = await issue();
    await rectify(cancelledWhole.id, { motivo: 'Baja', tipo: 'R1', metodo: 'I' });
    const foreign = await correct(cancelledWhole.id, [{ protocolo: 'DIGITAL', importe: 50 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`La factura ${cancelledWhole.numero} no tiene línea de Desconexión digital.`);
    const nothing = await correct(cancelledWhole.id, [{ protocolo: 'LOPD', importe: 0 }]);
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json())).toContain('Indique el importe de al menos una línea.');
    const worker = await demoToken(t, 'worker');
    expect((await correct(cancelledWhole.id, [{ protocolo: 'LOPD', importe: 150 }], worker)).statusCode).toBe(403);
    expect(await t.db.select().from(invoices).where(eq(invoices.correctsInvoiceId, cancelledWhole.id))).toEqual([]);

    // An invoice from before periods were tracked holds none, and its date is a period another invoice bills.
    const billing = await issue();
    const [held] = await linesOf(billing.id);
    const legacy = await issue();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table invoice_lines disable trigger invoice_lines_immutable`);
      await tx.execute(sql`update invoice_lines set period_start = null where invoice_id = ${legacy.id}`);
      await tx.execute(sql`update invoice_lines set period_start = '2026-11-21' where invoice_id = ${billing.id}`);
      await tx.execute(sql`alter table invoice_lines enable trigger invoice_lines_immutable`);
    });
    expect(held?.periodStart).not.toBeNull();
    await rectify(legacy.id, { motivo: 'Baja', tipo: 'R1', metodo: 'I' });
    const overlapping = await correct(legacy.id, [{ protocolo: 'LOPD', importe: 150 }]);
    expect(overlapping.statusCode, overlapping.body).toBe(409);
    expect(overlapping.json()).toMatchObject({
      code: 'INVOICE_PERIOD_BILLED',
      message: 'Otra factura ya factura ese periodo de servicio: no se puede volver a facturar.',
    });
    expect(await t.db.select().from(invoices).where(eq(invoices.correctsInvoiceId, legacy.id))).toEqual([]);

    // The database itself keeps the period of an invoice that still stands.
    const refused = await t.db
      .execute(sql`update invoice_lines set period_start = null where invoice_id = ${notRectified.id}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(refused?.cause ?? refused)).toMatch(/invoice lines cannot be changed once issued/);
  });
});
