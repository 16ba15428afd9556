import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, isCalendarDate, monthRange } from './calendar-date.js';

describe('calendar dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('adds years keeping the day, clamping 29 February', () => {
    expect(addYears('2026-11-21', 1)).toBe('2027-11-21');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-11-21', '2027-11-21')).toBe(365);
    expect(daysBetween('2026-11-21', '2026-11-03')).toBe(-18);
  });

  it('adds months clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-21', -2)).toBe('2026-09-21');
    expect(addMonths('2026-12-31', -10)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });

  it('spans a month from its first day to the first day of the next, across a year', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('21/11/2026', 1)).toThrow(RangeError);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
