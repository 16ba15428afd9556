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

/** The first TARGET2 business day on or after `date`. */
const businessDayFrom = (date: string) => {
  let day = date;
  while (!isTargetBusinessDay(day)) day = addDays(day, 1);
  return day;
};

/**
 * The date the bank is asked to collect on: the invoice's billing date, rolled to a TARGET2 business day, but never
 * before the business day after the one the file reaches the debtor's bank (SEPA Core: the file at the debtor bank
 * by D-1 in TARGET2 business days). A file made on a closed day (a Sunday) reaches the bank the next business day.
 */
export function collectionDate(billingDate: string, today: string): string {
  const delivered = businessDayFrom(today);
  const earliest = businessDayFrom(addDays(delivered, 1));
  return businessDayFrom(billingDate > earliest ? billingDate : earliest);
}

/**
 * The date an invoice is collected on: the later of its billing date, the day its notice (the invoice e-mail, sent
 * on its issue date, or the re-presentation notice sent today) plus the mandate's pre-notification period, and the
 * earliest day a file made today can ask for (`collectionDate`). The invoice e-mail states this date, computed with
 * `today` = the issue date.
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
