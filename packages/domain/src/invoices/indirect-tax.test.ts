import { describe, expect, it } from 'vitest';
import {
  type IndirectTax,
  indirectTaxFor,
  postalCodeInAddress,
  recipientTaxNote,
  recipientTerritory,
  type TaxTerritory,
  taxLabel,
  territoryOfPostalCode,
} from './indirect-tax.js';
import { invoiceTotals } from './invoice-amounts.js';

describe('tax territory from the postal code', () => {
  it('reads Canarias (35, 38), Ceuta (51), Melilla (52) and everything else as peninsula and Baleares', () => {
    expect(territoryOfPostalCode('38200')).toBe('CANARIAS'); // San Cristóbal de La Laguna
    expect(territoryOfPostalCode('35001')).toBe('CANARIAS'); // Las Palmas de Gran Canaria
    expect(territoryOfPostalCode('51001')).toBe('CEUTA');
    expect(territoryOfPostalCode('52001')).toBe('MELILLA');
    expect(territoryOfPostalCode('28013')).toBe('PENINSULA_BALEARES'); // Madrid
    expect(territoryOfPostalCode('07001')).toBe('PENINSULA_BALEARES'); // Palma
  });

  it("takes a recipient without a valid postal code (CSV onboarding) to be in the issuer's territory", () => {
    expect(recipientTerritory('', { territory: 'CANARIAS' })).toBe('CANARIAS');
    expect(recipientTerritory('380', { territory: 'PENINSULA_BALEARES' })).toBe('PENINSULA_BALEARES');
    expect(recipientTerritory('28009', { territory: 'CANARIAS' })).toBe('PENINSULA_BALEARES');
  });

  it("finds the postal code in the provider's one-line address", () => {
    expect(postalCodeInAddress('Calle del Castillo 12, 2º, 38002 Santa Cruz de Tenerife')).toBe('38002');
    expect(postalCodeInAddress('Sin código')).toBeNull();
  });
});

const IPSI = 400;
const issuer = (territory: TaxTerritory) => ({ territory, ipsiRateBasisPoints: IPSI });

/** Every issuer x recipient pair and the tax the law gives it (docs/invoicing.md, "Tax by territory"). */
const PAIRS: [TaxTerritory, TaxTerritory, Partial<IndirectTax> & { mentions?: string[] }][] = [
  [
    'PENINSULA_BALEARES',
    'PENINSULA_BALEARES',
    {
      kind: 'IVA',
      rateBasisPoints: 2100,
      wording: null,
      verifactu: { impuesto: '01', claveRegimen: '01', calificacion: 'S1' },
    },
  ],
  [
    'PENINSULA_BALEARES',
    'CANARIAS',
    {
      kind: 'IVA',
      rateBasisPoints: 0,
      verifactu: { impuesto: '01', claveRegimen: '08', calificacion: 'N2' },
      mentions: [
        'no sujeta al IVA',
        '69.Uno.1.º de la Ley 37/1992',
        'Inversión del sujeto pasivo',
        'IGIC',
        '19.1.2.º a) de la Ley 20/1991',
      ],
    },
  ],
  [
    'PENINSULA_BALEARES',
    'CEUTA',
    {
      kind: 'IVA',
      rateBasisPoints: 0,
      verifactu: { impuesto: '01', claveRegimen: '08', calificacion: 'N2' },
      mentions: ['no sujeta al IVA', 'Inversión del sujeto pasivo', 'IPSI de Ceuta'],
    },
  ],
  [
    'PENINSULA_BALEARES',
    'MELILLA',
    {
      kind: 'IVA',
      rateBasisPoints: 0,
      verifactu: { impuesto: '01', claveRegimen: '08', calificacion: 'N2' },
      mentions: ['no sujeta al IVA', 'Inversión del sujeto pasivo', 'IPSI de Melilla'],
    },
  ],
  [
    'CANARIAS',
    'CANARIAS',
    {
      kind: 'IGIC',
      rateBasisPoints: 700,
      wording: null,
      verifactu: { impuesto: '03', claveRegimen: '01', calificacion: 'S1' },
    },
  ],
  [
    'CANARIAS',
    'PENINSULA_BALEARES',
    {
      kind: 'IGIC',
      rateBasisPoints: 0,
      verifactu: { impuesto: '03', claveRegimen: '08', calificacion: 'N2' },
      mentions: [
        'no sujeta al IGIC',
        '17.Uno.1.º de la Ley 20/1991',
        'Inversión del sujeto pasivo',
        '84.Uno.2.º a) de la Ley 37/1992',
      ],
    },
  ],
  [
    'CANARIAS',
    'CEUTA',
    {
      kind: 'IGIC',
      rateBasisPoints: 0,
      verifactu: { impuesto: '03', claveRegimen: '08', calificacion: 'N2' },
      mentions: ['no sujeta al IGIC', 'IPSI de Ceuta', 'art. 30.Dos'],
    },
  ],
  [
    'CANARIAS',
    'MELILLA',
    {
      kind: 'IGIC',
      rateBasisPoints: 0,
      verifactu: { impuesto: '03', claveRegimen: '08', calificacion: 'N2' },
      mentions: ['no sujeta al IGIC', 'IPSI de Melilla'],
    },
  ],
  [
    'CEUTA',
    'CEUTA',
    {
      kind: 'IPSI',
      rateBasisPoints: IPSI,
      wording: null,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'S1' },
    },
  ],
  [
    'CEUTA',
    'PENINSULA_BALEARES',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Ceuta', '84.Uno.2.º a) de la Ley 37/1992'],
    },
  ],
  [
    'CEUTA',
    'CANARIAS',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Ceuta', '19.1.2.º a) de la Ley 20/1991'],
    },
  ],
  [
    'CEUTA',
    'MELILLA',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Ceuta', 'IPSI de Melilla lo declara el destinatario'],
    },
  ],
  [
    'MELILLA',
    'MELILLA',
    {
      kind: 'IPSI',
      rateBasisPoints: IPSI,
      wording: null,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'S1' },
    },
  ],
  [
    'MELILLA',
    'PENINSULA_BALEARES',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Melilla', 'el IVA lo declara el destinatario'],
    },
  ],
  [
    'MELILLA',
    'CANARIAS',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Melilla', 'el IGIC lo declara el destinatario'],
    },
  ],
  [
    'MELILLA',
    'CEUTA',
    {
      kind: 'IPSI',
      rateBasisPoints: 0,
      verifactu: { impuesto: '02', claveRegimen: null, calificacion: 'N2' },
      mentions: ['no sujeta al IPSI de Melilla', 'IPSI de Ceuta lo declara el destinatario'],
    },
  ],
];

