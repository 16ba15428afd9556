/**
 * Value formats of the AEAT's Verifactu messages (SuministroInformacion.xsd; "Descripción de los servicios web",
 * sections 6.7 to 6.9).
 */

const AEAT_WS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

/** The schema namespaces, with the prefixes our messages use for them. */
export const AEAT_NAMESPACES = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  /** SuministroLR.xsd: the submission (`RegFactuSistemaFacturacion`). */
  sfLR: `${AEAT_WS}/SuministroLR.xsd`,
  /** SuministroInformacion.xsd: the records and every common type. */
  sf: `${AEAT_WS}/SuministroInformacion.xsd`,
  /** RespuestaSuministro.xsd: the AEAT's answer. */
  sfR: `${AEAT_WS}/RespuestaSuministro.xsd`,
} as const;

/** `dd-mm-yyyy`, the AEAT's date form in records, fingerprints and QR codes. */
export const aeatDate = (calendarDate: string) => calendarDate.split('-').reverse().join('-');

/** Amounts with a dot and two decimals (`-12.30`), as `ImporteSgn12.2Type` allows. */
export const aeatAmount = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/** A rate in basis points as a percentage with two decimals (`21.00`, `7.00`). */
export const aeatRate = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/**
 * A free text for a record field: trimmed (the AEAT trims too, and fingerprints use the trimmed value), inner
 * whitespace collapsed, the characters the AEAT refuses in text values (`<`, `>`, `"`, `'`, `=`; error 1287)
 * replaced by their typographic forms or dropped, and cut to the field's length.
 */
export function aeatText(text: string, maxLength: number): string {
  const cleaned = text.replace(/'/g, '’').replace(/"/g, '”').replace(/[<>=]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...cleaned].slice(0, maxLength).join('').trim();
}

/** A Spanish NIF as the records carry it: upper case, without spaces or separators. */
export const aeatNif = (nif: string) => nif.replace(/[\s.-]/g, '').toUpperCase();
