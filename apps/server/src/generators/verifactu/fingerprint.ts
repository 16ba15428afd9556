import { createHash } from 'node:crypto';
import { aeatAmount, aeatDate } from './aeat-format.js';

/**
 * The fingerprint ("huella") of a Verifactu record: SHA-256, upper-case hex, over the fields the AEAT's
 * "Especificaciones técnicas para generación de la huella o hash de los registros de facturación" (v0.1.2) names
 * for each record type, as `name=value&...`, chained to the previous record's fingerprint (empty for the first).
 */
const sha256 = (chain: string) => createHash('sha256').update(chain, 'utf8').digest('hex').toUpperCase();

export type AltaFingerprintInput = {
  issuerNif: string;
  numero: string;
  /** Issue date, `yyyy-mm-dd`. */
  fecha: string;
  tipoFactura: string;
  cuotaTotalCents: number;
  importeTotalCents: number;
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro, e.g. `2026-11-21T10:15:00+01:00`. */
  recordTimestamp: string;
};

export function altaFingerprint(record: AltaFingerprintInput): string {
  return sha256(
    [
      `IDEmisorFactura=${record.issuerNif}`,
      `NumSerieFactura=${record.numero}`,
      `FechaExpedicionFactura=${aeatDate(record.fecha)}`,
      `TipoFactura=${record.tipoFactura}`,
      `CuotaTotal=${aeatAmount(record.cuotaTotalCents)}`,
      `ImporteTotal=${aeatAmount(record.importeTotalCents)}`,
      `Huella=${record.previousHash ?? ''}`,
      `FechaHoraHusoGenRegistro=${record.recordTimestamp}`,
    ].join('&'),
  );
}

export type AnulacionFingerprintInput = {
  issuerNif: string;
  numero: string;
  fecha: string;
  previousHash: string | null;
  recordTimestamp: string;
};

export function anulacionFingerprint(record: AnulacionFingerprintInput): string {
  return sha256(
    [
      `IDEmisorFacturaAnulada=${record.issuerNif}`,
      `NumSerieFacturaAnulada=${record.numero}`,
      `FechaExpedicionFacturaAnulada=${aeatDate(record.fecha)}`,
      `Huella=${record.previousHash ?? ''}`,
      `FechaHoraHusoGenRegistro=${record.recordTimestamp}`,
    ].join('&'),
  );
}
