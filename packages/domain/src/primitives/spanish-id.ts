/**
 * Spanish tax identifiers: DNI, NIE, NIF-KLM and CIF.
 * Inputs are normalised (trimmed, upper-cased, spaces and hyphens removed) before checking,
 * so `12345678-z` and `12345678Z` are the same number. The validators never throw.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Organisation letters whose control character must be a letter. */
const CIF_LETTER_CONTROL = new Set(['N', 'P', 'Q', 'R', 'S', 'W']);
/** Organisation letters whose control character must be a digit (unless non-resident, see below). */
const CIF_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);

export function normalizeTaxId(value: string): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : '';
}

function dniLetterFor(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

export function isValidDni(value: string): boolean {
  const id = normalizeTaxId(value);
  if (!/^\d{8}[A-Z]$/.test(id)) return false;
  return dniLetterFor(id.slice(0, 8)) === id.charAt(8);
}

export function isValidNie(value: string): boolean {
  const id = normalizeTaxId(value);
  if (!/^[XYZ]\d{7}[A-Z]$/.test(id)) return false;
  const digits = `${NIE_PREFIX_DIGIT[id.charAt(0)]}${id.slice(1, 8)}`;
  return dniLetterFor(digits) === id.charAt(8);
}

/** K (under 14), L (non-resident Spaniard) and M (foreigner without NIE): the DNI rule over 7 digits. */
export function isValidNifKlm(value: string): boolean {
  const id = normalizeTaxId(value);
  if (!/^[KLM]\d{7}[A-Z]$/.test(id)) return false;
  return dniLetterFor(id.slice(1, 8)) === id.charAt(8);
}

function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits.charAt(i));
    if (i % 2 === 1) {
      sum += n;
    } else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * CIF with the strict control-character rule (docs/domain.md): a letter for N, P, Q, R, S, W and for
 * non-residents (digits 2-3 are `00`); a digit for A, B, E, H; either for the other organisation letters.
 */
export function isValidCif(value: string): boolean {
  const id = normalizeTaxId(value);
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return false;
  const organisation = id.charAt(0);
  const digits = id.slice(1, 8);
  const control = id.charAt(8);
  const expected = cifControlDigit(digits);
  const expectedLetter = CIF_CONTROL_LETTERS.charAt(expected);
  const isLetter = /[A-Z]/.test(control);
  const nonResident = digits.startsWith('00');
  if (CIF_LETTER_CONTROL.has(organisation) || nonResident) return isLetter && control === expectedLetter;
  if (CIF_DIGIT_CONTROL.has(organisation)) return !isLetter && control === String(expected);
  return isLetter ? control === expectedLetter : control === String(expected);
}

/** The CIF of an organisation whose control character is a digit (A, B, E, H) from its seven digits. */
export function cifWithControlDigit(organisation: 'A' | 'B' | 'E' | 'H', digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new Error('A CIF has seven digits between its letter and its control.');
  return `${organisation}${digits}${cifControlDigit(digits)}`;
}

/** A personal NIF: DNI, NIE or NIF-KLM. This is what a login username must be. */
export function isValidPersonalNif(value: string): boolean {
  return isValidDni(value) || isValidNie(value) || isValidNifKlm(value);
}

/** Any Spanish tax id: a personal NIF (DNI, NIE, K/L/M) or a CIF. */
export function isValidNif(value: string): boolean {
  return isValidPersonalNif(value) || isValidCif(value);
}

/**
 * A tax id shown where it must not be copied from (the signing page, whose identity check asks for it): all but its
 * last three characters hidden, '•••••678Z'.
 */
export function maskTaxId(value: string): string {
  const id = normalizeTaxId(value);
  return `${'•'.repeat(Math.max(0, id.length - 3))}${id.slice(-3)}`;
}
