import { describe, expect, it } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { testMeal } from '../../../testing/meals';
import { formatLongDate } from '@hearth/shared/locale-format';
import { condensedDates, expandedDates, groupMealsByDay, type TimelineOutline } from './timeline-days';

let nextId = 1;
/** A meal at the exact timestamp given: these tests place meals near midnight UTC. */
function meal(date: string, mealType: Meal['meal_type'] = 'Dinner'): Meal {
  return { ...testMeal(nextId++, date.slice(0, 10)), date, meal_type: mealType };
}

// These run under the default zone and, through extra vitest projects, under TZ=Pacific/Kiritimati
// (UTC+14) and TZ=Pacific/Pago_Pago (UTC-11): the answers must not change.
describe(`timeline days (TZ=${process.env.TZ ?? 'default'})`, () => {
  it('groups by the UTC date of the meal, so 12:00 UTC never moves a day', () => {
    const days = groupMealsByDay([
      meal('2026-11-23T12:00:00.000Z'),
      meal('2026-11-24T12:00:00.000Z'),
      meal('2026-11-23T12:00:00.000Z', 'Breakfast'),
    ]);
    expect([...days.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(days.get('2026-11-23')?.map((m) => m.meal_type)).toEqual(['Breakfast', 'Dinner']);
  });

  it('writes day headings in long US English, and in German the German way', () => {
    expect(formatLongDate('en', '2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatLongDate('en', '2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(formatLongDate('de', '2026-11-24')).toBe('Dienstag, 24. November 2026');
  });

  const outline = (...dates: string[]): TimelineOutline => ({
    first: dates[0] ?? null,
    last: dates.at(-1) ?? null,
    days: dates.map((date) => ({ date })),
  });

  it('fills every day between the first and the last day with meals in the expanded view', () => {
    expect(expandedDates(outline('2026-12-30', '2027-01-02'))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('crosses a daylight-saving change without losing or repeating a day', () => {
    const dates = expandedDates(outline('2026-03-07', '2026-03-10', '2026-10-31'));
    expect(dates).toHaveLength(239);
    expect(new Set(dates).size).toBe(239);
  });

  it('keeps only days with meals in the condensed view', () => {
    expect(condensedDates(outline('2026-12-30', '2027-01-02'))).toEqual(['2026-12-30', '2027-01-02']);
  });

  it('has nothing to show without meals', () => {
    expect(expandedDates(outline())).toEqual([]);
    expect(condensedDates(outline())).toEqual([]);
  });
});
