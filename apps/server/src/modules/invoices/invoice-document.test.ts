import { formatIban } from '@cumplia/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { invoiceDocuments, invoiceIssuers, invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { INVOICE_ATTACHMENTS } from './invoice-attachment.js';
import { invoicePdf } from './invoice-document.js';
import { issuerIdentityOf, keepIssuerOfEarlierInvoices } from './invoice-issuer.js';

let t: TestApp;
let admin: string;
let invoiceFor: ReturnType<typeof testInvoiceIssuer>;

beforeAll(async () => {
  t = await createDemoTestApp();
  invoiceFor = testInvoiceIssuer(t, '2050-01-01');
  admin = await demoToken(t, 'superadmin');
});
afterAll(async () => {
  await t.close();
});

/** A renewal invoice of Clínica Dental Anaga, which pays by transfer (its invoices print the provider's account). */
const issue = (config: Config = t.config) => invoiceFor('B38345674', '2026-11-21', 12000, config);

const download = async (invoiceId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/cumplia-core/admin/facturas/${invoiceId}/download`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};
const textOf = async (pdf: Buffer) => (await pdfText(new Uint8Array(pdf))).text;
/** A statement the database refused with `message` (the driver's error, or the one the ORM wraps). */
const refusedWith = (message: string) => (error: unknown) =>
  error instanceof Error && `${error.message} ${String(error.cause)}`.includes(message);
const cancel = async (invoiceId: number, motivo: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/cumplia-core/admin/facturas/${invoiceId}/anular`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { motivo },
  });
  expect(response.statusCode, response.body).toBe(200);
};
/** A new invoice as a download read it, and then cancelled: what a download that began before sees. */
const readThenCancelled = async (motivo: string) => {
  const invoice = await issue();
  const [asIssued] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
  if (!asIssued) throw new Error('invoice not stored');
  await cancel(invoice.id, motivo);
  return { invoice, asIssued };
};
const keptCopy = async (invoiceId: number) =>
  (await t.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoiceId)))[0];

describe('the issuer an invoice names', () => {
  it('stays the one of the day of issue when the provider moves, changes name or account', async () => {
    // Two identities the provider issued under, neither of them the server's configuration today.
    const earlier: Config = {
      ...t.config,
      provider: { ...t.config.provider, address: 'Calle San Francisco 9, 38002 Santa Cruz de Tenerife' },
    };
    const moved: Config = {
      ...t.config,
      provider: {
        ...t.config.provider,
        legalName: 'Cumplia Cumplimiento Normativo S.L.',
        address: 'Calle del Castillo 41, 38003 Santa Cruz de Tenerife',
        sepa: { ...t.config.provider.sepa, accounts: ['ES6621000418401234567891', 'ES6000491500051234567892'] },
      },
    };
    const before = await issue(earlier);
    const after = await issue(moved);
    const again = await issue(moved);

    const oldText = await textOf(await download(before.id));
    expect(oldText).toContain('Calle San Francisco 9, 38002 Santa Cruz de Tenerife');
    expect(oldText).toContain(t.config.provider.legalName);
    expect(oldText).not.toContain(t.config.provider.address);
    expect(oldText).not.toContain(formatIban('ES6621000418401234567891'));
    const newText = await textOf(await download(after.id));
    expect(newText).toContain('Cumplia Cumplimiento Normativo S.L.');
    expect(newText).toContain('Calle del Castillo 41, 38003 Santa Cruz de Tenerife');
    expect(newText).toContain(formatIban('ES6621000418401234567891'));
    // A transfer invoice says by when to pay it: 15 days from its date (docs/decisions/013).
    expect(newText.replace(/\s+/g, ' ')).toContain('indicando el número de factura, a más tardar el 06/12/2026.');
    expect(newText).not.toContain(t.config.provider.legalName);
    expect(newText).not.toContain(t.config.provider.address);

    // One row per identity, shared by every invoice issued under it.
    const issuerOf = async (id: number) =>
      (await t.db.select({ issuerId: invoices.issuerId }).from(invoices).where(eq(invoices.id, id)))[0]?.issuerId;
    expect(await issuerOf(again.id)).toBe(await issuerOf(after.id));
    expect(await issuerOf(before.id)).not.toBe(await issuerOf(after.id));
    const [stored] = await t.db
      .select({ identity: invoiceIssuers.identity })
      .from(invoiceIssuers)
      .where(eq(invoiceIssuers.id, (await issuerOf(after.id)) ?? 0));
    expect(stored?.identity).toMatchObject({ legalName: 'Cumplia Cumplimiento Normativo S.L.' });
  });
});

