import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

export function normalizeIban(value: string): string {
  return typeof value === 'string' ? (electronicFormatIBAN(value) ?? '') : '';
}

function cccCheckDigit(tenDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(tenDigits.charAt(i)) * (CCC_WEIGHTS[i] ?? 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 1;
  return digit;
}

/** The Spanish CCC (entity 4, office 4, control 2, account 10) national check digits. */
function hasValidSpanishCcc(iban: string): boolean {
  const bban = iban.slice(4);
  if (!/^\d{20}$/.test(bban)) return false;
  const first = cccCheckDigit(`00${bban.slice(0, 8)}`);
  const second = cccCheckDigit(bban.slice(10, 20));
  return bban.slice(8, 10) === `${first}${second}`;
}

/**
 * An IBAN of any country in the SWIFT registry: length, BBAN format, mod 97 and check digits 02-98.
 * Spanish IBANs must also carry valid CCC check digits.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!iban || !isValidIBAN(iban)) return false;
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return iban.startsWith('ES') ? hasValidSpanishCcc(iban) : true;
}

/** The spec's form check for account numbers: two upper-case letters followed by 22 digits. */
export function hasSpanishIbanForm(value: string): boolean {
  return /^[A-Z]{2}\d{22}$/.test(value);
}

/** An IBAN grouped by four with all but the country, check digits and last four hidden: `ES91 **** … 1332`. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value) || value.replace(/\s/g, '');
  if (iban.length < 8) return iban;
  const hidden = iban.slice(4, -4).replace(/./g, '*');
  return `${iban.slice(0, 4)}${hidden}${iban.slice(-4)}`.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN grouped by four for reading: `ES91 2100 0418 4502 0005 1332`. */
export function formatIban(value: string): string {
  return (normalizeIban(value) || value).replace(/(.{4})(?=.)/g, '$1 ');
}
