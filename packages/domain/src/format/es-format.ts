import { isCalendarDate } from '../primitives/calendar-date.js';
import { type Cents, eurosToCents } from '../primitives/money.js';

export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

const dateFormatter = new Intl.DateTimeFormat('es-ES', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const euroFormatter = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // es-ES leaves four-digit amounts ungrouped by default; invoices read better as 1.234,56 €.
  useGrouping: 'always',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/mm/yyyy. A calendar date (`yyyy-mm-dd`) is printed as is; an instant is shown in Madrid time.
 * Anything unparseable gives an empty string rather than 'Invalid Date'.
 */
export function formatDateEs(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

/** `21/11/2026 10:15`: an instant in Madrid time. */
export const formatDateTimeEs = (iso: string) =>
  `${formatDateEs(iso)} ${new Date(iso).toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' })}`;

const TYPED_DATE_ES = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The calendar date (`yyyy-mm-dd`) of a date typed the Spanish way: dd/mm/yyyy, also with one-digit day or month
 * and '-' or '.' between the parts. Null when it is not a real date (31/02/2026, 2026-03-05, 05/03/26).
 */
export function parseDateEs(text: string): string | null {
  const match = TYPED_DATE_ES.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

// Built once: a DateTimeFormat with a time zone costs a fraction of a millisecond to create, on every request.
const madridCalendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Madrid as `yyyy-mm-dd`. */
export function todayInMadrid(now: Date = new Date()): string {
  return madridCalendarDate.format(now);
}

/** `1.234,56 €` from integer cents. */
export function formatEuros(cents: Cents): string {
  return euroFormatter.format(cents / 100);
}

/** The same, from an amount in euros as the API answers it (`1234.56`). */
export function formatEuroAmount(euros: number): string {
  return formatEuros(eurosToCents(euros));
}

type PostalAddress = { direccion: string; codigoPostal: string; localidad: string; provincia: string };

/** `Calle Herradores 18, 38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)`; without a town, the province. */
export function fullAddress(address: PostalAddress): string {
  const town = [address.codigoPostal, address.localidad || address.provincia].filter(Boolean).join(' ');
  const province = address.localidad && address.provincia && address.provincia !== address.localidad;
  return [address.direccion, `${town}${province ? ` (${address.provincia})` : ''}`].filter(Boolean).join(', ');
}

/**
 * A text shortened to at most `max` characters at a word boundary, with '…' when something was left out: a
 * preview never ends in half a word.
 */
export function shortenAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:·-]+$/, '')}…`;
}

/** '07/12/2026, 17:35:02' in `timeZone`: a moment to the second, as logs and evidence print it. */
export const dateTimeToTheSecond = (timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** Lower case, no accents, single spaces: 'Santa Cruz de  Tenerife' and 'santa cruz de tenerife' compare equal. */
export const comparableText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A name as part of a file name: 'Gestoría Atlántica S.L.' reads 'gestoria_atlantica_s_l' (at most 40 letters). */
export const fileNamePart = (text: string) =>
  comparableText(text)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');

/** 'A, B y C' (or 'A, B ni C' after a negation). */
export function listEs(items: readonly string[], conjunction = 'y'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
