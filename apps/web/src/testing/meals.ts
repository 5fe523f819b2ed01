import type { Meal } from '@hearth/shared/meals';

/** A planned personal dinner at 12:00 UTC on `date` (YYYY-MM-DD), changed by `overrides`. */
export function testMeal(id: number, date: string, overrides: Partial<Meal> = {}): Meal {
  return {
    id,
    date: `${date}T12:00:00.000Z`,
    meal_type: 'Dinner',
    meal_status: 'planned',
    personal_meal: true,
    dish_id: null,
    notes: null,
    dish_text_fallback: null,
    hearth_id: null,
    series_id: null,
    ...overrides,
  };
}
