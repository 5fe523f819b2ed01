import { describe, expect, it } from 'vitest';
import { mealTitle, repeatDates } from './meal-rules.js';

describe('repeatDates', () => {
  it('lists the first date and every N weeks after it through the end date', () => {
    expect(repeatDates('2026-11-24', 1, '2026-12-15')).toEqual(['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15']);
    expect(repeatDates('2026-11-24', 3, '2026-12-31')).toEqual(['2026-11-24', '2026-12-15']);
  });

  it('keeps to calendar days across the change of year and of daylight saving', () => {
    expect(repeatDates('2026-12-29', 1, '2027-01-12')).toEqual(['2026-12-29', '2027-01-05', '2027-01-12']);
    expect(repeatDates('2026-03-24', 1, '2026-04-07')).toEqual(['2026-03-24', '2026-03-31', '2026-04-07']);
  });

  it('is the first date alone when the end is that day', () => {
    expect(repeatDates('2026-11-24', 2, '2026-11-24')).toEqual(['2026-11-24']);
  });
});

describe('mealTitle', () => {
  it('names the meal type and the dish, or the fallback name, or the type alone', () => {
    expect(mealTitle({ meal_type: 'Dinner', dish: { dishName: 'Lemon Risotto' }, dish_text_fallback: null })).toBe('Dinner: Lemon Risotto');
    expect(mealTitle({ meal_type: 'Lunch', dish_text_fallback: 'Old Soup' })).toBe('Lunch: Old Soup');
    expect(mealTitle({ meal_type: 'Snack', dish_text_fallback: null })).toBe('Snack');
  });
});
