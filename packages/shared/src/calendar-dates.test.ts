import { describe, expect, it } from 'vitest';
import { aYearAfter, addDays, daysBetween, isoWeekday, utcToday } from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across months, years and 29 February, backwards too', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', 28)).toBe('2026-12-21');
  });

  it('counts whole days either way, daylight saving or not', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('goes a year on, with 29 February landing on 1 March', () => {
    expect(aYearAfter('2026-11-23')).toBe('2027-11-23');
    expect(aYearAfter('2028-02-29')).toBe('2029-03-01');
  });

  it('names the weekday as ISO counts it', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it("reads today's UTC date from an instant", () => {
    expect(utcToday(Date.parse('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
  });
});
