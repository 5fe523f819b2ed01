import { describe, expect, it } from 'vitest';
import { localToday } from './dates';

describe('localToday', () => {
  it("uses the cook's own calendar, late at night and early in the year", () => {
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localToday(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });
});
