/**
 * Spanish indirect taxes by territory, in one place. The service Cumplia sells (yearly compliance documentation
 * kept up to date on a platform) is a service to businesses (B2B): by the general place-of-supply rule it is
 * located where the recipient is established, so the issuer's own tax applies only when both sit in the same
 * tax territory; otherwise the issuer's tax does not apply ("no sujeta") and the recipient self-assesses its
 * territory's tax ("inversión del sujeto pasivo"). The table, with its sources, is in docs/invoicing.md.
 */

export const TAX_TERRITORIES = ['PENINSULA_BALEARES', 'CANARIAS', 'CEUTA', 'MELILLA'] as const;
export type TaxTerritory = (typeof TAX_TERRITORIES)[number];

export const INDIRECT_TAX_KINDS = ['IVA', 'IGIC', 'IPSI'] as const;
export type IndirectTaxKind = (typeof INDIRECT_TAX_KINDS)[number];

export const TAX_TERRITORY_LABELS: Record<TaxTerritory, string> = {
  PENINSULA_BALEARES: 'Península y Baleares',
  CANARIAS: 'Canarias',
  CEUTA: 'Ceuta',
  MELILLA: 'Melilla',
};

/** The indirect tax each territory levies (Ley 37/1992 art. 3: Canarias, Ceuta and Melilla are outside IVA). */
export const TAX_OF_TERRITORY: Record<TaxTerritory, IndirectTaxKind> = {
  PENINSULA_BALEARES: 'IVA',
  CANARIAS: 'IGIC',
  CEUTA: 'IPSI',
  MELILLA: 'IPSI',
};

/**
 * General rates for services. IVA: Ley 37/1992 art. 90.Uno. IGIC: 7 % general rate (Ley 4/2012 de Canarias, de
 * medidas administrativas y fiscales). IPSI rates are set by each city's tax ordinance (between 0.5 % and 10 %,
 * Ley 8/1991), so a provider established in Ceuta or Melilla configures its rate (PROVIDER_IPSI_RATE_BASIS_POINTS).
 */
export const INDIRECT_TAX_RATES_BASIS_POINTS = { IVA: 2100, IGIC: 700 } as const;

/** Two-digit province prefix of a Spanish postal code: 35 Las Palmas and 38 Santa Cruz de Tenerife, 51, 52. */
export function territoryOfPostalCode(codigoPostal: string): TaxTerritory {
  const prefix = codigoPostal.trim().slice(0, 2);
  if (prefix === '35' || prefix === '38') return 'CANARIAS';
  if (prefix === '51') return 'CEUTA';
  if (prefix === '52') return 'MELILLA';
  return 'PENINSULA_BALEARES';
}

/**
 * The territory of an invoice recipient. A company onboarded by CSV may have no address yet: without a valid
 * postal code the recipient is taken to be in the issuer's territory, so the issuer's own tax is charged (a
 * rectifying invoice corrects it once the address is known) rather than an unfounded 'no sujeta'.
 */
export function recipientTerritory(codigoPostal: string, issuer: TaxIssuer): TaxTerritory {
  return /^\d{5}$/.test(codigoPostal.trim()) ? territoryOfPostalCode(codigoPostal) : issuer.territory;
}

/** The first five-digit postal code in a one-line address, or null. */
export function postalCodeInAddress(address: string): string | null {
  return /\b(\d{5})\b/.exec(address)?.[1] ?? null;
}

/** The values of each Verifactu key Cumplia issues (the stored columns hold these and no other). */
export const VERIFACTU_KEY_VALUES = {
  impuesto: ['01', '02', '03'],
  claveRegimen: ['01', '08'],
  calificacion: ['S1', 'N2'],
} as const;

/** Verifactu (Orden HAC/1177/2024) record keys: Impuesto (L1), ClaveRegimen (L8A/L8B), CalificacionOperacion (L9). */
export type VerifactuTaxKeys = {
  /** 01 IVA, 02 IPSI, 03 IGIC. */
  impuesto: (typeof VERIFACTU_KEY_VALUES.impuesto)[number];
  /** 01 general regime; 08 operations subject to another territory's tax (IPSI/IGIC for IVA, IPSI/IVA for IGIC). */
  claveRegimen: (typeof VERIFACTU_KEY_VALUES.claveRegimen)[number] | null;
  /** S1 subject and not exempt, charged by the issuer; N2 not subject by the place-of-supply rules. */
  calificacion: (typeof VERIFACTU_KEY_VALUES.calificacion)[number];
};

/** What one invoice charges and says about indirect tax, decided once and stored on the invoice. */
export type IndirectTax = {
  /** The tax the issuer administers and records (column heading and Verifactu `Impuesto`). */
  kind: IndirectTaxKind;
  /** The rate charged, in basis points; 0 when the operation is not subject to the issuer's tax. */
  rateBasisPoints: number;
  /** The mention the invoice must carry when no tax is charged (RD 1619/2012 art. 6.1.j and 6.1.m), else null. */
  wording: string | null;
  verifactu: VerifactuTaxKeys;
};

export type TaxIssuer = { territory: TaxTerritory; ipsiRateBasisPoints?: number | null };

const VERIFACTU_TAX_CODE: Record<IndirectTaxKind, VerifactuTaxKeys['impuesto']> = { IVA: '01', IPSI: '02', IGIC: '03' };

