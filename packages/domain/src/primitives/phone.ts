export const PHONE_PREFIX = '+34';

/**
 * Removes whitespace and forces the +34 prefix, as every phone field of the spec does. `34` and nine digits (what
 * Excel keeps of a typed `+34 612 345 678`: it reads the plus as a sign) is the same number.
 */
export function normalizeSpanishPhone(value: string): string {
  const compact = typeof value === 'string' ? value.replace(/\s/g, '') : '';
  if (compact === '') return '';
  if (compact.startsWith(PHONE_PREFIX)) return compact;
  if (compact.startsWith('0034')) return `${PHONE_PREFIX}${compact.slice(4)}`;
  if (/^34\d{9}$/.test(compact)) return `+${compact}`;
  return `${PHONE_PREFIX}${compact.replace(/^\+/, '')}`;
}

/** A Spanish mobile, the only kind of number an SMS reaches: 6 and nine digits in all, or 71 to 74 (CNMC plan). */
export const isSpanishMobile = (phone: string) => /^\+34(6\d{8}|7[1-4]\d{7})$/.test(phone);

/**
 * A phone a spreadsheet turned into a number in scientific notation ('3,46123E+10'): its last digits are lost
 * and cannot be recovered from the file.
 */
export const isScientificNotation = (phone: string) => /\d[.,]\d+e\+?\d+$/i.test(phone.replace(/\s/g, ''));

/** `+34` followed by exactly 9 digits. */
export function isValidSpanishPhone(value: string): boolean {
  return typeof value === 'string' && /^\+34\d{9}$/.test(value);
}
