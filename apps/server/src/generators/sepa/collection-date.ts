import { addDays } from '@cumplia/domain';

/** Easter Sunday (anonymous Gregorian algorithm), for TARGET2's Good Friday and Easter Monday closings. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A TARGET2 business day: not a weekend, 1 January, Good Friday, Easter Monday, 1 May, 25 or 26 December. */
export function isTargetBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return date !== addDays(easter, -2) && date !== addDays(easter, 1);
}

/**
 * The date the bank is asked to collect on: the invoice's billing date, but never before the next TARGET2
 * business day after today (SEPA Core needs the file at the bank at least one business day ahead).
 */
export function collectionDate(billingDate: string, today: string): string {
  let earliest = addDays(today, 1);
  while (!isTargetBusinessDay(earliest)) earliest = addDays(earliest, 1);
  let date = billingDate > earliest ? billingDate : earliest;
  while (!isTargetBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * The date an invoice is collected on: the later of its billing date, the day its notice (the invoice e-mail, sent
 * on its issue date) plus the mandate's pre-notification period, and the next TARGET2 business day after today.
 * The invoice e-mail states this date, computed with `today` = the issue date.
 */
export function invoiceCollectionDate(input: {
  billingDate: string;
  notifiedOn: string;
  prenotificationDays: number;
  today: string;
}): string {
  const noticeEnds = addDays(input.notifiedOn, input.prenotificationDays);
  const [later = noticeEnds] = [input.billingDate, noticeEnds].sort().reverse();
  return collectionDate(later, input.today);
}
