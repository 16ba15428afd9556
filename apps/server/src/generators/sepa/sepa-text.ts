/**
 * The EPC's SEPA character set (Latin basic): letters, digits, space and / - ? : ( ) . , ' +. Spanish letters are
 * transliterated (á -> a, ñ -> n, ç -> c), '&' becomes 'Y' as Spanish banks write it, anything else a space.
 */
export function sepaText(value: string, maxLength: number): string {
  const transliterated = value
    .replace(/&/g, ' Y ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ºª]/g, '.')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return transliterated.slice(0, maxLength).trim();
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId, mandate reference): SEPA characters without spaces, never starting
 * or ending with '/' and never containing '//'.
 */
export function sepaIdentifier(value: string, maxLength = 35): string {
  return sepaText(value, 1000)
    .replace(/ /g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .slice(0, maxLength);
}
