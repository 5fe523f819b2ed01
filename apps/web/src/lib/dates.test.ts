import { afterEach, describe, expect, it } from 'vitest';
import { localToday, readTodayIn } from './dates';

afterEach(() => readTodayIn(() => null));

describe('localToday', () => {
  it("uses the cook's own calendar, late at night and early in the year", () => {
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localToday(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });

  it('on the server, uses the time zone of the browser the page is rendered for', () => {
    const lateInUtc = new Date(Date.UTC(2026, 10, 28, 17, 0));
    readTodayIn(() => 'Pacific/Kiritimati');
    expect(localToday(lateInUtc)).toBe('2026-11-29');
    readTodayIn(() => 'America/Los_Angeles');
    expect(localToday(lateInUtc)).toBe('2026-11-28');
    readTodayIn(() => 'Pacific/Pago_Pago');
    expect(localToday(new Date(Date.UTC(2026, 0, 1, 5, 0)))).toBe('2025-12-31');
  });
});
