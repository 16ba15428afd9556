import { addDays } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, sepaFiles, sepaMandates } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { seedDemoData } from '../../db/seed/seed-demo.js';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from '../invoices/issue-invoice.js';

let t: TestApp;
let admin: string;
const DEFAULT_ACCOUNT = 'ES9121000418450200051332';

const companyId = async (nifCif: string) => {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.nifCif, nifCif));
  if (!row) throw new Error(`no company ${nifCif}`);
  return row.id;
};

let periodsBilled = 0;

/** A new unremitted invoice for a demo company, billed on `fecha` (each for a period of its own). */
const invoiceFor = async (nifCif: string, fecha: string, cents = 12000) => {
  const id = await companyId(nifCif);
  return t.db.transaction((tx) =>
    issueInvoice(tx, {
      companyId: id,
      origin: 'RENOVACION',
      lines: [
        { protocol: 'LOPD', nombreProducto: 'Renovación anual del protocolo de LOPDGDD', precioUnitarioCents: cents },
      ],
      fecha,
      periodStart: addDays('2040-01-01', ++periodsBilled),
      now: t.clock.now(),
      issuer: t.config.provider,
    }),
  );
};

const bulk = (payload: object, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/facturas/sepa',
    headers: { authorization: `Bearer ${token}` },
    payload: { fechaInicio: '2026-09-01', fechaFin: '2026-11-21', cuentaIBAN: DEFAULT_ACCOUNT, ...payload },
  });

