/** Calendar dates (`yyyy-mm-dd`, no time zone): renewal periods, invoice dates, billing dates. */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(value: string): Date {
  const match = CALENDAR_DATE.exec(value);
  if (!match) throw new RangeError(`Not a calendar date: ${value}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtcDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(value: string, days: number): string {
  const date = toUtcDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** Same day and month `years` later; 29 February becomes 28 February in a common year. */
export function addYears(value: string, years: number): string {
  const date = toUtcDate(value);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtcDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** Same day `months` later (or earlier); the 31st becomes the month's last day when the month is shorter. */
export function addMonths(value: string, months: number): string {
  const date = toUtcDate(value);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtcDate(target);
}

/** The first day of a `yyyy-mm` month and the first day of the next one (the month is `from <= day < to`). */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1) };
}

/** A real calendar date written `yyyy-mm-dd` (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && fromUtcDate(toUtcDate(value)) === value;
}
