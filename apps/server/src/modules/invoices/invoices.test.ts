import { addDays, formatDateEs } from '@cumplia/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, verifactuRecords } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { readRecordChain } from '../../test-support/verifactu-chain.js';
import { issueInvoice } from './issue-invoice.js';

let t: TestApp;
const tokens: Record<'admin' | 'worker' | 'atlantica' | 'teide' | 'panaderia', string> = {
  admin: '',
  worker: '',
  atlantica: '',
  teide: '',
  panaderia: '',
};

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const invoiceOf = async (nifCif: string) => {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.recipientNifCif, nifCif));
  if (!row) throw new Error(`no invoice for ${nifCif}`);
  return row;
};

beforeAll(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2035-01-01');
  const login = async (nif: string, tipo: 'G' | 'E' | null) => (await t.login(nif, tipo, DEMO_PASSWORD)).json().token;
  tokens.admin = await login('43827164C', null);
  tokens.worker = await login('78451236F', null);
  tokens.atlantica = await login('45219873X', 'G');
  tokens.teide = await login('42156784S', 'G');
  tokens.panaderia = await login('54327891M', 'E');
});
afterAll(async () => {
  await t.close();
});

/** A new renewal invoice of a demo company, for a test that changes it (the demo's own stay as seeded). */
let invoiceFor: ReturnType<typeof testInvoiceIssuer>;
const freshInvoice = (nifCif: string) => invoiceFor(nifCif, '2026-11-21', 9000);

/** An invoice's Verifactu records, in chain order. */
const recordsOf = (invoiceId: number) =>
  t.db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, invoiceId)).orderBy(verifactuRecords.id);

