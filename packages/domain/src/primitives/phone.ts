export const PHONE_PREFIX = '+34';

/** Removes whitespace and forces the +34 prefix, as every phone field of the spec does. */
export function normalizeSpanishPhone(value: string): string {
  const compact = typeof value === 'string' ? value.replace(/\s/g, '') : '';
  if (compact === '') return '';
  if (compact.startsWith(PHONE_PREFIX)) return compact;
  if (compact.startsWith('0034')) return `${PHONE_PREFIX}${compact.slice(4)}`;
  return `${PHONE_PREFIX}${compact.replace(/^\+/, '')}`;
}

/** `+34` followed by exactly 9 digits. */
export function isValidSpanishPhone(value: string): boolean {
  return typeof value === 'string' && /^\+34\d{9}$/.test(value);
}
