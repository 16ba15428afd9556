import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, sepaMandateAmendments, sepaMandates } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { validatePain008 } from '../../test-support/pain008-schema.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { pdfsig } from '../../test-support/pdfsig.js';
import { signAsRepresentative } from '../../test-support/sign-link.js';
import type { TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from '../invoices/issue-invoice.js';
import { recordSepaMandate } from './mandates.js';

let t: TestApp;
let admin: string;
let worker: string;
const CREDITOR_ACCOUNT = 'ES9121000418450200051332';
/** Hotel Playa Amadores: pays by SEPA under the mandate it signed when it joined. */
const NIF = 'B38901237';

const companyRow = async () => {
  const [row] = await t.db.select().from(companies).where(eq(companies.nifCif, NIF));
  if (!row) throw new Error(`no company ${NIF}`);
  return row;
};
const mandateRow = async () => {
  const [row] = await t.db
    .select()
    .from(sepaMandates)
    .where(eq(sepaMandates.companyId, (await companyRow()).id));
  if (!row) throw new Error('no mandate');
  return row;
};

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  t.app.inject({
    method,
    url: `/cumplia-core${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const scope = { fechaInicio: '2026-11-01', fechaFin: '2026-11-21', cuentaIBAN: CREDITOR_ACCOUNT, cifNif: NIF };
const compact = (xml: string) => xml.replace(/>\s+</g, '><');

/** The newest SMS sent and its signing link. */
async function lastLink() {
  const [sms] = await t.db
    .select({ recipient: outboxMessages.recipient })
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, 'SMS'))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const message = await t.lastMessageTo(sms?.recipient ?? '');
  const text = message && 'bodyText' in message ? (message.bodyText ?? '') : '';
  const token = /\/firma\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no signing link in: ${text}`);
  return { token, text, phone: sms?.recipient ?? '' };
}

beforeAll(async () => {
  t = await createDemoTestApp();
  admin = await demoToken(t, 'superadmin');
  worker = await demoToken(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

describe('renewal of a mandate that expired unused', () => {
  it('asks the company to sign a new mandate by SMS; once signed, the next file collects it as a first debit under the new reference', async () => {
    const company = await companyRow();
    const original = await mandateRow();
    // A mandate still in use needs no renewal.
    const notExpired = await asStaff('POST', '/admin/sepa/mandatos/renovar', { cifNif: NIF });
    expect(notExpired.statusCode).toBe(409);
    expect(notExpired.json().code).toBe('MANDATE_NOT_EXPIRED');

    // Last used more than 36 months ago: it has expired (EPC SDD Core rulebook).
    await t.db.update(sepaMandates).set({ lastCollectionOn: '2023-06-01' }).where(eq(sepaMandates.id, original.id));
    await t.db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: company.id,
        origin: 'RENOVACION',
        lines: [
          { protocol: 'LOPD', nombreProducto: 'Renovación anual del protocolo de LOPDGDD', precioUnitarioCents: 9900 },
        ],
        fecha: '2026-11-15',
        periodStart: '2042-01-01',
        now: t.clock.now(),
        config: t.config,
      }),
    );
    const summary = (await asStaff('POST', '/admin/facturas/sepa/resumen', scope)).json();
    expect(summary.excluidas).toEqual([expect.objectContaining({ nifCif: NIF, codigo: 'MANDATE_EXPIRED' })]);

    // Only the superadmin asks; the company gets one link, not one per click.
    expect((await asStaff('POST', '/admin/sepa/mandatos/renovar', { cifNif: NIF }, worker)).statusCode).toBe(403);
    const asked = await asStaff('POST', '/admin/sepa/mandatos/renovar', { cifNif: NIF });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      `Se ha enviado a ${company.razonSocial} por SMS el enlace para firmar la nueva orden de domiciliación.`,
    );
    const { token, text, phone } = await lastLink();
    expect(text).toContain('caduco por no usarse en 36 meses');
    const again = await asStaff('POST', '/admin/sepa/mandatos/renovar', { cifNif: NIF });
    expect(again.json().message).toBe(
      `${company.razonSocial} ya tiene un enlace de firma pendiente: no se ha enviado otro.`,
    );

    const newReference = `${original.reference}-R1`;
    const page = (await t.app.inject({ method: 'GET', url: `/cumplia-core/firma/${token}` })).json();
    expect(page.contratos).toEqual([
      expect.objectContaining({ protocolo: 'SEPA', titulo: 'Nueva orden de domiciliación SEPA' }),
    ]);
    expect(page.consentimiento).toContain('He leído y acepto la nueva orden de domiciliación que he abierto');
    const [pending] = await t.db
      .select()
      .from(sepaMandateAmendments)
      .where(eq(sepaMandateAmendments.kind, 'RENOVACION'));
    const document = (await pdfText(new Uint8Array(pending?.pdf ?? []))).text;
    expect(document).toContain(newReference);
    expect(document).toContain(`La orden de domiciliación ${original.reference} quedó sin efecto`);

    const signed = await signAsRepresentative(t, token, phone);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().message).toBe('Nueva orden de domiciliación firmada. Gracias.');
    const renewed = await mandateRow();
    expect(renewed).toMatchObject({
      reference: newReference,
      signedOn: '2026-11-21',
      firstCollectionOn: null,
      lastCollectionOn: null,
    });
    // A contract signed later keeps the renewed mandate: no second one under the expired reference.
    await t.db.transaction((tx) => recordSepaMandate(tx, company.id, '2026-11-21', company.numCuenta));
    expect(await t.db.select().from(sepaMandates).where(eq(sepaMandates.companyId, company.id))).toHaveLength(1);
    const [sealed] = await t.db
      .select()
      .from(sepaMandateAmendments)
      .where(eq(sepaMandateAmendments.kind, 'RENOVACION'));
    expect(await pdfsig(sealed?.signedPdf ?? new Uint8Array())).toMatch(/Total document signed/);

    // The next file collects it: a first debit of the new mandate, with no amendment details.
    const file = await asStaff('POST', '/admin/facturas/sepa', { ...scope, transactionId: 'renewal-1' });
    expect(file.statusCode, file.body).toBe(200);
    expect((await validatePain008(file.body)).errors).toEqual([]);
    const xml = compact(file.body);
    expect(xml).toContain(`<MndtId>${newReference}</MndtId><DtOfSgntr>2026-11-21</DtOfSgntr>`);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).not.toContain('AmdmntInd');
  });
});