describe('invoices', () => {
  describe('issuing', () => {
    it('numbers 200 concurrent invoices 1..200 with no gap or duplicate, each chained to the previous record', async () => {
      const { companyId } = await t.factories.companyUser();
      const issue = (index: number) =>
        t.db.transaction((tx) =>
          issueInvoice(tx, {
            companyId,
            origin: 'RENOVACION',
            lines: [{ protocol: 'LOPD', nombreProducto: 'Renovación anual', precioUnitarioCents: 9000 + index }],
            fecha: '2031-01-15',
            periodStart: addDays('2031-01-15', index),
            now: t.clock.now(),
            config: t.config,
          }),
        );
      // Twenty at a time, four times the pool's connections, so they contend for the counter; all 200 at once
      // would queue for a connection past the pool's timeout on a slow machine, which is not what this tests.
      const results: Awaited<ReturnType<typeof issue>>[] = [];
      for (let wave = 0; wave < 10; wave++) {
        results.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => issue(wave * 20 + i)))));
      }
      const numbers = results.map((invoice) => invoice.numero).sort();
      expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => `F2031-${String(i + 1).padStart(6, '0')}`));

      // The chain: every record carries the fingerprint of the record generated before it, and its own
      // fingerprint recomputes from the fields the AEAT's specification names.
      const chain = await readRecordChain(t.db, t.config.provider.nif);
      expect(chain.length).toBeGreaterThanOrEqual(200);
      for (const { record, previousHash, recomputedHash } of chain) {
        expect(record.previousHash).toBe(previousHash);
        expect(record.hash).toBe(recomputedHash);
        expect(record.xml).toContain(`<sf:Huella>${record.hash}</sf:Huella>`);
      }
    });

    it('a rolled-back issue gives its number back', async () => {
      const { companyId } = await t.factories.companyUser();
      const issue = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
        issueInvoice(tx, {
          companyId,
          origin: 'RENOVACION',
          lines: [{ protocol: 'LOPD', nombreProducto: 'Renovación anual', precioUnitarioCents: 9000 }],
          fecha: '2032-03-01',
          periodStart: '2032-03-01',
          now: t.clock.now(),
          config: t.config,
        });
      await expect(
        t.db.transaction(async (tx) => {
          await issue(tx);
          throw new Error('payment data rejected');
        }),
      ).rejects.toThrow('payment data rejected');
      expect((await t.db.transaction(issue)).numero).toBe('F2032-000001');
    });

    it('refuses to change or delete an issued invoice or its lines', async () => {
      const invoice = await invoiceOf('B38567897');
      await expect(
        t.db.update(invoices).set({ importeTotalCents: 1 }).where(eq(invoices.id, invoice.id)),
      ).rejects.toThrow();
      await expect(t.db.execute(sql`delete from invoices where id = ${invoice.id}`)).rejects.toThrow();
      await expect(t.db.execute(sql`update invoice_lines set precio_unitario_cents = 1`)).rejects.toThrow();
      await expect(t.db.execute(sql`delete from invoice_lines`)).rejects.toThrow();
    });
  });

  describe('GET /admin/facturas and /worker/facturas', () => {
    it('filters in SQL by name, NIF/CIF, remitted and issue dates, newest first', async () => {
      const all = (await call('GET', '/cumplia-core/admin/facturas?size=100', tokens.admin)).json();
      expect(all.totalElements).toBeGreaterThanOrEqual(8);
      // The unfiltered total is the trigger-kept counter: it must equal a real count, rectifications included.
      const [counted] = (await t.db.select({ value: count() }).from(invoices)) as { value: number }[];
      expect(all.totalElements).toBe(counted?.value);
      const pending = (
        await call(
          'GET',
          // Up to yesterday: the invoices other tests issue (and rectifications) are dated today.
          '/cumplia-core/admin/facturas?facturado=false&fechaInicio=2026-09-21&fechaFin=2026-11-20',
          tokens.admin,
        )
      ).json();
      expect(pending.content.map((invoice: { empresa: { nifCif: string } }) => invoice.empresa.nifCif)).toEqual([
        'B35781244',
        'J38012340',
        'B38112231',
        'B38345674',
        'B38234563',
      ]);
      expect(pending.content[1]).toMatchObject({
        empresa: { metodoDePago: 'SEPA' },
        facturado: false,
        tipo: 'ORDINARIA',
      });
      const byName = (await call('GET', '/cumplia-core/worker/facturas?razonSocial=panader', tokens.worker)).json();
      expect(byName.content.map((invoice: { empresa: { nifCif: string } }) => invoice.empresa.nifCif)).toEqual([
        'B38567897',
      ]);
      const byNif = (await call('GET', '/cumplia-core/admin/facturas?cifNif=b38345', tokens.admin)).json();
      const ofB38345674 = await t.db.select().from(invoices).where(eq(invoices.recipientNifCif, 'B38345674'));
      expect(byNif.totalElements).toBe(ofB38345674.length);
      expect(byNif.content.every((row: { empresa: { nifCif: string } }) => row.empresa.nifCif === 'B38345674')).toBe(
        true,
      );
      const paged = (await call('GET', '/cumplia-core/admin/facturas?size=3&page=1', tokens.admin)).json();
      expect(paged).toMatchObject({ number: 1, size: 3, totalElements: all.totalElements });
      expect(paged.content).toHaveLength(3);
    });

    it('answers 400 for bad filters and refuses everyone but staff', async () => {
      expect((await call('GET', '/cumplia-core/admin/facturas?fechaInicio=21-11-2026', tokens.admin)).statusCode).toBe(
        400,
      );
      for (const url of ['/cumplia-core/admin/facturas', '/cumplia-core/worker/facturas']) {
        expect((await call('GET', url)).statusCode, url).toBe(401);
        expect((await call('GET', url, tokens.atlantica)).statusCode, url).toBe(403);
        expect((await call('GET', url, tokens.panaderia)).statusCode, url).toBe(403);
      }
    });

    it("lists one company's history by its NIF/CIF", async () => {
      const history = (
        await call('GET', '/cumplia-core/admin/facturas-detalladas?cifNif=B38567897&size=5', tokens.admin)
      ).json();
      expect(
        history.content.every((invoice: { empresa: { nifCif: string } }) => invoice.empresa.nifCif === 'B38567897'),
      ).toBe(true);
      expect(history.content[0].facturaDetalles.length).toBeGreaterThan(0);
    });
  });

  describe('superadmin-only invoice actions', () => {
    it('refuse the worker, agencies, companies and visitors', async () => {
      const invoice = await invoiceOf('B38567897');
      const actions: [method: 'PUT' | 'POST' | 'GET', url: string, body?: object][] = [
        ['PUT', `/cumplia-core/admin/facturas/${invoice.id}/marcar-facturada`],
        ['PUT', `/cumplia-core/admin/facturas/${invoice.id}/fecha-facturar`, { nuevaFecha: '2026-12-01' }],
        ['POST', `/cumplia-core/admin/facturas/${invoice.id}/rectificar`, { motivo: 'Prueba' }],
        ['POST', `/cumplia-core/admin/facturas/${invoice.id}/sepa`, { cuentaIBAN: 'ES9121000418450200051332' }],
        ['POST', '/cumplia-core/admin/facturas/sepa', { fechaInicio: '2026-01-01', fechaFin: '2026-11-21' }],
        ['GET', '/cumplia-core/admin/facturas/sepa/cuentas'],
      ];
      for (const [method, url, body] of actions) {
        for (const token of [tokens.worker, tokens.atlantica, tokens.panaderia]) {
          expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
        }
        expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await invoiceOf('B38567897')).facturado).toBe(invoice.facturado);
    });
  });

  describe('remittance and billing date', () => {
    it('marks an invoice remitted once; the second time is a 409 with the spec text', async () => {
      const invoice = await freshInvoice('B38234563');
      const url = `/cumplia-core/admin/facturas/${invoice.id}/marcar-facturada`;
      expect((await call('PUT', url, tokens.worker)).statusCode).toBe(403);
      const first = await call('PUT', url, tokens.admin);
      expect(first.json()).toEqual({ message: 'La factura se ha marcado como remesada correctamente.' });
      const second = await call('PUT', url, tokens.admin);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'INVOICE_ALREADY_REMITTED',
        message: 'Conflicto: La factura ya está marcada como remesada',
      });
      expect((await call('PUT', '/cumplia-core/admin/facturas/999999/marcar-facturada', tokens.admin)).statusCode).toBe(
        404,
      );
      // A transfer invoice is not the bank's to collect: it is neither remitted nor given a debit day.
      const transfer = await freshInvoice('B38345674');
      const remitTransfer = await call(
        'PUT',
        `/cumplia-core/admin/facturas/${transfer.id}/marcar-facturada`,
        tokens.admin,
      );
      expect([remitTransfer.statusCode, remitTransfer.json().code]).toEqual([409, 'INVOICE_NOT_DEBITED']);
      const bulk = await call('POST', '/cumplia-core/admin/facturas/marcar-facturadas', tokens.admin, {
        facturaIds: [transfer.id],
      });
      expect([bulk.statusCode, bulk.json().code]).toEqual([409, 'INVOICE_NOT_DEBITED']);
      const dateTransfer = await call(
        'PUT',
        `/cumplia-core/admin/facturas/${transfer.id}/fecha-facturar`,
        tokens.admin,
        {
          nuevaFecha: '2026-12-05',
        },
      );
      expect([dateTransfer.statusCode, dateTransfer.json().code]).toEqual([409, 'INVOICE_NOT_DEBITED']);
    });

    it('changes the billing date of an unremitted invoice only', async () => {
      const pending = await invoiceOf('B38234563');
      const url = `/cumplia-core/admin/facturas/${pending.id}/fecha-facturar`;
      const bad = await call('PUT', url, tokens.admin, { nuevaFecha: '2026-02-30' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Fecha inválida o formato incorrecto');
      const changed = await call('PUT', url, tokens.admin, { nuevaFecha: '2026-12-05' });
      expect(changed.json()).toEqual({ message: 'La fecha de facturación se ha actualizado correctamente.' });
      expect((await invoiceOf('B38234563')).fechaCuandoFacturar).toBe('2026-12-05');

      const remitted = await freshInvoice('B38234563');
      expect(
        (await call('PUT', `/cumplia-core/admin/facturas/${remitted.id}/marcar-facturada`, tokens.admin)).statusCode,
      ).toBe(200);
      const locked = await call('PUT', `/cumplia-core/admin/facturas/${remitted.id}/fecha-facturar`, tokens.admin, {
        nuevaFecha: '2026-12-05',
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('Conflicto: No se puede cambiar la fecha de una factura ya remesada');
    });

    it('refuses a billing date before the issue date, before today or more than a year after the issue, in Spanish', async () => {
      const pending = await invoiceOf('B38234563');
      const url = `/cumplia-core/admin/facturas/${pending.id}/fecha-facturar`;
      const early = await call('PUT', url, tokens.admin, { nuevaFecha: addDays(pending.fecha, -1) });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({
        code: 'INVOICE_BILLING_DATE_BEFORE_ISSUE',
        message: 'La fecha de facturación no puede ser anterior a la fecha de emisión de la factura.',
      });
      const late = await call('PUT', url, tokens.admin, { nuevaFecha: addDays(pending.fecha, 366) });
      expect(late.json()).toMatchObject({
        code: 'INVOICE_BILLING_DATE_TOO_LATE',
        message: 'La fecha de facturación no puede ser posterior en más de un año a la fecha de emisión de la factura.',
      });
      expect((await invoiceOf('B38234563')).fechaCuandoFacturar).toBe(pending.fechaCuandoFacturar);
      expect((await call('PUT', url, tokens.admin, { nuevaFecha: addDays(pending.fecha, 365) })).statusCode).toBe(200);
      // The invoice's own date has gone by (it is of October; today is 21 November): no debit day in the past.
      const past = await call('PUT', url, tokens.admin, { nuevaFecha: pending.fecha });
      expect([past.statusCode, past.json().code]).toEqual([400, 'INVOICE_BILLING_DATE_PAST']);
      expect((await call('PUT', url, tokens.admin, { nuevaFecha: '2026-11-21' })).statusCode).toBe(200);
    });
  });

  describe('invoice PDF', () => {
    it('prints every field Spanish invoicing rules require, the masked IBAN and the Verifactu QR data', async () => {
      const invoice = await invoiceOf('B38567897');
      const response = await call('GET', `/cumplia-core/admin/facturas/${invoice.id}/download`, tokens.admin);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`Factura_${invoice.numero}.pdf`);
      const { text } = await pdfText(new Uint8Array(response.rawPayload));
      for (const expected of [
        'FACTURA',
        `Número: ${invoice.numero}`,
        'NIF: B38990016',
        'NIF/CIF: B38567897',
        'Panadería La Laguna S.L.',
        'Calle Herradores 18',
        '38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)',
        'Base imponible IGIC Cuota IGIC',
        'Alta anual del protocolo de LOPDGDD 100,00 € 7 % 7,00 € 107,00 €',
        'IGIC (7 %) 17,50 €',
        'Total factura 267,50 €',
        'Adeudo directo SEPA',
        'ES70 **** **** **** **** 5678',
        'QR tributario',
        'Factura verificable en la sede electrónica de la AEAT',
        (await recordsOf(invoice.id))[0]?.hash ?? 'missing hash',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('ES7000491500010512345678');
      expect(text).not.toContain('IVA');
      expect(invoice).toMatchObject({
        taxKind: 'IGIC',
        ivaBasisPoints: 700,
        taxWording: null,
        verifactuImpuesto: '03',
        verifactuClaveRegimen: '01',
        verifactuCalificacion: 'S1',
        importeTotalCents: 25000,
        importeImpuestosCents: 1750,
        importeTotalImpuestosCents: 26750,
      });
    });

    it('bills a peninsular client of the Canarian provider without IGIC, with the not-subject and reverse-charge wording', async () => {
      const invoice = await invoiceOf('B38556676');
      expect(invoice).toMatchObject({
        taxKind: 'IGIC',
        ivaBasisPoints: 0,
        importeImpuestosCents: 0,
        verifactuImpuesto: '03',
        verifactuClaveRegimen: '08',
        verifactuCalificacion: 'N2',
        recipientLocalidad: 'Madrid',
      });
      expect(invoice.importeTotalImpuestosCents).toBe(invoice.importeTotalCents);
      const response = await call('GET', `/cumplia-core/admin/facturas/${invoice.id}/download`, tokens.admin);
      const { text } = await pdfText(new Uint8Array(response.rawPayload));
      for (const expected of [
        'Calle de Alcalá 120',
        '28009 Madrid',
        'No sujeta',
        'IGIC (no sujeta) 0,00 €',
        'Operación no sujeta al IGIC por reglas de localización',
        'art. 17.Uno.1.º de la Ley 20/1991',
        'Inversión del sujeto pasivo: el IVA lo declara el destinatario',
        '84.Uno.2.º a) de la Ley 37/1992',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('7 %');
    });

    it('keeps the new fiscal columns immutable', async () => {
      const invoice = await invoiceOf('B38567897');
      for (const change of [
        { taxKind: 'IVA' as const },
        { ivaBasisPoints: 2100 },
        { taxWording: 'x' },
        { verifactuCalificacion: 'N2' as const },
        { fechaOperacion: '2020-01-01' },
        { recipientLocalidad: 'Otra' },
      ]) {
        await expect(
          t.db.update(invoices).set(change).where(eq(invoices.id, invoice.id)),
          JSON.stringify(change),
        ).rejects.toThrow();
      }
    });

    it('lets a company and an agency download only their own invoices', async () => {
      const own = await invoiceOf('B38567897');
      const teideInvoice = await invoiceOf('B38901237');
      const download = (id: number, token: string) => call('GET', `/cumplia-core/facturas/${id}/download`, token);
      expect((await download(own.id, tokens.panaderia)).statusCode).toBe(200);
      expect((await download(own.id, tokens.atlantica)).statusCode).toBe(200);
      expect((await download(own.id, tokens.teide)).json()).toMatchObject({
        message: 'Factura o archivo PDF no encontrado',
      });
      expect((await download(teideInvoice.id, tokens.panaderia)).statusCode).toBe(404);
      expect((await download(teideInvoice.id, tokens.atlantica)).statusCode).toBe(404);
      expect((await call('GET', `/cumplia-core/facturas/${own.id}/download`)).statusCode).toBe(401);
      expect((await call('GET', `/cumplia-core/worker/facturas/${own.id}/download`, tokens.worker)).statusCode).toBe(
        200,
      );
      expect((await call('GET', `/cumplia-core/admin/facturas/${own.id}/download`, tokens.atlantica)).statusCode).toBe(
        403,
      );
    });
  });

  describe('rectifying invoices', () => {
    it('cancels an invoice with a negative R-series invoice, once, and prints the reference', async () => {
      const original = await invoiceOf('B38112231');
      // The company moves to Madrid after the invoice: its rectification still repeats the original's IGIC.
      await t.db
        .update(companies)
        .set({ codigoPostal: '28009', localidad: 'Madrid' })
        .where(eq(companies.id, original.companyId));
      const url = `/cumplia-core/admin/facturas/${original.id}/rectificar`;
      const cancelWhole = { tipo: 'R1', metodo: 'I' };
      expect((await call('POST', url, tokens.admin, { ...cancelWhole, motivo: '' })).statusCode).toBe(400);
      expect((await call('POST', url, tokens.admin, { motivo: 'Precio erróneo' })).statusCode).toBe(400);
      expect((await call('POST', url, tokens.worker, { ...cancelWhole, motivo: 'Precio erróneo' })).statusCode).toBe(
        403,
      );
      // A reason typed with its own full stop keeps one ('90 €.', never '€..').
      const rectified = await call('POST', url, tokens.admin, { ...cancelWhole, motivo: 'Precio erróneo: 90 €.' });
      expect(rectified.statusCode, rectified.body).toBe(200);
      const { id, facturaId } = rectified.json();
      expect(facturaId).toMatch(/^R2026-\d{6}$/);
      const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, id));
      expect(stored).toMatchObject({
        kind: 'RECTIFICATIVA',
        rectifiesInvoiceId: original.id,
        importeTotalImpuestosCents: -original.importeTotalImpuestosCents,
        importeImpuestosCents: -original.importeImpuestosCents,
        taxKind: 'IGIC',
        ivaBasisPoints: 700,
        taxWording: null,
        verifactuCalificacion: 'S1',
        fechaOperacion: original.fecha,
        tipoFactura: 'R1',
        tipoRectificativa: 'I',
      });
      expect(stored?.fecha).not.toBe(original.fecha);
      expect((await call('POST', url, tokens.admin, { ...cancelWhole, motivo: 'Otra vez' })).statusCode).toBe(409);
      expect(
        (
          await call('POST', `/cumplia-core/admin/facturas/${id}/rectificar`, tokens.admin, {
            ...cancelWhole,
            motivo: 'x',
          })
        ).json().code,
      ).toBe('INVOICE_NOT_RECTIFIABLE');

      const list = (await call('GET', '/cumplia-core/admin/facturas?cifNif=B38112231', tokens.admin)).json();
      expect(list.content).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ facturaId, tipo: 'RECTIFICATIVA', rectificaA: original.numero }),
          expect.objectContaining({ facturaId: original.numero, rectificadaPor: facturaId }),
        ]),
      );
      const pdf = await call('GET', `/cumplia-core/admin/facturas/${id}/download`, tokens.admin);
      const { text } = await pdfText(new Uint8Array(pdf.rawPayload));
      expect(text).toContain('FACTURA RECTIFICATIVA');
      expect(text).toContain(`Rectifica la factura ${original.numero}`);
      expect(text).toContain('Motivo: Precio erróneo: 90 €.');
      expect(text).not.toContain('€..');
      expect(text).toContain(`Fecha de la operación: ${formatDateEs(original.fecha)}`);
      expect(text).toContain('IGIC (7 %)');
    });
  });
});
