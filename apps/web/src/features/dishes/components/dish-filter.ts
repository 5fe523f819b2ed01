import type { DishSummary } from '@hearth/shared/dishes';

export const ALL_CATEGORIES = '';

/** A dish's text lowered once, so each keystroke only runs `includes`. */
export interface SearchableDish {
  dish: DishSummary;
  haystack: string;
}

export function toSearchable(dishes: DishSummary[]): SearchableDish[] {
  return dishes.map((dish) => ({ dish, haystack: `${dish.dishName}\n${dish.description}`.toLowerCase() }));
}

/** Spec, /dishes: a case-insensitive substring of name or description, and a tag when one is chosen. */
export function filterDishes(dishes: SearchableDish[], search: string, category: string): DishSummary[] {
  const needle = search.trim().toLowerCase();
  const result: DishSummary[] = [];
  for (const { dish, haystack } of dishes) {
    if (needle && !haystack.includes(needle)) continue;
    if (category !== ALL_CATEGORIES && !dish.tags.includes(category)) continue;
    result.push(dish);
  }
  return result;
}

/** Every distinct tag across all dishes, for the category dropdown. */
export function distinctTags(dishes: DishSummary[]): string[] {
  const tags = new Set<string>();
  for (const dish of dishes) for (const tag of dish.tags) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b));
}
