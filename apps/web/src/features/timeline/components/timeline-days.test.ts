import { describe, expect, it } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { testMeal } from '../../../testing/meals';
import { condensedDays, expandedDays, formatLongDate, groupMealsByDay } from './timeline-days';

let nextId = 1;
/** A meal at the exact timestamp given: these tests place meals near midnight UTC. */
function meal(date: string, mealType: Meal['meal_type'] = 'Dinner'): Meal {
  return { ...testMeal(nextId++, date.slice(0, 10)), date, meal_type: mealType };
}

// These run under the default zone and, through extra vitest projects, under TZ=Pacific/Kiritimati
// (UTC+14) and TZ=Pacific/Pago_Pago (UTC-11): the answers must not change.
describe(`timeline days (TZ=${process.env.TZ ?? 'default'})`, () => {
  it('groups by the UTC date of the meal, so 12:00 UTC never moves a day', () => {
    const days = groupMealsByDay([meal('2026-11-23T12:00:00.000Z'), meal('2026-11-24T12:00:00.000Z'), meal('2026-11-23T12:00:00.000Z', 'Breakfast')]);
    expect([...days.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(days.get('2026-11-23')?.map((m) => m.meal_type)).toEqual(['Breakfast', 'Dinner']);
  });

  it('writes dates in long US English', () => {
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });

  it('fills every day between the first and the last meal in the expanded view', () => {
    const days = expandedDays([meal('2026-12-30T12:00:00.000Z'), meal('2027-01-02T12:00:00.000Z')]);
    expect(days.map((day) => [day.date, day.meals.length])).toEqual([
      ['2026-12-30', 1],
      ['2026-12-31', 0],
      ['2027-01-01', 0],
      ['2027-01-02', 1],
    ]);
  });

  it('crosses a daylight-saving change without losing or repeating a day', () => {
    const days = expandedDays([meal('2026-03-07T12:00:00.000Z'), meal('2026-03-10T12:00:00.000Z'), meal('2026-10-31T12:00:00.000Z')]);
    expect(days).toHaveLength(239);
    expect(new Set(days.map((day) => day.date)).size).toBe(239);
  });

  it('keeps only days with meals in the condensed view', () => {
    const days = condensedDays([meal('2026-12-30T12:00:00.000Z'), meal('2027-01-02T12:00:00.000Z')]);
    expect(days.map((day) => day.date)).toEqual(['2026-12-30', '2027-01-02']);
  });

  it('has nothing to show without meals', () => {
    expect(expandedDays([])).toEqual([]);
    expect(condensedDays([])).toEqual([]);
  });
});
