import { addDays } from '@cumplia/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, sepaDebits, sepaFiles, sepaMandates } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import type { TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from '../invoices/issue-invoice.js';
import { recordSepaMandate } from '../mandates/mandates.js';

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
      config: t.config,
    }),
  );
};

const CLIENT_ACCOUNT = 'ES6621000418401234567891';
let clientsMade = 0;

/**
 * A client of the test's own paying by SEPA under a mandate signed in January (none if `signed` is false; collected
 * from before if `lastCollectedOn` is given: its next debit is RCUR). Only the first test collects from the demo's companies:
 * a collection changes a mandate's sequence, and a broken account or mandate the bulk file's scope.
 */
async function sepaClient({
  razonSocial,
  lastCollectedOn,
  signed = true,
}: {
  razonSocial?: string;
  lastCollectedOn?: string;
  signed?: boolean;
} = {}) {
  const { companyId: id } = await t.factories.companyUser();
  const name = razonSocial ?? `Cliente SEPA ${++clientsMade} S.L.`;
  await t.db
    .update(companies)
    .set({ razonSocial: name, nombreComercial: name, metodoDePago: 'SEPA', numCuenta: CLIENT_ACCOUNT })
    .where(eq(companies.id, id));
  if (signed) await t.db.transaction((tx) => recordSepaMandate(tx, id, '2026-01-10', CLIENT_ACCOUNT));
  if (lastCollectedOn) {
    await t.db
      .update(sepaMandates)
      .set({ firstCollectionOn: lastCollectedOn, lastCollectionOn: lastCollectedOn })
      .where(eq(sepaMandates.companyId, id));
  }
  const [row] = await t.db.select({ nifCif: companies.nifCif }).from(companies).where(eq(companies.id, id));
  return { id, nifCif: row?.nifCif ?? '', razonSocial: name };
}

