import type { I18n } from '@lingui/core';
import type { MealStatus, MealType } from '@hearth/shared/meal-rules';
// This folder's catalog (locales/) holds these words: the timeline, the planning dialog and "Mark as cooked" all say them.
import './i18n';

const TYPES: Readonly<Record<MealType, string>> = {
  Breakfast: /*i18n*/ 'meal.type.breakfast',
  Lunch: /*i18n*/ 'meal.type.lunch',
  Dinner: /*i18n*/ 'meal.type.dinner',
  Snack: /*i18n*/ 'meal.type.snack',
};

const STATUSES: Readonly<Record<MealStatus, string>> = {
  planned: /*i18n*/ 'meal.status.planned',
  cooked: /*i18n*/ 'meal.status.cooked',
  eaten: /*i18n*/ 'meal.status.eaten',
  cancelled: /*i18n*/ 'meal.status.cancelled',
};

/** "Dinner", in the shown language. */
export function mealTypeText(i18n: I18n, type: MealType): string {
  return i18n._(TYPES[type]);
}

/** "Planned", "Cancelled", in the shown language (capitalised, as a choice reads). */
export function mealStatusText(i18n: I18n, status: MealStatus): string {
  return i18n._(STATUSES[status]);
}

/**
 * What a meal is called on the timeline, "Dinner: Lemon Risotto", or the type alone without a
 * dish; the dish's name is the cook's and stays as typed.
 */
export function mealTitleText(
  i18n: I18n,
  meal: { meal_type: MealType; dish?: { dishName: string } | undefined; dish_text_fallback: string | null },
): string {
  const type = mealTypeText(i18n, meal.meal_type);
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  return name ? i18n._('meal.title', { type, name }) : type;
}
