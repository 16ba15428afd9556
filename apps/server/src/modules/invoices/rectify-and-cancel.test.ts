import { addDays } from '@cumplia/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, verifactuRecords } from '../../db/schema/index.js';
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
const issue = () => {
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
      fecha: '2026-11-21',
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
      /no puede superar el facturado \(80,00\s€\)\. Para cobrar más, emita una factura nueva\./,
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

  it('refunds the difference of a paid invoice by the same means (R2 by differences)', async () => {
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
    const response = await rectify(original.id, {
      motivo: 'Cliente en concurso: se reduce la base del crédito no cobrado',
      tipo: 'R2',
      metodo: 'I',
      lineas: [{ protocolo: 'ACOSO', importeCorrecto: 0 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const rectifying = await stored(response.json().id);
    expect(rectifying).toMatchObject({
      tipoFactura: 'R2',
      tipoRectificativa: 'I',
      importeTotalCents: -8000,
      rectifiedOriginalPaid: true,
    });
    const text = await pdfOf(rectifying?.id ?? 0);
    expect(text).toContain(
      `La factura ${original.numero} ya está pagada: el importe rectificado, 85,60 €, se abonará al cliente`,
    );
    expect(text).toContain('Causa: Concurso de acreedores del cliente (art. 80.Tres LIVA).');
    expect((await recordOf(rectifying?.id ?? 0))?.xml).toContain('<sf:TipoFactura>R2</sf:TipoFactura>');
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
    const amounts = list.json().content.filter((row: { anulada: unknown }) => !row.anulada);
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
