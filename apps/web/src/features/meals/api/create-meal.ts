import type { Meal, MealCreateInput } from '@hearth/shared/meals';
import { mealTimestamp } from '@hearth/shared/meal-rules';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storeMeal } from './meal-cache';
import { useCacheMutation } from '../../../lib/cache-mutation';

export interface PlanMealInput {
  /** YYYY-MM-DD as picked in the dialog. */
  date: string;
  mealType: MealCreateInput['meal_type'];
  dishId: number | null;
  notes: string;
  hearthId?: number | undefined;
  /** Plan it again every `every_weeks` weeks through `until` (YYYY-MM-DD). */
  repeat?: { every_weeks: number; until: string } | undefined;
}

/** docs/product.md#calls: personal_meal true, the date at 12:00 UTC, always planned, notes null when empty. */
export function createMeal({ date, mealType, dishId, notes, hearthId, repeat }: PlanMealInput): Promise<Meal> {
  const body: MealCreateInput = {
    personal_meal: true,
    date: mealTimestamp(date),
    meal_type: mealType,
    meal_status: 'planned',
    dish_id: dishId,
    notes: notes.trim() ? notes : null,
    ...(hearthId !== undefined ? { hearth_id: hearthId } : {}),
    ...(repeat ? { repeat } : {}),
  };
  return api<Meal>('/meals', { method: 'POST', body });
}

export function useCreateMeal() {
  return useCacheMutation(createMeal, (queryClient, meal, input) => {
    // The answer is the first occurrence; the others land in windows it does not name.
    if (input.repeat) return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
    storeMeal(queryClient, meal);
  });
}
