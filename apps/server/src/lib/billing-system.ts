/**
 * What Cumplia is as a billing system (sistema informático de facturación) for Verifactu: the name, the
 * two-character id and the version its producer declares (declaración responsable) and every record carries.
 * A new version of the invoicing, record or submission code gets a new version here and a new declaration.
 */
export const BILLING_SYSTEM = {
  name: 'Cumplia',
  id: 'CU',
  version: '1.0',
  /** The day the producer signed the declaration of this version. */
  declaredOn: '2026-11-26',
  /** Cumplia sends every record to the AEAT; it has no mode that keeps records without sending them. */
  onlyVerifactu: true,
  /** One installation invoices for one taxpayer: the provider. */
  multipleTaxpayersPossible: false,
} as const;

/** The billing system that generates the records (SistemaInformatico), as its producer's declaration states. */
export type ComputerSystem = {
  producerName: string;
  producerNif: string;
  name: string;
  /** Two capital letters or digits. */
  id: string;
  version: string;
  installationNumber: string;
  /** The system can only work as VERI*FACTU (it sends every record). */
  onlyVerifactu: boolean;
  /** The system can serve several taxpayers, and whether this installation does. */
  multipleTaxpayersPossible: boolean;
  multipleTaxpayersInUse: boolean;
};

/** The kinds of invoice Cumplia records (TipoFactura): ordinary, simplified, and the rectifying R1-R5. */
export const INVOICE_TYPES = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
