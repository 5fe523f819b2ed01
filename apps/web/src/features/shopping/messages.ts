import type { I18n } from '@lingui/core';
import type { MealType } from '@hearth/shared/meal-rules';

const MEAL_TYPE_IDS: Readonly<Record<MealType, string>> = {
  Breakfast: /*i18n*/ 'shopping.mealType.breakfast',
  Lunch: /*i18n*/ 'shopping.mealType.lunch',
  Dinner: /*i18n*/ 'shopping.mealType.dinner',
  Snack: /*i18n*/ 'shopping.mealType.snack',
};

/** "Dinner", "Abendessen": a meal type in the shown language; one the app does not know stays as sent. */
export function mealTypeName(i18n: I18n, mealType: string): string {
  const id = MEAL_TYPE_IDS[mealType as MealType];
  return id ? i18n._(id) : mealType;
}
