/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { publishMealChange } from './meal-events.js';
export { findCookedHistory, findMeal, insertMeal, listMealRevisions, listMeals } from './meals.repository.js';
export type { MealRevision } from './meals.repository.js';