/** Why the issuer's tax does not apply, with the article. */
const NOT_SUBJECT: Record<TaxTerritory, string> = {
  PENINSULA_BALEARES:
    'Operación no sujeta al IVA por reglas de localización: servicio prestado a un empresario establecido fuera del territorio de aplicación del impuesto (arts. 3 y 69.Uno.1.º de la Ley 37/1992).',
  CANARIAS:
    'Operación no sujeta al IGIC por reglas de localización: servicio prestado a un empresario no establecido en Canarias (art. 17.Uno.1.º de la Ley 20/1991).',
  CEUTA:
    'Operación no sujeta al IPSI de Ceuta por reglas de localización: servicio prestado a un empresario no establecido en Ceuta (Ley 8/1991 y Ordenanza Fiscal del IPSI de Ceuta).',
  MELILLA:
    'Operación no sujeta al IPSI de Melilla por reglas de localización: servicio prestado a un empresario no establecido en Melilla (Ley 8/1991 y Ordenanza Fiscal del IPSI de Melilla).',
};

/** Who pays the recipient territory's tax: the recipient itself, with the article that says so. */
const REVERSE_CHARGE: Record<TaxTerritory, string> = {
  PENINSULA_BALEARES:
    'Inversión del sujeto pasivo: el IVA lo declara el destinatario (arts. 69.Uno.1.º y 84.Uno.2.º a) de la Ley 37/1992).',
  CANARIAS:
    'Inversión del sujeto pasivo: el IGIC lo declara el destinatario (arts. 17.Uno.1.º y 19.1.2.º a) de la Ley 20/1991).',
  CEUTA:
    'Inversión del sujeto pasivo: el IPSI de Ceuta lo declara el destinatario (art. 30.Dos de la Ordenanza Fiscal del IPSI de Ceuta).',
  MELILLA:
    'Inversión del sujeto pasivo: el IPSI de Melilla lo declara el destinatario (Ordenanza Fiscal del IPSI de Melilla, sujeto pasivo destinatario).',
};

/**
 * The indirect tax of a B2B service from an issuer to a recipient, by their territories. Same territory: the
 * territory's tax at its general rate (S1). Different territories: not subject to the issuer's tax by the
 * place-of-supply rules (N2, regime key 08) and the recipient self-assesses its own (reverse charge).
 */
export function indirectTaxFor(issuer: TaxIssuer, recipient: TaxTerritory): IndirectTax {
  const kind = TAX_OF_TERRITORY[issuer.territory];
  const impuesto = VERIFACTU_TAX_CODE[kind];
  if (issuer.territory !== recipient) {
    return {
      kind,
      rateBasisPoints: 0,
      wording: `${NOT_SUBJECT[issuer.territory]} ${REVERSE_CHARGE[recipient]}`,
      verifactu: { impuesto, claveRegimen: kind === 'IPSI' ? null : '08', calificacion: 'N2' },
    };
  }
  const rateBasisPoints = kind === 'IPSI' ? issuer.ipsiRateBasisPoints : INDIRECT_TAX_RATES_BASIS_POINTS[kind];
  if (rateBasisPoints == null) throw new Error('An issuer established in Ceuta or Melilla needs its IPSI rate.');
  return {
    kind,
    rateBasisPoints,
    wording: null,
    // ClaveRegimen is only defined for IVA and IGIC records.
    verifactu: { impuesto, claveRegimen: kind === 'IPSI' ? null : '01', calificacion: 'S1' },
  };
}

/** `7 %`, `21 %`, `0,5 %`: a rate as Spanish text. */
export const formatTaxRate = (basisPoints: number) => `${String(basisPoints / 100).replace('.', ',')} %`;

/** The heading of the tax for a reader: `IGIC 7 %`, or `IGIC (no sujeta)` when nothing is charged. */
export const taxLabel = (tax: Pick<IndirectTax, 'kind' | 'rateBasisPoints' | 'wording'>) =>
  tax.wording ? `${tax.kind} (no sujeta)` : `${tax.kind} ${formatTaxRate(tax.rateBasisPoints)}`;

/**
 * How a price quoted to a known customer stands with tax, in the customer's own terms: `IGIC 7 % no incluido` where
 * the issuer charges its tax, or, for a customer in another territory, the tax it pays itself: `Sin IGIC: el IVA lo
 * declara su empresa (inversión del sujeto pasivo)`.
 */
export function recipientTaxNote(issuer: TaxIssuer, recipient: TaxTerritory): string {
  const tax = indirectTaxFor(issuer, recipient);
  if (!tax.wording) return `${tax.kind} ${formatTaxRate(tax.rateBasisPoints)} no incluido`;
  return `Sin ${tax.kind}: el ${TAX_OF_TERRITORY[recipient]} lo declara su empresa (inversión del sujeto pasivo)`;
}

/** The tax note of a price for a customer at a postal code, e.g. 'IGIC 7 % no incluido'. */
export const customerPriceTaxNote = (codigoPostal: string, issuer: TaxIssuer) =>
  recipientTaxNote(issuer, recipientTerritory(codigoPostal, issuer));

/**
 * Neutral words for prices shown before the customer's territory is known (public pages, price inputs): the tax,
 * if any, depends on the provider's and the customer's territories.
 */
export const PRICE_TAX_NOTE = 'impuestos indirectos no incluidos';
