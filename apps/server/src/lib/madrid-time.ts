import { BUSINESS_TIME_ZONE } from '@cumplia/domain';

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** The instant in Madrid time with its UTC offset, to the second: `2026-11-21T10:15:00+01:00` (ISO 8601). */
export function madridTimestamp(instant: Date): string {
  const parts = Object.fromEntries(madridParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * The instant a day (`yyyy-mm-dd`) begins in Madrid, whose days the screens show: 23:00 or 22:00 UTC of the day
 * before. (Madrid changes its clock at 01:00 UTC, so its offset at the day's UTC midnight is its offset at its own.)
 */
export function madridDayStart(day: string): Date {
  const offset = madridTimestamp(new Date(`${day}T00:00:00Z`)).slice(-6);
  return new Date(`${day}T00:00:00${offset}`);
}
