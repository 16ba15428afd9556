import { createHash } from 'node:crypto';
import { BUSINESS_TIME_ZONE, type IndirectTax } from '@cumplia/domain';

/**
 * Verifactu invoice records (Real Decreto 1007/2023, Orden HAC/1177/2024). Each record's fingerprint ("huella")
 * is SHA-256 over the fields the AEAT specification names for a RegistroAlta, in its order and `name=value&`
 * form, chained to the previous record's fingerprint. Submission to the AEAT is not done yet (docs/invoicing.md).
 */
export type VerifactuRecord = {
  issuerNif: string;
  numero: string;
  /** Issue date, `yyyy-mm-dd`. */
  fecha: string;
  tipoFactura: 'F1' | 'R1';
  cuotaTotalCents: number;
  importeTotalCents: number;
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro, e.g. `2026-11-21T10:15:00+01:00`. */
  recordTimestamp: string;
};

/** `dd-mm-yyyy`, the AEAT's date form in fingerprints and QR codes. */
export const aeatDate = (calendarDate: string) => calendarDate.split('-').reverse().join('-');

/** Amounts with a dot and two decimals (`-12.30`). */
export const aeatAmount = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

export function verifactuHash(record: VerifactuRecord): string {
  const chain = [
    `IDEmisorFactura=${record.issuerNif}`,
    `NumSerieFactura=${record.numero}`,
    `FechaExpedicionFactura=${aeatDate(record.fecha)}`,
    `TipoFactura=${record.tipoFactura}`,
    `CuotaTotal=${aeatAmount(record.cuotaTotalCents)}`,
    `ImporteTotal=${aeatAmount(record.importeTotalCents)}`,
    `Huella=${record.previousHash ?? ''}`,
    `FechaHoraHusoGenRegistro=${record.recordTimestamp}`,
  ].join('&');
  return createHash('sha256').update(chain, 'utf8').digest('hex').toUpperCase();
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** The instant in Madrid time with its UTC offset, to the second: `2026-11-21T10:15:00+01:00`. */
export function recordTimestampOf(instant: Date): string {
  const parts = Object.fromEntries(madridParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The QR code's content: the AEAT service that lets the recipient check the invoice was recorded. */
export function verifactuQrUrl(
  baseUrl: string,
  input: { issuerNif: string; numero: string; fecha: string; importeTotalCents: number },
): string {
  const query = new URLSearchParams({
    nif: input.issuerNif,
    numserie: input.numero,
    fecha: aeatDate(input.fecha),
    importe: aeatAmount(input.importeTotalCents),
  });
  return `${baseUrl}?${query.toString()}`;
}

/**
 * The `Desglose/DetalleDesglose` of a RegistroAlta (Orden HAC/1177/2024, lists L1, L8A/L8B, L9) for an invoice
 * with one tax rate, as the submission job will send it. A subject operation (S1) carries the rate and the tax
 * amount; a not-subject one (N1, N2) carries only the amount, as `BaseImponibleOimporteNoSujeto`. `ClaveRegimen`
 * exists only for IVA and IGIC. Not part of the fingerprint.
 */
export function verifactuBreakdown(tax: IndirectTax, baseCents: number, taxCents: number): Record<string, string> {
  const { impuesto, claveRegimen, calificacion } = tax.verifactu;
  const detail: Record<string, string> = { Impuesto: impuesto };
  if (claveRegimen) detail.ClaveRegimen = claveRegimen;
  detail.CalificacionOperacion = calificacion;
  if (calificacion.startsWith('S')) detail.TipoImpositivo = (tax.rateBasisPoints / 100).toFixed(2);
  detail.BaseImponibleOimporteNoSujeto = aeatAmount(baseCents);
  if (calificacion.startsWith('S')) detail.CuotaRepercutida = aeatAmount(taxCents);
  return detail;
}
