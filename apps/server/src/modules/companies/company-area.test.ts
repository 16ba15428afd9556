import { addDays, formatEuros, formatIban } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices } from '../../db/schema/index.js';
import { createDemoTestApp, demoToken } from '../../test-support/demo-test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import type { TestApp } from '../../test-support/test-app.js';
import { testInvoiceIssuer } from '../../test-support/test-invoices.js';
import { issueInvoice } from '../invoices/issue-invoice.js';
import { collectionNotice } from '../mandates/index.js';

let t: TestApp;
let panaderia: string;
let otherCompany: { token: string; companyId: number };

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const setFlags = (flags: Partial<typeof companies.$inferInsert>) =>
  t.db.update(companies).set(flags).where(eq(companies.nifCif, 'B38567897'));

beforeAll(async () => {
  t = await createDemoTestApp();
  panaderia = await demoToken(t, 'company');
  const other = await t.factories.companyUser();
  otherCompany = { token: (await t.loginTokens(other.username, 'E')).token, companyId: other.companyId };
  // Besides the demo's returned contract invoice, two renewal invoices in 2031, one of the same amount as the
  // other so that the id breaks the tie in the sorts.
  const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
  for (const [index, cents] of [12000, 12000].entries()) {
    await t.db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: company?.id ?? 0,
        origin: 'RENOVACION',
        lines: [{ protocol: 'LOPD', nombreProducto: 'Renovación anual', precioUnitarioCents: cents }],
        fecha: addDays('2031-03-01', index),
        periodStart: addDays('2031-03-01', index * 400),
        now: t.clock.now(),
        config: t.config,
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('company area', () => {
  it('gives the company its own data', async () => {
    const response = await get('/cumplia-core/empresas/my', panaderia);
    expect(response.json()).toMatchObject({
      nifCif: 'B38567897',
      verificado: true,
      permitirDescarga: true,
      lopdgdd: true,
    });
  });

  it('downloads a protocol generated with its data, under the spec file name', async () => {
    const response = await get('/cumplia-core/pdfs/empresas/my/plantillas/acoso', panaderia);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('plantilla_acoso_laboral.pdf');
    const { text } = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Panadería La Laguna S.L.');
  });

  it('refuses the download when not verified, not permitted, tool off or contract unsigned, with the spec text', async () => {
    const message = 'No tiene disponible la descarga del documento LOPDGDD';
    for (const flags of [
      { verificado: false },
      { permitirDescarga: false },
      { lopdgdd: false },
      { contratoLopdAceptado: false },
    ]) {
      await setFlags(flags);
      const response = await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', panaderia);
      expect(response.statusCode, JSON.stringify(flags)).toBe(404);
      expect(response.json().message).toBe(message);
      await setFlags({ verificado: true, permitirDescarga: true, lopdgdd: true, contratoLopdAceptado: true });
    }
    expect((await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', panaderia)).statusCode).toBe(200);
    const other = await get('/cumplia-core/pdfs/empresas/my/plantillas/lopd', otherCompany.token);
    expect(other.json().message).toBe(message);
  });

  it("answers the contracts download only for the company's own id: the demo company's three signed contracts", async () => {
    const own = (await get('/cumplia-core/empresas/my', panaderia)).json().id;
    const mine = await get(`/cumplia-core/pdfs/download/${own}`, panaderia);
    expect(mine.statusCode).toBe(200);
    const urls = mine.json() as string[];
    expect(urls).toHaveLength(3);
    const contract = await get(urls[0] ?? '', panaderia);
    expect(contract.statusCode).toBe(200);
    expect(contract.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/cumplia-core/pdfs/download/${otherCompany.companyId}`, panaderia)).statusCode).toBe(403);
  });

  it('lists only its own invoices and refuses agencies and visitors', async () => {
    const mine = (await get('/cumplia-core/facturas/empresa/my?page=0&size=10', panaderia)).json();
    const own = await t.db
      .select({ numero: invoices.numero })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(companies.nifCif, 'B38567897'));
    expect(mine.totalElements).toBe(own.length);
    expect(mine.content.map((row: { facturaId: string }) => row.facturaId).sort()).toEqual(
      own.map((row) => row.numero).sort(),
    );
    // Its bank returned the contract's debit (the demo's history): owed, with the account to pay it by transfer.
    const contract = mine.content.find((row: { facturaDetalles: unknown[] }) => row.facturaDetalles.length === 3);
    expect(mine.devueltas).toEqual({
      facturas: 1,
      importe: contract.importeTotalImpuestos,
      cuentaTransferencia: t.config.provider.sepa.accounts[0],
    });
    expect(contract).toMatchObject({
      tipo: 'ORDINARIA',
      empresa: { nifCif: 'B38567897' },
      facturaDetalles: [
        expect.objectContaining({ nombrePlantilla: 'LOPD' }),
        expect.objectContaining({ nombrePlantilla: 'ACOSO' }),
        expect.objectContaining({ nombrePlantilla: 'DIGITAL' }),
      ],
    });
    const agency = await demoToken(t, 'agency');
    for (const url of [
      '/cumplia-core/empresas/my',
      '/cumplia-core/pdfs/empresas/my/plantillas/lopd',
      '/cumplia-core/facturas/empresa/my',
    ]) {
      expect((await get(url, agency)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it("sorts the company's invoices in SQL by each column it offers, with the count and sum of all of them", async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    const stored = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, company?.id ?? 0));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const numbers = async (query: string) =>
      (await get(`/cumplia-core/facturas/empresa/my?page=0&size=10&${query}`, panaderia))
        .json()
        .content.map((row: { facturaId: string }) => row.facturaId);
    const byAmount = [...stored].sort(
      (a, b) => b.importeTotalImpuestosCents - a.importeTotalImpuestosCents || b.id - a.id,
    );
    expect(await numbers('sort=importe&dir=desc')).toEqual(byAmount.map((row) => row.numero));
    const byNumber = [...stored].sort((a, b) => (a.numero < b.numero ? -1 : 1));
    expect(await numbers('sort=factura&dir=asc')).toEqual(byNumber.map((row) => row.numero));
    const byDate = [...stored].sort((a, b) => (a.fecha === b.fecha ? b.id - a.id : a.fecha < b.fecha ? 1 : -1));
    expect(await numbers('')).toEqual(byDate.map((row) => row.numero));
    const page = (await get('/cumplia-core/facturas/empresa/my?page=0&size=1', panaderia)).json();
    expect(page.content).toHaveLength(1);
    expect([page.totalElements, page.totalPages]).toEqual([stored.length, stored.length]);
    expect(page.totales).toEqual({
      facturas: stored.length,
      importeTotalImpuestos: stored.reduce((sum, row) => sum + row.importeTotalImpuestosCents, 0) / 100,
    });
    for (const query of ['sort=empresa', 'sort=recipient_iban', 'dir=sideways']) {
      const refused = await get(`/cumplia-core/facturas/empresa/my?${query}`, panaderia);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('exports its own invoices, and only its own, as CSV and Excel in the list order', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.nifCif, 'B38567897'));
    const stored = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, company?.id ?? 0));
    const csv = await get('/cumplia-core/facturas/empresa/my/export?formato=csv&sort=importe&dir=asc', panaderia);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('facturas.csv');
    const lines = csv.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha;Factura;Conceptos;Base imponible (€);Importe (€);Estado;Devolución');
    const byAmount = [...stored].sort(
      (a, b) => a.importeTotalImpuestosCents - b.importeTotalImpuestosCents || a.id - b.id,
    );
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(byAmount.map((row) => row.numero));
    expect(lines.find((line) => line.includes('Renovación anual'))).toMatch(
      /^0[12]\/03\/2031;[^;]+;Renovación anual;120,00;[\d,]+;(Pendiente|Facturada);$/,
    );
    // The demo's returned contract invoice is owed, with the bank's reason.
    expect(lines.find((line) => line.includes('AM04'))).toMatch(
      /;Devuelta: pendiente de pago;AM04 saldo insuficiente$/,
    );

    const xlsx = await get('/cumplia-core/facturas/empresa/my/export?formato=xlsx', panaderia);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Facturas');
    expect(sheet?.rowCount).toBe(stored.length + 1);
    const newest = [...stored].sort((a, b) => (a.fecha === b.fecha ? b.id - a.id : a.fecha < b.fecha ? 1 : -1))[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe(newest?.numero);
    expect(sheet?.getRow(2).getCell(5).value).toBe((newest?.importeTotalImpuestosCents ?? 0) / 100);

    // Another company gets its own (none of these), an agency and a visitor nothing.
    const other = await get('/cumplia-core/facturas/empresa/my/export?formato=csv', otherCompany.token);
    expect(other.statusCode).toBe(200);
    for (const row of stored) expect(other.body).not.toContain(row.numero);
    const agency = await demoToken(t, 'agency');
    expect((await get('/cumplia-core/facturas/empresa/my/export?formato=csv', agency)).statusCode).toBe(403);
    expect((await get('/cumplia-core/facturas/empresa/my/export?formato=csv')).statusCode).toBe(401);
    expect((await get('/cumplia-core/facturas/empresa/my/export?formato=pdf', panaderia)).statusCode).toBe(400);
  });
  it('tells a company paying by transfer what it owes, to which account and by when, before verification too', async () => {
    // A client of its own (the other tests read the bakery): paying by transfer, not verified yet.
    const client = await t.factories.companyUser();
    const token = (await t.loginTokens(client.username, 'E')).token;
    const [company] = await t.db
      .update(companies)
      .set({ metodoDePago: 'TRANSFERENCIA', verificado: false })
      .where(eq(companies.id, client.companyId))
      .returning();
    if (!company) throw new Error('no client');
    const invoice = await testInvoiceIssuer(t, '2044-01-01')(company.nifCif, '2026-11-21', 10000);
    const owed = (await get('/cumplia-core/facturas/empresa/my?page=0&size=10', token)).json().porTransferencia;
    expect(owed).toEqual({
      cuenta: t.config.provider.sepa.accounts[0],
      beneficiario: t.config.provider.legalName,
      facturas: [
        { facturaId: invoice.numero, importe: invoice.importeTotalImpuestosCents / 100, fechaLimite: '2026-12-06' },
      ],
    });
    // The e-mail that sends such an invoice says the same.
    const sentence = await collectionNotice(t.db, { company, invoice, provider: t.config.provider });
    expect(sentence?.replace(/\s+/g, ' ')).toBe(
      `Pague la factura ${invoice.numero}, de ${formatEuros(invoice.importeTotalImpuestosCents).replace(/\s+/g, ' ')}, por transferencia a la cuenta ${formatIban(t.config.provider.sepa.accounts[0] ?? '')} de ${t.config.provider.legalName} antes del 06/12/2026, indicando como concepto ${invoice.numero}.`,
    );
    // Once staff record the payment, nothing is owed.
    const admin = await demoToken(t, 'superadmin');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/cumplia-core/admin/facturas/${invoice.id}/cobrada`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { fecha: '2026-11-21', importe: invoice.importeTotalImpuestosCents / 100 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await get('/cumplia-core/facturas/empresa/my?page=0&size=10', token)).json().porTransferencia;
    expect(after.facturas).toEqual([]);
  });
});
