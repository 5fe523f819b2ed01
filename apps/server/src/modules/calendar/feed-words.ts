import type { I18n } from '@lingui/core';
import type { MealType } from '@hearth/shared/meal-rules';

/** The meal types as a calendar shows them, in the subscriber's language (server catalog). */
const MEAL_TYPE_WORDS: Readonly<Record<MealType, string>> = {
  Breakfast: /*i18n*/ 'feed.mealType.breakfast',
  Lunch: /*i18n*/ 'feed.mealType.lunch',
  Dinner: /*i18n*/ 'feed.mealType.dinner',
  Snack: /*i18n*/ 'feed.mealType.snack',
};

/**
 * A meal's event title, as `mealTitle` writes it on screen but in the subscriber's language:
 * "Dinner: Lemon Risotto", "Abendessen: Lemon Risotto", the meal type alone without a dish.
 */
export function feedMealTitle(
  i18n: I18n,
  meal: { meal_type: MealType; dish?: { dishName: string } | undefined; dish_text_fallback: string | null },
): string {
  const mealType = i18n._(MEAL_TYPE_WORDS[meal.meal_type]);
  const dish = meal.dish?.dishName ?? meal.dish_text_fallback;
  return dish ? i18n._('feed.mealTitle', { mealType, dish }) : mealType;
}

/** The calendar's name: the hearth's, or the cook's own meals. */
export function feedName(i18n: I18n, hearthName: string | undefined): string {
  return hearthName ? i18n._('feed.name.hearth', { hearth: hearthName }) : i18n._('feed.name.personal');
}
