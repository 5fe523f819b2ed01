/** Words of the planning dialog that are ours, beside the product's own. */
export const mealMessages = {
  noDishesYet: 'You have no dishes yet. Plan with a note for now, or',
  addADish: 'add a dish',
  or: 'or',
  importRecipes: 'import your recipes',
  toChooseHere: 'to choose one here.',
} as const;
