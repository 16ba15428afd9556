import { aeatAmount, aeatDate, aeatNif } from './aeat-format.js';

/**
 * The invoice QR code's content (Orden HAC/1177/2024 art. 21; AEAT "Características del QR y especificaciones
 * del servicio de cotejo", section 6): the AEAT service that lets the recipient check the invoice, with the four
 * parameters URL-encoded in UTF-8.
 */
export function verifactuQrUrl(
  baseUrl: string,
  input: { issuerNif: string; numero: string; fecha: string; importeTotalCents: number },
): string {
  const query = new URLSearchParams({
    nif: aeatNif(input.issuerNif),
    numserie: input.numero,
    fecha: aeatDate(input.fecha),
    importe: aeatAmount(input.importeTotalCents),
  });
  return `${baseUrl}?${query.toString()}`;
}
