/**
 * Shopping rules without zod, so the dish page (which shows amounts as a list line would) does
 * not load the schema library: shopping.ts holds the schemas and re-exports these.
 */
export const SHOPPING_LIMITS = {
  title: 200,
  /** A reviewed list from a date range; weeks of meals merge to far fewer lines than this. */
  items: 500,
  /** Merged quantities can pass one ingredient's limit, so a list line allows more. */
  quantity: 1_000_000,
} as const;
