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