const bulk = (payload: object, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/cumplia-core/admin/facturas/sepa',
    headers: { authorization: `Bearer ${token}` },
    payload: { fechaInicio: '2026-09-01', fechaFin: '2026-11-20', cuentaIBAN: DEFAULT_ACCOUNT, ...payload },
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
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

// Its tests share one app: the first collects the demo's invoices of 1 September to 20 November; every other test
// collects from clients of its own, on days of its own (the notice test on the 21st, today).
describe('SEPA direct-debit files', () => {
  describe('bulk SEPA file', () => {
    it('collects every unremitted SEPA invoice of the period, valid against the XSD, and marks them remitted', async () => {
      const extra = await invoiceFor('B38567897', '2026-11-10', 9000);
      const filesBefore = (await t.db.select({ id: sepaFiles.id }).from(sepaFiles)).length;
      const response = await bulk({ transactionId: 'bulk-test-1' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-transaction-id']).toBe('bulk-test-1');
      expect(response.headers['content-disposition']).toContain('sepa_2026-09-01_2026-11-20.xml');
      const xml = response.body;
      const validation = await validatePain008(xml);
      expect(validation.errors).toEqual([]);

      const [file] = await t.db.select().from(sepaFiles).where(eq(sepaFiles.transactionId, 'bulk-test-1'));
      const expected = await t.db
        .select()
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .innerJoin(sepaMandates, eq(sepaMandates.companyId, companies.id))
        .where(eq(invoices.sepaFileId, file?.id ?? 0));
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
          // Made on Saturday 21 November: at the bank on Monday (D-1), collected on Tuesday 24.
          date: '2026-11-24',
          // Panadería's mandate was used last December: RCUR. The other two are first collections.
          sequenceType: row.invoices.id === extra.id ? 'RCUR' : 'FRST',
        });
        expect(row.invoices).toMatchObject({ facturado: true, sepaSequenceType: debit?.sequenceType });
        expect(row.sepa_mandates.lastCollectionOn).toBe('2026-11-24');
      }
      expect(xml).toContain(`<Id>${t.config.provider.sepa.creditorId}</Id>`);
      expect(xml).toMatch(new RegExp(`<CdtrAcct>\\s*<Id>\\s*<IBAN>${DEFAULT_ACCOUNT}</IBAN>`));

      // A retried request gets the same file and changes nothing more.
      const replay = await bulk({ transactionId: 'bulk-test-1' });
      expect(replay.body).toBe(xml);
      // Everything is remitted now: the answer says so and points at the checkbox.
      expectError(await bulk({ transactionId: 'bulk-test-2' }), 404, 'NO_PROCESSED_INVOICES');
      // With 'Incluir facturas remesadas' nothing is collected twice: the answer is a copy of the original file.
      const again = await bulk({ incluirFacturadas: true, transactionId: 'bulk-test-3' });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-sepa-copia']).toBe('true');
      expect(again.headers['content-disposition']).toContain('copia_sepa_2026-09-01_2026-11-20.xml');
      expect(again.body).toBe(xml);
      // This request added one file, whatever it was asked afterwards.
      expect(await t.db.select({ id: sepaFiles.id }).from(sepaFiles)).toHaveLength(filesBefore + 1);
      const recorded = await t.db
        .select()
        .from(sepaDebits)
        .where(eq(sepaDebits.sepaFileId, file?.id ?? 0));
      expect(recorded.map((debit) => debit.endToEndId).sort()).toEqual(debits.map((debit) => debit.endToEndId).sort());
    });

    it('gives identical concurrent requests one file, and refuses a transaction id reused for another request', async () => {
      const client = await sepaClient();
      await invoiceFor(client.nifCif, '2026-12-01', 9100);
      const day = { fechaInicio: '2026-12-01', fechaFin: '2026-12-01' };
      const [first, second] = await Promise.all([
        bulk({ ...day, transactionId: 'bulk-race-1' }),
        bulk({ ...day, transactionId: 'bulk-race-1' }),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      expect(second?.body).toBe(first?.body);
      const stored = await t.db.select().from(sepaFiles).where(eq(sepaFiles.transactionId, 'bulk-race-1'));
      expect(stored).toHaveLength(1);
      expectError(
        await bulk({ ...day, transactionId: 'bulk-race-1', fechaInicio: '2026-11-30' }),
        409,
        'SEPA_TRANSACTION_ID_REUSED',
      );
      expectError(
        await bulk({ ...day, transactionId: 'bulk-race-1', incluirFacturadas: true }),
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

      const client = await sepaClient();
      await invoiceFor(client.nifCif, '2026-12-02');
      const day = { fechaInicio: '2026-12-02', fechaFin: '2026-12-02' };
      await t.db.update(companies).set({ numCuenta: '' }).where(eq(companies.id, client.id));
      const missing = await bulk({ ...day, empresaId: client.id });
      expectError(missing, 422, 'EMPRESA_IBAN_MISSING');
      expect(missing.json().message).toContain(`${client.razonSocial} (${client.nifCif})`);
      await t.db.update(companies).set({ numCuenta: 'ES0012345678901234567890' }).where(eq(companies.id, client.id));
      expectError(await bulk({ ...day, empresaId: client.id }), 422, 'EMPRESA_IBAN_INVALID');

      const worker = await demoToken(t, 'worker');
      expect((await bulk({}, worker)).statusCode).toBe(403);
      const agency = await demoToken(t, 'agency');
      expect((await bulk({}, agency)).statusCode).toBe(403);
    });

    it('refuses companies without a signed mandate or with one unused for 36 months', async () => {
      const day = { fechaInicio: '2026-12-03', fechaFin: '2026-12-03' };
      const unsigned = await sepaClient({ signed: false });
      await invoiceFor(unsigned.nifCif, '2026-12-03');
      const noMandate = await bulk({ ...day, empresaId: unsigned.id });
      expectError(noMandate, 422, 'SEPA_VALIDATION_ERROR');
      expect(noMandate.json().message).toContain('Sin orden de domiciliación SEPA firmada');

      const dormant = await sepaClient({ lastCollectedOn: '2023-06-01' });
      await invoiceFor(dormant.nifCif, '2026-12-03');
      const expired = await bulk({ ...day, empresaId: dormant.id });
      expectError(expired, 422, 'SEPA_VALIDATION_ERROR');
      expect(expired.json().message).toContain('caducada');
    });
  });

  describe('individual SEPA file', () => {
    it('collects one invoice, marks it remitted, and regenerates a remitted one unchanged', async () => {
      const client = await sepaClient({ lastCollectedOn: '2026-06-15' });
      const pending = await invoiceFor(client.nifCif, '2026-12-10', 4550);
      const response = await individual(pending.id, { transactionId: 'single-1' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-factura-id']).toBe(pending.numero);
      expect(response.headers['x-transaction-id']).toBe('single-1');
      expect(response.headers['content-disposition']).toContain(`sepa_individual_${pending.numero}_2026-11-21.xml`);
      expect((await validatePain008(response.body)).valid).toBe(true);
      expect(debitsIn(response.body)).toEqual([
        expect.objectContaining({
          endToEndId: pending.numero,
          // The invoice total: 45.50 € plus IGIC 7 % (a company without a postal code is taxed as in the Canarian
          // provider's territory).
          amount: '48.69',
          sequenceType: 'RCUR',
          // Issued 10/12, billed the same day: collected after the mandate's 5 days of notice.
          date: '2026-12-15',
        }),
      ]);
      const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, pending.id));
      expect(stored).toMatchObject({ facturado: true, sepaSequenceType: 'RCUR' });

      // Asked again, the invoice is not collected twice: the answer is the original file, labelled a copy.
      const copy = await individual(pending.id, { transactionId: 'single-2' });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['x-sepa-copia']).toBe('true');
      expect(copy.body).toBe(response.body);
      const [after] = await t.db.select().from(invoices).where(eq(invoices.id, pending.id));
      expect(after?.facturadoAt).toEqual(stored?.facturadoAt);

      // An invoice remitted by hand has no file to copy, and is never collected again.
      const [old] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.recipientNifCif, 'B38556676'))
        .orderBy(invoices.id)
        .limit(1);
      expect(old).toMatchObject({ facturado: true, sepaFileId: null });
      const refused = await individual(old?.id ?? 0);
      expectError(refused, 409, 'SEPA_VALIDATION_ERROR');
      expect(refused.json().message).toContain('sin fichero SEPA');
    });

    it('gives an invoice collected in a bulk file a copy of that file, same MsgId and EndToEndId', async () => {
      const client = await sepaClient();
      const invoice = await invoiceFor(client.nifCif, '2026-12-04', 7000);
      const file = await bulk({
        cifNif: client.nifCif,
        fechaInicio: '2026-12-04',
        fechaFin: '2026-12-04',
        transactionId: 'bulk-then-single',
      });
      expect(file.statusCode, file.body).toBe(200);
      const copy = await individual(invoice.id, { transactionId: 'single-after-bulk' });
      expect(copy.headers['x-sepa-copia']).toBe('true');
      expect(copy.body).toBe(file.body);
      expect(/<MsgId>(\w+)<\/MsgId>/.exec(copy.body)?.[1]).toBe(/<MsgId>(\w+)<\/MsgId>/.exec(file.body)?.[1]);
      const debits = await t.db.select().from(sepaDebits).where(eq(sepaDebits.invoiceId, invoice.id));
      expect(debits).toHaveLength(1);
    });

    it('refuses an invoice of a company that does not pay by SEPA, and an unknown invoice', async () => {
      const [transfer] = await t.db.select().from(invoices).where(eq(invoices.recipientNifCif, 'B38112231'));
      expectError(await individual(transfer?.id ?? 0), 422, 'EMPRESA_NOT_SEPA');
      expect((await individual(transfer?.id ?? 0)).json().message).toBe('Método de pago no válido');
      expect((await individual(999_999)).statusCode).toBe(404);
    });
  });

  describe('bulk file scope and confirmation', () => {
    const summary = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/cumplia-core/admin/facturas/sepa/resumen',
        headers: { authorization: `Bearer ${admin}` },
        payload: { fechaInicio: '2026-09-01', fechaFin: '2026-11-21', cuentaIBAN: DEFAULT_ACCOUNT, ...payload },
      });
    const listed = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/cumplia-core/admin/facturas?page=0&size=50&facturado=false&${query}`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json().content as { facturaId: string; empresa: { nifCif: string } }[];

    it('collects exactly what the filtered list shows: company, NIF/CIF and the issue dates on screen', async () => {
      const shop = await sepaClient();
      const winery = await sepaClient({ razonSocial: 'Bodega Tagoro S.L.' });
      const bakery = await invoiceFor(shop.nifCif, '2026-12-05', 5000);
      const coop = await invoiceFor(winery.nifCif, '2026-12-05', 6000);
      const outside = await invoiceFor(shop.nifCif, '2026-12-06', 5100);
      const filters = { cifNif: shop.nifCif, fechaInicio: '2026-12-05', fechaFin: '2026-12-05' };
      const shown = await listed(`cifNif=${shop.nifCif}&fechaInicio=2026-12-05&fechaFin=2026-12-05`);
      expect(shown.map((invoice) => invoice.facturaId)).toEqual([bakery.numero]);

      const preview = await summary(filters);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toEqual({
        adeudos: 1,
        totalCents: bakery.importeTotalImpuestosCents,
        cuentaIBAN: DEFAULT_ACCOUNT,
        yaRemesadas: 0,
        excluidas: [],
      });
      const file = await bulk({
        ...filters,
        transactionId: 'scope-1',
        esperado: { adeudos: 1, totalCents: bakery.importeTotalImpuestosCents },
      });
      expect(file.statusCode, file.body).toBe(200);
      expect((await validatePain008(file.body)).errors).toEqual([]);
      expect(debitsIn(file.body).map((debit) => debit.endToEndId)).toEqual([bakery.numero]);
      const states = await t.db
        .select()
        .from(invoices)
        .where(inArray(invoices.id, [coop.id, outside.id]));
      expect(states.map((row) => row.facturado)).toEqual([false, false]);

      // By company name, as typed in the list's filter.
      const byName = await bulk({ razonSocial: 'tagoro', fechaInicio: '2026-12-05', fechaFin: '2026-12-05' });
      expect(debitsIn(byName.body).map((debit) => debit.endToEndId)).toEqual([coop.numero]);
    });

    it('leaves out companies it cannot collect from, with the reason, and refuses a file unlike the one confirmed', async () => {
      const collectable = await sepaClient();
      const brokenAccount = await sepaClient({ razonSocial: 'Aa Cuenta Rota S.L.' });
      const dormant = await sepaClient({ razonSocial: 'Ab Orden Caducada S.L.', lastCollectedOn: '2023-06-01' });
      await t.db
        .update(companies)
        .set({ numCuenta: 'ES0012345678901234567890' })
        .where(eq(companies.id, brokenAccount.id));
      await invoiceFor(collectable.nifCif, '2026-12-07', 5100);
      await invoiceFor(brokenAccount.nifCif, '2026-12-07', 5200);
      await invoiceFor(dormant.nifCif, '2026-12-07', 5300);
      const payload = { fechaInicio: '2026-12-07', fechaFin: '2026-12-07' };
      const preview = (await summary(payload)).json();
      expect(preview.adeudos).toBe(1);
      expect(preview.excluidas).toEqual([
        {
          razonSocial: brokenAccount.razonSocial,
          nifCif: brokenAccount.nifCif,
          motivo: 'IBAN no válido',
          codigo: 'EMPRESA_IBAN_INVALID',
        },
        {
          razonSocial: dormant.razonSocial,
          nifCif: dormant.nifCif,
          motivo: 'Orden de domiciliación caducada (más de 36 meses sin uso): debe firmarse una nueva',
          codigo: 'MANDATE_EXPIRED',
        },
      ]);
      const changed = await bulk({ ...payload, transactionId: 'scope-2', esperado: { adeudos: 2, totalCents: 1 } });
      expectError(changed, 409, 'SEPA_VALIDATION_ERROR');
      expect(changed.json().message).toContain('han cambiado');
      const file = await bulk({
        ...payload,
        transactionId: 'scope-3',
        esperado: { adeudos: preview.adeudos, totalCents: preview.totalCents },
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(debitsIn(file.body)).toHaveLength(1);
      // The retry of a confirmed request replays its file.
      const retry = await bulk({
        ...payload,
        transactionId: 'scope-3',
        esperado: { adeudos: preview.adeudos, totalCents: preview.totalCents },
      });
      expect(retry.body).toBe(file.body);
    });

    it('collects a new invoice only after the notice the mandate promises', async () => {
      const client = await sepaClient({ lastCollectedOn: '2026-06-15' });
      const today = await invoiceFor(client.nifCif, '2026-11-21', 3000);
      const file = await bulk({ cifNif: client.nifCif, fechaInicio: '2026-11-21', fechaFin: '2026-11-21' });
      // Issued and notified on Saturday 21/11: five calendar days of notice, so Thursday 26/11, not Monday 23/11.
      expect(debitsIn(file.body)).toEqual([expect.objectContaining({ endToEndId: today.numero, date: '2026-11-26' })]);
    });
  });

  describe('pain.008.001.08 per creditor account', () => {
    it('writes the file of an account configured for .08 in that version, valid against its XSD', async () => {
      const second = 'ES6000491500051234567892';
      const v08 = await createDemoTestApp({ SEPA_PAIN_008_001_08_ACCOUNTS: second });
      try {
        const token = (await v08.login('43827164C', null, DEMO_PASSWORD)).json().token;
        const generate = (cuentaIBAN: string, cifNif: string) =>
          v08.app.inject({
            method: 'POST',
            url: '/cumplia-core/admin/facturas/sepa',
            headers: { authorization: `Bearer ${token}` },
            payload: {
              fechaInicio: '2026-09-01',
              fechaFin: '2026-11-21',
              cuentaIBAN,
              cifNif,
            },
          });
        const file = await generate(second, 'B38234563');
        expect(file.statusCode, file.body).toBe(200);
        expect(file.body).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"');
        expect((await validatePain008(file.body)).errors).toEqual([]);
        expect(debitsIn(file.body)).toHaveLength(1);
        const other = await generate(DEFAULT_ACCOUNT, 'J38012340');
        expect(other.statusCode, other.body).toBe(200);
        expect(other.body).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
        expect((await validatePain008(other.body)).errors).toEqual([]);
      } finally {
        await v08.close();
      }
      // A second app seeded from scratch takes longer than one test's default allowance.
    }, 120_000);
  });
});
