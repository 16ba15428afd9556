/**
 * SEPA creditor identifier (EPC262-08 AT-02): country, 2 check digits, 3-character business code, national id.
 * The check digits cover the national id + country + `00`; the business code is left out.
 */

function lettersToDigits(value: string): string {
  let out = '';
  for (const char of value) out += /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
  return out;
}

function mod97(numeric: string): number {
  let remainder = 0;
  for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}

export function creditorIdCheckDigits(country: string, nationalId: string): string {
  const remainder = mod97(lettersToDigits(`${nationalId}${country}00`));
  return String(98 - remainder).padStart(2, '0');
}

export function isValidCreditorId(value: string): boolean {
  if (typeof value !== 'string') return false;
  const id = value.replace(/\s/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!match) return false;
  const [, country = '', checkDigits, nationalId = ''] = match;
  return creditorIdCheckDigits(country, nationalId) === checkDigits;
}
