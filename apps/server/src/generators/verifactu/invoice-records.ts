import type { ComputerSystem, InvoiceType } from '../../lib/billing-system.js';
import { writeXml, type XmlNode } from '../sepa/xml-writer.js';
import { AEAT_NAMESPACES, aeatAmount, aeatDate, aeatNif, aeatRate, aeatText } from './aeat-format.js';
import { altaFingerprint, anulacionFingerprint } from './fingerprint.js';

/**
 * Verifactu invoice records (Real Decreto 1007/2023, Orden HAC/1177/2024, art. 10 and the record design of its
 * annex): `RegistroAlta` for an invoice issued, `RegistroAnulacion` for one cancelled, each chained to the
 * record generated before it. Pure: plain data in, the record's XML element (namespace declared on it, so it
 * stands alone as the record kept and can be embedded in any submission) and its fingerprint out.
 */

/** An invoice's identity in the records: issuer NIF, series and number, issue date (`yyyy-mm-dd`). */
export type InvoiceIdentity = { issuerNif: string; numero: string; fecha: string };

/** What every record carries besides its own data: the record before it, when it was generated, by what. */
export type RecordChaining = {
  /** The previous record of this system (its invoice identity and fingerprint), or null for the first one. */
  previous: (InvoiceIdentity & { hash: string }) | null;
  /** FechaHoraHusoGenRegistro: Madrid time with its offset, to the second. */
  recordTimestamp: string;
  system: ComputerSystem;
  /** RefExterna: our own reference of the record, echoed back in the AEAT's answer. */
  reference: string;
};

/** One line of the tax breakdown (DetalleDesglose; lists L1, L8A/L8B, L9 of the Orden). */
export type TaxBreakdownLine = {
  impuesto: '01' | '02' | '03';
  /** Only for IVA and IGIC. */
  claveRegimen: '01' | '08' | null;
  calificacion: 'S1' | 'N2';
  rateBasisPoints: number;
  baseCents: number;
  cuotaCents: number;
};

export type AltaRecordInput = RecordChaining & {
  invoice: InvoiceIdentity;
  issuerName: string;
  tipoFactura: InvoiceType;
  /** Rectifying invoices: by differences (I) or by substitution (S, with the rectified amounts). */
  rectification: {
    tipo: 'I' | 'S';
    rectified: InvoiceIdentity[];
    rectifiedAmounts: { baseCents: number; cuotaCents: number } | null;
  } | null;
  /** The operation date, only when it differs from the issue date. */
  fechaOperacion: string | null;
  descripcion: string;
  /** The recipient; absent only on simplified invoices (F2, R5). */
  recipient: { name: string; nif: string } | null;
  breakdown: TaxBreakdownLine[];
  cuotaTotalCents: number;
  importeTotalCents: number;
  /**
   * A record that corrects an earlier one of the same invoice (Subsanacion = S): after the AEAT accepted it
   * with errors (no RechazoPrevio), after it rejected the first record (RechazoPrevio = X: the invoice is not
   * registered at the AEAT), or after it rejected a correction of a registered one (RechazoPrevio = S).
   */
  correction: { rechazoPrevio: 'S' | 'X' | null } | null;
};

export type AnulacionRecordInput = RecordChaining & {
  invoice: InvoiceIdentity;
  /** The invoice's registration never reached the AEAT (SinRegistroPrevio = S). */
  withoutPriorRecord: boolean;
  /** A new cancellation after the AEAT rejected the previous one (RechazoPrevio = S). */
  afterRejection: boolean;
};

export type BuiltRecord = { xml: string; hash: string };

const sf = (name: string) => `sf:${name}`;

function prefixed(node: Record<string, XmlNode | XmlNode[] | undefined>): XmlNode {
  const out: Record<string, XmlNode | XmlNode[]> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    out[key.startsWith('@') ? key : sf(key)] = value;
  }
  return out;
}

const invoiceIdentity = (invoice: InvoiceIdentity) =>
  prefixed({
    IDEmisorFactura: aeatNif(invoice.issuerNif),
    NumSerieFactura: invoice.numero,
    FechaExpedicionFactura: aeatDate(invoice.fecha),
  });

function chaining(record: RecordChaining): XmlNode {
  const { previous } = record;
  return prefixed({
    [previous ? 'RegistroAnterior' : 'PrimerRegistro']: previous
      ? prefixed({
          IDEmisorFactura: aeatNif(previous.issuerNif),
          NumSerieFactura: previous.numero,
          FechaExpedicionFactura: aeatDate(previous.fecha),
          Huella: previous.hash,
        })
      : 'S',
  });
}

const yesNo = (value: boolean) => (value ? 'S' : 'N');

function computerSystem(system: ComputerSystem): XmlNode {
  return prefixed({
    NombreRazon: aeatText(system.producerName, 120),
    NIF: aeatNif(system.producerNif),
    NombreSistemaInformatico: aeatText(system.name, 30),
    IdSistemaInformatico: system.id,
    Version: aeatText(system.version, 50),
    NumeroInstalacion: aeatText(system.installationNumber, 100),
    TipoUsoPosibleSoloVerifactu: yesNo(system.onlyVerifactu),
    TipoUsoPosibleMultiOT: yesNo(system.multipleTaxpayersPossible),
    IndicadorMultiplesOT: yesNo(system.multipleTaxpayersInUse),
  });
}