describe('indirect tax for every issuer x recipient pair', () => {
  it.each(PAIRS)('%s issuer, %s recipient', (from, to, expected) => {
    const { mentions, ...fields } = expected;
    const tax = indirectTaxFor(issuer(from), to);
    expect(tax).toMatchObject(fields);
    if (mentions) {
      expect(tax.wording).not.toBeNull();
      for (const mention of mentions) expect(tax.wording).toContain(mention);
    }
  });

  it('covers all sixteen pairs', () => {
    expect(new Set(PAIRS.map(([from, to]) => `${from}>${to}`)).size).toBe(16);
  });

  it('refuses to charge IPSI without the configured rate', () => {
    expect(() => indirectTaxFor({ territory: 'CEUTA' }, 'CEUTA')).toThrow(/IPSI rate/);
  });

  it('labels the tax for readers and computes IGIC 7 % per line', () => {
    const igic = indirectTaxFor(issuer('CANARIAS'), 'CANARIAS');
    expect(taxLabel(igic)).toBe('IGIC 7 %');
    expect(recipientTaxNote(issuer('CANARIAS'), 'CANARIAS')).toBe('IGIC 7 % no incluido');
    // A customer elsewhere reads the tax it pays itself, not only the one it does not.
    expect(recipientTaxNote(issuer('CANARIAS'), 'PENINSULA_BALEARES')).toBe(
      'Sin IGIC: el IVA lo declara su empresa (inversión del sujeto pasivo)',
    );
    expect(recipientTaxNote(issuer('CANARIAS'), 'MELILLA')).toBe(
      'Sin IGIC: el IPSI lo declara su empresa (inversión del sujeto pasivo)',
    );
    expect(taxLabel(indirectTaxFor(issuer('CANARIAS'), 'PENINSULA_BALEARES'))).toBe('IGIC (no sujeta)');
    const totals = invoiceTotals([12000, 355], igic.rateBasisPoints);
    // 7 % of 120.00 = 8.40; of 3.55 = 0.2485 -> 0.25.
    expect(totals.lines.map((line) => line.ivaCents)).toEqual([840, 25]);
    expect(totals.importeTotalImpuestosCents).toBe(12000 + 355 + 840 + 25);
  });
});