const individual = (invoiceId: number, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/cumplia-core/admin/facturas/${invoiceId}/sepa`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { cuentaIBAN: DEFAULT_ACCOUNT, ...payload },
  });

/** The direct debits of a file, one object per DrctDbtTxInf with the sequence type of its block. */
function debitsIn(xml: string) {
  return xml
    .split('<PmtInf>')
    .slice(1)
    .flatMap((block) => {
      const sequenceType = /<SeqTp>(\w+)<\/SeqTp>/.exec(block)?.[1];
      const date = /<ReqdColltnDt>([\d-]+)<\/ReqdColltnDt>/.exec(block)?.[1];
      return block
        .split('<DrctDbtTxInf>')
        .slice(1)
        .map((tx) => ({
          sequenceType,
          date,
          endToEndId: /<EndToEndId>(.+?)<\/EndToEndId>/.exec(tx)?.[1],
          amount: /<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/.exec(tx)?.[1],
          mandateId: /<MndtId>(.+?)<\/MndtId>/.exec(tx)?.[1],
          signedOn: /<DtOfSgntr>(.+?)<\/DtOfSgntr>/.exec(tx)?.[1],
          debtorIban: /<DbtrAcct>\s*<Id>\s*<IBAN>(\w+)<\/IBAN>/.exec(tx)?.[1],
        }));
    });
}

const expectError = (response: Awaited<ReturnType<typeof bulk>>, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['x-error-type']).toBe(code);
  expect(response.json().code).toBe(code);
  expect(decodeURIComponent(String(response.headers['x-error-message']))).toBe(response.json().message);
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config, t.clock.now());
  admin = (await t.login('43827164C', null, DEMO_PASSWORD)).json().token;
});
afterAll(async () => {
  await t.close();
});

describe('bulk SEPA file', () => {
  it('collects every unremitted SEPA invoice of the period, valid against the XSD, and marks them remitted', async () => {
    const extra = await invoiceFor('B38567897', '2026-11-10', 9000);
    const response = await bulk({ transactionId: 'bulk-test-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-transaction-id']).toBe('bulk-test-1');
    expect(response.headers['content-disposition']).toContain('sepa_2026-09-01_2026-11-21.xml');
    const xml = response.body;
    const validation = await validatePain008(xml);
    expect(validation.errors).toEqual([]);

    const expected = await t.db
      .select()
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(sepaMandates, eq(sepaMandates.companyId, companies.id))
      .where(eq(invoices.sepaFileId, 1));
    expect(expected.map((row) => row.companies.nifCif).sort()).toEqual(['B38234563', 'B38567897', 'J38012340']);
    const debits = debitsIn(xml);
    expect(debits).toHaveLength(3);
    const total = expected.reduce((sum, row) => sum + row.invoices.importeTotalImpuestosCents, 0);
    expect(xml).toContain(`<NbOfTxs>3</NbOfTxs>`);
    expect(xml).toContain(`<CtrlSum>${(total / 100).toFixed(2)}</CtrlSum>`);
    for (const row of expected) {
      const debit = debits.find((candidate) => candidate.endToEndId === row.invoices.numero);
      expect(debit).toMatchObject({
        amount: (row.invoices.importeTotalImpuestosCents / 100).toFixed(2),
        mandateId: row.sepa_mandates.reference,
        signedOn: row.sepa_mandates.signedOn,
        debtorIban: row.companies.numCuenta,
        date: '2026-11-23',
        // Panadería's mandate was used last December: RCUR. The other two are first collections.
        sequenceType: row.invoices.id === extra.id ? 'RCUR' : 'FRST',
      });
      expect(row.invoices).toMatchObject({ facturado: true, sepaSequenceType: debit?.sequenceType });
      expect(row.sepa_mandates.lastCollectionOn).toBe('2026-11-23');
    }
    expect(xml).toContain(`<Id>${t.config.provider.sepa.creditorId}</Id>`);
    expect(xml).toMatch(new RegExp(`<CdtrAcct>\\s*<Id>\\s*<IBAN>${DEFAULT_ACCOUNT}</IBAN>`));

    // A retried request gets the same file and changes nothing more.
    const replay = await bulk({ transactionId: 'bulk-test-1' });
    expect(replay.body).toBe(xml);
    // Everything is remitted now: the answer says so and points at the checkbox.
    expectError(await bulk({ transactionId: 'bulk-test-2' }), 404, 'NO_PROCESSED_INVOICES');
    // With 'Incluir facturas remesadas' the same debits come again with the sequence types they were sent with.
    const again = await bulk({ incluirFacturadas: true, transactionId: 'bulk-test-3' });
    expect(again.statusCode).toBe(200);
    expect((await validatePain008(again.body)).valid).toBe(true);
    const repeated = debitsIn(again.body).filter((debit) =>
      expected.some((row) => row.invoices.numero === debit.endToEndId),
    );
    expect(repeated.map((debit) => debit.sequenceType).sort()).toEqual(['FRST', 'FRST', 'RCUR']);
  });

  it('gives identical concurrent requests one file, and refuses a transaction id reused for another request', async () => {
    await invoiceFor('B38567897', '2026-11-12', 9100);
    const [first, second] = await Promise.all([
      bulk({ transactionId: 'bulk-race-1' }),
      bulk({ transactionId: 'bulk-race-1' }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(second?.body).toBe(first?.body);
    const stored = await t.db.select().from(sepaFiles).where(eq(sepaFiles.transactionId, 'bulk-race-1'));
    expect(stored).toHaveLength(1);
    expectError(
      await bulk({ transactionId: 'bulk-race-1', fechaInicio: '2026-10-01' }),
      409,
      'SEPA_TRANSACTION_ID_REUSED',
    );
    expectError(
      await bulk({ transactionId: 'bulk-race-1', incluirFacturadas: true }),
      409,
      'SEPA_TRANSACTION_ID_REUSED',
    );
  });

  it('answers every error of the catalogue with its code and headers', async () => {
    expectError(await bulk({ fechaInicio: null }), 400, 'SEPA_VALIDATION_ERROR');
    expect((await bulk({ fechaFin: '' })).json().message).toBe(
      'Por favor, selecciona ambas fechas (inicio y fin) para generar el SEPA.',
    );
    const afterEnd = await bulk({ fechaInicio: '2026-11-22', fechaFin: '2026-11-21' });
    expectError(afterEnd, 400, 'SEPA_VALIDATION_ERROR');
    expect(afterEnd.json().message).toBe('La fecha de inicio no puede ser posterior a la fecha de fin.');
    const tooLong = await bulk({ fechaInicio: '2025-01-01', fechaFin: '2026-01-02' });
    expect(tooLong.json().message).toBe(
      'El rango de fechas no puede ser superior a 365 días. Seleccione un período más pequeño.',
    );
    const notAllowed = await bulk({ cuentaIBAN: 'ES1000492352082414205416' });
    expectError(notAllowed, 400, 'INVALID_IBAN');
    expect(notAllowed.json().message).not.toContain('formato');
    const badFormat = await bulk({ cuentaIBAN: 'ES12 3456' });
    expectError(badFormat, 400, 'INVALID_IBAN');
    expect(badFormat.json().message).toContain('formato');
    expectError(await bulk({ fechaInicio: '2020-01-01', fechaFin: '2020-12-31' }), 404, 'NO_SEPA_INVOICES');
    expectError(await bulk({ empresaId: 999_999 }), 404, 'EMPRESA_NOT_FOUND');
    expectError(await bulk({ empresaId: await companyId('B38345674') }), 422, 'EMPRESA_NOT_SEPA');

    await invoiceFor('B38234563', '2026-11-15');
    await t.db.update(companies).set({ numCuenta: '' }).where(eq(companies.nifCif, 'B38234563'));
    const missing = await bulk({ empresaId: await companyId('B38234563') });
    expectError(missing, 422, 'EMPRESA_IBAN_MISSING');
    expect(missing.json().message).toContain('Talleres Guanche S.L. (B38234563)');
    await t.db
      .update(companies)
      .set({ numCuenta: 'ES0012345678901234567890' })
      .where(eq(companies.nifCif, 'B38234563'));
    expectError(await bulk({ empresaId: await companyId('B38234563') }), 422, 'EMPRESA_IBAN_INVALID');

    const worker = (await t.login('78451236F', null, DEMO_PASSWORD)).json().token;
    expect((await bulk({}, worker)).statusCode).toBe(403);
    const agency = (await t.login('45219873X', 'G', DEMO_PASSWORD)).json().token;
    expect((await bulk({}, agency)).statusCode).toBe(403);
  });

  it('refuses companies without a signed mandate or with one unused for 36 months', async () => {
    await t.db
      .update(companies)
      .set({ metodoDePago: 'SEPA', numCuenta: 'ES6621000418401234567891' })
      .where(eq(companies.nifCif, 'B38345674'));
    const noMandate = await bulk({ empresaId: await companyId('B38345674') });
    expectError(noMandate, 422, 'SEPA_VALIDATION_ERROR');
    expect(noMandate.json().message).toContain('Sin orden de domiciliación SEPA firmada');

    await invoiceFor('B38901237', '2026-11-16');
    await t.db
      .update(sepaMandates)
      .set({ lastCollectionOn: '2023-06-01' })
      .where(eq(sepaMandates.companyId, await companyId('B38901237')));
    const expired = await bulk({ empresaId: await companyId('B38901237') });
    expectError(expired, 422, 'SEPA_VALIDATION_ERROR');
    expect(expired.json().message).toContain('caducada');
  });
});

describe('individual SEPA file', () => {
  it('collects one invoice, marks it remitted, and regenerates a remitted one unchanged', async () => {
    const pending = await invoiceFor('J38012340', '2026-12-10', 4550);
    const response = await individual(pending.id, { transactionId: 'single-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-factura-id']).toBe(pending.numero);
    expect(response.headers['x-transaction-id']).toBe('single-1');
    expect(response.headers['content-disposition']).toContain(`sepa_individual_${pending.numero}_2026-11-21.xml`);
    expect((await validatePain008(response.body)).valid).toBe(true);
    expect(debitsIn(response.body)).toEqual([
      expect.objectContaining({
        endToEndId: pending.numero,
        amount: '48.69', // the invoice total: 45.50 € plus IGIC 7 % (a Canarian company of the Canarian provider)
        sequenceType: 'RCUR',
        date: '2026-12-10',
      }),
    ]);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, pending.id));
    expect(stored).toMatchObject({ facturado: true, sepaSequenceType: 'RCUR' });

    const [old] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.recipientNifCif, 'B38556676'))
      .orderBy(invoices.id)
      .limit(1);
    const regenerated = await individual(old?.id ?? 0);
    expect(regenerated.statusCode).toBe(200);
    expect((await validatePain008(regenerated.body)).valid).toBe(true);
    expect(debitsIn(regenerated.body)[0]?.sequenceType).toBe('FRST');
    // A peninsular client of the Canarian provider is collected its invoice total, which carries no IGIC.
    expect(old).toMatchObject({ taxKind: 'IGIC', ivaBasisPoints: 0 });
    expect(debitsIn(regenerated.body)[0]?.amount).toBe(((old?.importeTotalCents ?? 0) / 100).toFixed(2));
    const [unchanged] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, old?.id ?? 0));
    expect(unchanged?.facturadoAt).toEqual(old?.facturadoAt);
  });

  it('refuses an invoice of a company that does not pay by SEPA, and an unknown invoice', async () => {
    const [transfer] = await t.db.select().from(invoices).where(eq(invoices.recipientNifCif, 'B38112231'));
    expectError(await individual(transfer?.id ?? 0), 422, 'EMPRESA_NOT_SEPA');
    expect((await individual(transfer?.id ?? 0)).json().message).toBe('Método de pago no válido');
    expect((await individual(999_999)).statusCode).toBe(404);
  });
});