/**
 * A breakdown line: a subject operation (S1) carries its rate and tax; a not-subject one (N2) carries only the
 * amount, as `BaseImponibleOimporteNoSujeto` (validations 15.4 and 15.7). `ClaveRegimen` exists only for IVA and
 * IGIC (15.6).
 */
function breakdownLine(line: TaxBreakdownLine): XmlNode {
  const subject = line.calificacion === 'S1';
  return prefixed({
    Impuesto: line.impuesto,
    ClaveRegimen: line.impuesto === '02' ? undefined : (line.claveRegimen ?? undefined),
    CalificacionOperacion: line.calificacion,
    TipoImpositivo: subject ? aeatRate(line.rateBasisPoints) : undefined,
    BaseImponibleOimporteNoSujeto: aeatAmount(line.baseCents),
    CuotaRepercutida: subject ? aeatAmount(line.cuotaCents) : undefined,
  });
}

const serialise = (name: string, node: XmlNode) => {
  const out: string[] = [];
  writeXml(name, node, out);
  return out.join('');
};

export function buildAltaRecord(input: AltaRecordInput): BuiltRecord {
  const hash = altaFingerprint({
    issuerNif: aeatNif(input.invoice.issuerNif),
    numero: input.invoice.numero,
    fecha: input.invoice.fecha,
    tipoFactura: input.tipoFactura,
    cuotaTotalCents: input.cuotaTotalCents,
    importeTotalCents: input.importeTotalCents,
    previousHash: input.previous?.hash ?? null,
    recordTimestamp: input.recordTimestamp,
  });
  const { rectification, recipient, correction } = input;
  const node = prefixed({
    '@xmlns:sf': AEAT_NAMESPACES.sf,
    IDVersion: '1.0',
    IDFactura: invoiceIdentity(input.invoice),
    RefExterna: input.reference,
    NombreRazonEmisor: aeatText(input.issuerName, 120),
    Subsanacion: correction ? 'S' : undefined,
    RechazoPrevio: correction?.rechazoPrevio ?? undefined,
    TipoFactura: input.tipoFactura,
    TipoRectificativa: rectification?.tipo,
    FacturasRectificadas: rectification
      ? prefixed({ IDFacturaRectificada: rectification.rectified.map(invoiceIdentity) })
      : undefined,
    ImporteRectificacion:
      rectification?.tipo === 'S' && rectification.rectifiedAmounts
        ? prefixed({
            BaseRectificada: aeatAmount(rectification.rectifiedAmounts.baseCents),
            CuotaRectificada: aeatAmount(rectification.rectifiedAmounts.cuotaCents),
          })
        : undefined,
    FechaOperacion: input.fechaOperacion ? aeatDate(input.fechaOperacion) : undefined,
    DescripcionOperacion: aeatText(input.descripcion, 500),
    Destinatarios: recipient
      ? prefixed({
          IDDestinatario: prefixed({ NombreRazon: aeatText(recipient.name, 120), NIF: aeatNif(recipient.nif) }),
        })
      : undefined,
    Desglose: prefixed({ DetalleDesglose: input.breakdown.map(breakdownLine) }),
    CuotaTotal: aeatAmount(input.cuotaTotalCents),
    ImporteTotal: aeatAmount(input.importeTotalCents),
    Encadenamiento: chaining(input),
    SistemaInformatico: computerSystem(input.system),
    FechaHoraHusoGenRegistro: input.recordTimestamp,
    TipoHuella: '01',
    Huella: hash,
  });
  return { xml: serialise(sf('RegistroAlta'), node), hash };
}

export function buildAnulacionRecord(input: AnulacionRecordInput): BuiltRecord {
  const hash = anulacionFingerprint({
    issuerNif: aeatNif(input.invoice.issuerNif),
    numero: input.invoice.numero,
    fecha: input.invoice.fecha,
    previousHash: input.previous?.hash ?? null,
    recordTimestamp: input.recordTimestamp,
  });
  const node = prefixed({
    '@xmlns:sf': AEAT_NAMESPACES.sf,
    IDVersion: '1.0',
    IDFactura: prefixed({
      IDEmisorFacturaAnulada: aeatNif(input.invoice.issuerNif),
      NumSerieFacturaAnulada: input.invoice.numero,
      FechaExpedicionFacturaAnulada: aeatDate(input.invoice.fecha),
    }),
    RefExterna: input.reference,
    SinRegistroPrevio: input.withoutPriorRecord ? 'S' : undefined,
    RechazoPrevio: input.afterRejection ? 'S' : undefined,
    Encadenamiento: chaining(input),
    SistemaInformatico: computerSystem(input.system),
    FechaHoraHusoGenRegistro: input.recordTimestamp,
    TipoHuella: '01',
    Huella: hash,
  });
  return { xml: serialise(sf('RegistroAnulacion'), node), hash };
}
