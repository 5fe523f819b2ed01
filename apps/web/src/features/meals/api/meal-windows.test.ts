import { describe, expect, it } from 'vitest';
import { windowEndOf, windowStartOf, windowsBetween } from './meal-windows';

describe('meal windows', () => {
  it('starts every window on a Monday, four weeks long', () => {
    for (const date of ['2026-11-22', '2026-11-23', '2024-02-29', '1999-12-31', '2027-01-01']) {
      const start = windowStartOf(date);
      expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(start <= date && date <= windowEndOf(start)).toBe(true);
    }
    expect(windowEndOf('2026-11-09')).toBe('2026-12-06');
  });

  it('puts neighbouring days in the same window or in consecutive ones', () => {
    expect(windowStartOf('2026-11-23')).toBe(windowStartOf('2026-12-06'));
    expect(windowsBetween('2026-11-01', '2026-12-31')).toEqual(['2026-10-26', '2026-11-23', '2026-12-21']);
  });
});
