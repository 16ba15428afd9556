import { indirectTaxFor, TAX_TERRITORIES, type TaxTerritory } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoiceLines, invoices, verifactuRecords } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { issueInvoice } from './issue-invoice.js';

let t: TestApp;
const recipients = {} as Record<TaxTerritory, number>;
const POSTAL_CODES: Record<TaxTerritory, { codigoPostal: string; localidad: string; provincia: string }> = {
  PENINSULA_BALEARES: { codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid' },
  CANARIAS: { codigoPostal: '38201', localidad: 'San Cristóbal de La Laguna', provincia: 'Santa Cruz de Tenerife' },
  CEUTA: { codigoPostal: '51001', localidad: 'Ceuta', provincia: 'Ceuta' },
  MELILLA: { codigoPostal: '52001', localidad: 'Melilla', provincia: 'Melilla' },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const territory of TAX_TERRITORIES) {
    const { companyId } = await t.factories.companyUser();
    await t.db.update(companies).set(POSTAL_CODES[territory]).where(eq(companies.id, companyId));
    recipients[territory] = companyId;
  }
});
afterAll(async () => {
  await t.close();
});

const PAIRS = TAX_TERRITORIES.flatMap((issuer) => TAX_TERRITORIES.map((recipient) => [issuer, recipient] as const));

describe('issuing an invoice for every issuer x recipient territory pair', () => {
  it.each(PAIRS)('%s issuer, %s recipient', async (issuerTerritory, recipientTerritory) => {
    const issuer = { nif: t.config.provider.nif, tax: { territory: issuerTerritory, ipsiRateBasisPoints: 400 } };
    const issued = await t.db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: recipients[recipientTerritory],
        origin: 'CONTRATO',
        lines: [
          { protocol: 'LOPD', nombreProducto: 'Alta anual', precioUnitarioCents: 10000 },
          { protocol: 'ACOSO', nombreProducto: 'Alta anual', precioUnitarioCents: 355 },
        ],
        fecha: '2026-11-21',
        // One period per issuer, so the same company and tool are never billed twice for a period.
        periodStart: `2026-0${TAX_TERRITORIES.indexOf(issuerTerritory) + 1}-01`,
        now: t.clock.now(),
        config: { provider: { ...t.config.provider, tax: issuer.tax }, verifactu: t.config.verifactu },
      }),
    );
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, issued.id));
    const expected = indirectTaxFor(issuer.tax, recipientTerritory);
    const rate = expected.rateBasisPoints;
    // The quota of the invoice's base, rounded once.
    const taxCents = Math.round((10355 * rate) / 10_000);
    expect(stored).toMatchObject({
      taxKind: { PENINSULA_BALEARES: 'IVA', CANARIAS: 'IGIC', CEUTA: 'IPSI', MELILLA: 'IPSI' }[issuerTerritory],
      ivaBasisPoints: issuerTerritory === recipientTerritory ? rate : 0,
      taxWording: expected.wording,
      verifactuImpuesto: expected.verifactu.impuesto,
      verifactuClaveRegimen: expected.verifactu.claveRegimen,
      verifactuCalificacion: issuerTerritory === recipientTerritory ? 'S1' : 'N2',
      importeTotalCents: 10355,
      importeImpuestosCents: taxCents,
      importeTotalImpuestosCents: 10355 + taxCents,
      recipientLocalidad: POSTAL_CODES[recipientTerritory].localidad,
    });
    if (issuerTerritory === recipientTerritory) {
      expect(rate).toBe({ PENINSULA_BALEARES: 2100, CANARIAS: 700, CEUTA: 400, MELILLA: 400 }[issuerTerritory]);
    } else {
      expect(stored?.taxWording).toContain('Inversión del sujeto pasivo');
      expect(stored?.importeImpuestosCents).toBe(0);
    }
  });
});

describe("the tax of an invoice's base", () => {
  it('rounds the quota once for the invoice, as its Verifactu record declares it, and the lines add up to it', async () => {
    const issued = await t.db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: recipients.CANARIAS,
        origin: 'CONTRATO',
        lines: (['LOPD', 'ACOSO', 'DIGITAL'] as const).map((protocol) => ({
          protocol,
          nombreProducto: 'Alta anual',
          precioUnitarioCents: 3333,
        })),
        fecha: '2026-11-21',
        periodStart: '2026-10-01',
        now: t.clock.now(),
        config: t.config,
      }),
    );
    // 7 % of 99,99 € is 6,9993 €: 7,00 €, where three lines rounded each would give 6,99 €.
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(stored).toMatchObject({
      importeTotalCents: 9999,
      importeImpuestosCents: 700,
      importeTotalImpuestosCents: 10699,
    });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, issued.id));
    expect(lines.reduce((sum, line) => sum + line.ivaCents, 0)).toBe(700);
    const [record] = await t.db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, issued.id));
    expect(record?.xml).toContain('<sf:BaseImponibleOimporteNoSujeto>99.99</sf:BaseImponibleOimporteNoSujeto>');
    expect(record?.xml).toContain('<sf:CuotaRepercutida>7.00</sf:CuotaRepercutida>');
    expect(record?.xml).toContain('<sf:ImporteTotal>106.99</sf:ImporteTotal>');
  });
});