describe('the copies of an invoice', () => {
  it('are one document, byte for byte, by download or e-mail, until it is cancelled', async () => {
    const invoice = await issue();
    expect(await keptCopy(invoice.id)).toBeUndefined();
    const first = await download(invoice.id);
    const kept = await keptCopy(invoice.id);
    expect(kept).toMatchObject({ cancelled: false });
    expect(Buffer.from(kept?.pdf ?? []).equals(first)).toBe(true);
    expect((await download(invoice.id)).equals(first)).toBe(true);
    const attached = await INVOICE_ATTACHMENTS.invoice?.(
      t.db,
      { config: t.config, now: t.clock.now },
      String(invoice.id),
    );
    expect(Buffer.from(attached ?? []).equals(first)).toBe(true);

    await cancel(invoice.id, 'Factura duplicada por error');
    const cancelled = await download(invoice.id);
    expect(cancelled.equals(first)).toBe(false);
    expect(await textOf(cancelled)).toContain('FACTURA ANULADA');
    expect(await keptCopy(invoice.id)).toMatchObject({ cancelled: true });
    expect((await download(invoice.id)).equals(cancelled)).toBe(true);
  });

  it('keep showing the cancellation when a download that began before it finishes after', async () => {
    const { invoice, asIssued } = await readThenCancelled('Emitida dos veces');
    const cancelled = await download(invoice.id);

    // The late download read the invoice before it was cancelled: it answers what it read and keeps nothing.
    const late = await invoicePdf(t.db, { config: t.config, now: t.clock.now }, asIssued, null);
    expect(await textOf(late.pdf)).not.toContain('FACTURA ANULADA');
    const kept = await keptCopy(invoice.id);
    expect(kept).toMatchObject({ cancelled: true });
    expect(Buffer.from(kept?.pdf ?? []).equals(cancelled)).toBe(true);
  });

  it('replace a copy kept before the cancellation was known: a late download kept it first', async () => {
    const { invoice, asIssued } = await readThenCancelled('Emitida a otra empresa');
    await invoicePdf(t.db, { config: t.config, now: t.clock.now }, asIssued, null);
    expect(await keptCopy(invoice.id)).toMatchObject({ cancelled: false });
    const cancelled = await download(invoice.id);
    expect(await textOf(cancelled)).toContain('FACTURA ANULADA');
    expect(await keptCopy(invoice.id)).toMatchObject({ cancelled: true });
    expect((await download(invoice.id)).equals(cancelled)).toBe(true);
  });
});

describe('the invoices issued before issuers were kept', () => {
  /** The invoice as the previous release stored it: without an issuer (set aside the rule that keeps it). */
  const asIssuedBeforeIssuers = async (invoiceId: number) => {
    await t.db.execute(sql`alter table invoices disable trigger invoices_issuer_final`);
    await t.db.update(invoices).set({ issuerId: null }).where(eq(invoices.id, invoiceId));
    await t.db.execute(sql`alter table invoices enable trigger invoices_issuer_final`);
  };

  it('take the identity configured at the first start, once, and keep it; no invoice changes issuer', async () => {
    const earlier = await issue();
    await asIssuedBeforeIssuers(earlier.id);
    const atUpgrade = { ...t.config.provider, legalName: 'Cumplia Normativa Canaria S.L.' };
    const issuerIdentity = issuerIdentityOf(atUpgrade);
    expect(await keepIssuerOfEarlierInvoices(t.db, atUpgrade, t.clock.now())).toBe(1);
    // Every later start finds none: a change of configuration no longer reaches it.
    expect(await keepIssuerOfEarlierInvoices(t.db, t.config.provider, t.clock.now())).toBe(0);
    expect(await textOf(await download(earlier.id))).toContain('Cumplia Normativa Canaria S.L.');

    const [other] = await t.db
      .select({ issuerId: invoices.issuerId })
      .from(invoices)
      .where(eq(invoices.id, (await issue()).id));
    await expect(
      t.db.update(invoices).set({ issuerId: other?.issuerId }).where(eq(invoices.id, earlier.id)),
    ).rejects.toSatisfy(refusedWith('an invoice keeps the issuer it was issued by'));
    // Nor can the identity an invoice was issued under be edited or removed.
    await expect(
      t.db.update(invoiceIssuers).set({ identity: { ...issuerIdentity, legalName: 'Otra S.L.' } }),
    ).rejects.toSatisfy(refusedWith('an issuer identity stays as invoices were issued under it'));
    await expect(t.db.delete(invoiceIssuers)).rejects.toSatisfy(
      refusedWith('an issuer identity stays as invoices were issued under it'),
    );
  });
});
