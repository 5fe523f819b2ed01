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

/** docs/product.md#dish-list: a case-insensitive substring of name or description, and a tag when one is chosen. */
export function filterDishes(dishes: readonly SearchableDish[], search: string, category: string): SearchableDish[] {
  const needle = search.trim().toLowerCase();
  const result: SearchableDish[] = [];
  for (const entry of dishes) {
    if (needle && !entry.haystack.includes(needle)) continue;
    if (category !== ALL_CATEGORIES && !entry.dish.tags.includes(category)) continue;
    result.push(entry);
  }
  return result;
}

/**
 * `filterDishes` that remembers its last answer: while the cook types on (the new search
 * contains the old one, same category, same library), only the dishes that still matched are
 * looked at again. Deleting letters widens the search and looks at the whole library.
 */
export function createNarrowingFilter() {
  let last: { dishes: readonly SearchableDish[]; needle: string; category: string; matches: SearchableDish[] } | undefined;
  return (dishes: readonly SearchableDish[], search: string, category: string): SearchableDish[] => {
    const needle = search.trim().toLowerCase();
    const narrows = last !== undefined && last.dishes === dishes && last.category === category && needle.includes(last.needle);
    const matches = filterDishes(narrows ? last!.matches : dishes, needle, category);
    last = { dishes, needle, category, matches };
    return matches;
  };
}

/**
 * Every distinct tag across all dishes, for the category dropdown, in `localeCompare`'s order.
 * One collator for the whole sort: `localeCompare` builds one per comparison, which for a
 * large library's tags is a long task of its own.
 */
export function distinctTags(dishes: DishSummary[]): string[] {
  const tags = new Set<string>();
  for (const dish of dishes) for (const tag of dish.tags) tags.add(tag);
  return [...tags].sort(new Intl.Collator().compare);
}
