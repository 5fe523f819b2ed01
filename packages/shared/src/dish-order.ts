/**
 * The orders a library or cookbook can be listed in, without zod, so the list screen sorts the
 * copy it holds exactly as GET /api/dishes?sort= answers (a server test holds the two together).
 * Every figure is the reader's own view: the cooking log entries they may read on the dish.
 */

/**
 * `added`: oldest first (the default). `rating`: highest average first, unrated last.
 * `times_cooked`: most cooked first. `last_cooked`: most recently cooked first, never cooked
 * last. `cooked_longest_ago` ("not cooked in a while"): the dishes cooked before, the longest ago
 * first, and the dishes never cooked after them. Ties keep the default order.
 */
export const DISH_SORTS = ['added', 'rating', 'times_cooked', 'last_cooked', 'cooked_longest_ago'] as const;
export type DishSort = (typeof DISH_SORTS)[number];

/** What a summary carries of the reader's cooking log on the dish. */
export interface CookingFigures {
  id: number;
  /** Average stars to one decimal, as the dish page shows them; null before any rating. */
  average_rating: number | null;
  times_cooked: number;
  /** YYYY-MM-DD, null when never cooked. */
  last_cooked_on: string | null;
}

/**
 * A rating's average in tenths of a star, rounded half up, from whole numbers only: the same
 * figure in SQLite, PostgreSQL and here, so every side sorts and filters on the one number.
 */
export function ratingTenths(ratingSum: number, ratingCount: number): number | null {
  return ratingCount === 0 ? null : Math.floor((20 * ratingSum + ratingCount) / (2 * ratingCount));
}

const byId = (a: CookingFigures, b: CookingFigures) => a.id - b.id;

/** Missing last, whatever the direction. */
function nullsLast<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return compare(a, b);
}

const COMPARE: Record<DishSort, (a: CookingFigures, b: CookingFigures) => number> = {
  added: () => 0,
  rating: (a, b) => nullsLast(a.average_rating, b.average_rating, (x, y) => y - x),
  times_cooked: (a, b) => b.times_cooked - a.times_cooked,
  last_cooked: (a, b) => nullsLast(a.last_cooked_on, b.last_cooked_on, (x, y) => (x < y ? 1 : x > y ? -1 : 0)),
  cooked_longest_ago: (a, b) => nullsLast(a.last_cooked_on, b.last_cooked_on, (x, y) => (x < y ? -1 : x > y ? 1 : 0)),
};

/** A new array of the dishes in `sort`'s order; ties, and `added`, oldest first. */
export function sortDishes<Dish extends CookingFigures>(dishes: readonly Dish[], sort: DishSort): Dish[] {
  const compare = COMPARE[sort];
  return [...dishes].sort((a, b) => compare(a, b) || byId(a, b));
}

/** Whether a dish's average reaches `minRating` stars (a dish with no rating never does). */
export function meetsMinRating(dish: Pick<CookingFigures, 'average_rating'>, minRating: number): boolean {
  return dish.average_rating !== null && dish.average_rating >= minRating;
}
