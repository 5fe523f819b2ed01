import type { DishSummary } from '@hearth/shared/dishes';

export const ALL_CATEGORIES = '';

/**
 * Each dish's text lowered once, so each keystroke only runs `includes`. Kept beside the dish
 * (a changed dish is a new object, and gets its own) and made when a search first needs it, or
 * before that in idle slices (`indexInSlices`): a library shown with no search makes none.
 */
const haystacks = new WeakMap<DishSummary, string>();

export function haystackOf(dish: DishSummary): string {
  let haystack = haystacks.get(dish);
  if (haystack === undefined) {
    haystack = `${dish.dishName}\n${dish.description}`.toLowerCase();
    haystacks.set(dish, haystack);
  }
  return haystack;
}

/** Whether a dish's haystack is made, so that a search would not have to make it. */
export function hasHaystack(dish: DishSummary): boolean {
  return haystacks.has(dish);
}

/** How many dishes one slice of the index makes: well under a long task on a phone. */
const INDEX_SLICE = 1_000;

/** Gives the main thread back for a moment: to input and painting first where the browser can tell. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes every dish's haystack ahead of the first search, `slice` dishes at a time with the main
 * thread given back between, so that the first keystroke finds them made. Stops when `signal`
 * aborts (the library changed, the list left the screen); a search before the end makes the
 * rest itself.
 */
export async function indexInSlices(dishes: readonly DishSummary[], signal: AbortSignal, slice = INDEX_SLICE): Promise<void> {
  for (let start = 0; start < dishes.length; start += slice) {
    await yieldToMain();
    if (signal.aborted) return;
    for (const dish of dishes.slice(start, start + slice)) haystackOf(dish);
  }
}

/** docs/product.md#dish-list: a case-insensitive substring of name or description, and a tag when one is chosen. */
export function filterDishes(dishes: readonly DishSummary[], search: string, category: string): DishSummary[] {
  const needle = search.trim().toLowerCase();
  if (!needle && category === ALL_CATEGORIES) return [...dishes];
  const result: DishSummary[] = [];
  for (const dish of dishes) {
    if (needle && !haystackOf(dish).includes(needle)) continue;
    if (category !== ALL_CATEGORIES && !dish.tags.includes(category)) continue;
    result.push(dish);
  }
  return result;
}

/**
 * `filterDishes` that remembers its last answer: while the cook types on (the new search
 * contains the old one, same category, same library), only the dishes that still matched are
 * looked at again. Deleting letters widens the search and looks at the whole library.
 */
export function createNarrowingFilter() {
  let last: { dishes: readonly DishSummary[]; needle: string; category: string; matches: DishSummary[] } | undefined;
  return (dishes: readonly DishSummary[], search: string, category: string): DishSummary[] => {
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
