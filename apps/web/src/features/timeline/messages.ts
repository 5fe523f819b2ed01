/** Words of the timeline that are ours, beside the product's own. */
export const timelineMessages = {
  waysToStart: 'Ways to start',
  importTitle: 'Import your recipes',
  importText: "Bring them in from a web page, pasted text, or another app's export file (Paprika, Mealie and more).",
  importAction: 'Import recipes',
  addDishTitle: 'Add a dish',
  addDishText: 'Type a recipe in, or photograph a recipe card or a plate and check what was read.',
  addDishAction: 'Add a dish',
  planTitle: 'Plan a meal',
  planText: 'Put a dish, or just a note, on a day; it shows here on your timeline.',
  // A meal row on a phone: what moves into its menu.
  moreActions: (meal: string) => `More actions for ${meal}`,
  status: 'Status',
  statusValue: (status: string) => `Mark as ${status}`,
  deleteMeal: 'Delete meal',
} as const;
