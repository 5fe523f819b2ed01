/** What the shopping feature's week review says, in one place for the translation catalogs to come. */

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const weekReviewMessages = {
  summary: (meals: number, chosen: number, total: number) =>
    `${meals} ${meals === 1 ? 'meal' : 'meals'}, ${chosen} of ${total} ${total === 1 ? 'item' : 'items'} ticked.`,
  untickHint: 'Untick what is already in your pantry.',
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
