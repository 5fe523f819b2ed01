const SHORT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Words of the Instacart controls that are ours, beside the product's own ("Shop", "Shop on Instacart"). */
export const shoppingMessages = {
  /** The meal row's Shop, when it sends the dish to Instacart. */
  shopMealLabel: (dish: string) => `Shop for ${dish}`,
  shopMealHint: 'Order the ingredients on Instacart',
  /** The meal row's Shop on a server without Instacart: what it does is what it is called. */
  grocerySearch: 'Grocery search',
  grocerySearchLabel: (dish: string) => `Grocery search for ${dish} (opens a new tab)`,
  listReady: 'Your Instacart list is ready:',
  openList: 'Open it',
  sendToInstacart: 'Send to Instacart',
  sending: 'Sending...',
} as const;

/** What the week's review says before a range of meals goes onto the list. */
export const weekReviewMessages = {
  summary: (meals: number, chosen: number, total: number) =>
    `${meals} ${meals === 1 ? 'meal' : 'meals'}, ${chosen} of ${total} ${total === 1 ? 'item' : 'items'} ticked.`,
  untickHint: 'Untick what is already in your pantry.',
  /** The product's name for adding the range to a shopping list. */
  addToList: 'Add to list',
  staplesHeading: 'You have these',
  staplesHint: 'Your pantry staples stay off the list unless you add them.',
  addAnyway: 'Add anyway',
  addAnywayLabel: (item: string) => `Add ${item} anyway`,
  leaveOff: 'Leave off',
  leaveOffLabel: (item: string) => `Leave ${item} off`,
  onListHeading: 'Already on your list',
  onListMeal: (meal: { date: string; meal_type: string; dishName: string }) =>
    `${meal.dishName} (${meal.meal_type}, ${SHORT_DAY.format(new Date(`${meal.date}T12:00:00Z`))})`,
  allOnList: 'Every planned meal in these dates is on your list already.',
  nothingPlanned: 'No planned meals with ingredients in these dates.',
} as const;
