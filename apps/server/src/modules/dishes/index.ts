/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { addFavourite, favouriteOwnDishIds } from './dish-favourites.repository.js';
export {
  dishLibraryVersion,
  findDishById,
  findDishIngredients,
  findDishesLike,
  findOwnedDish,
  insertDish,
  listOwnedDishes,
} from './dishes.repository.js';
export type { DishLikeness } from './dishes.repository.js';
export { listDishesForCooking, listDishesForPlanning } from './cookable-dishes.repository.js';
export type { DishForCooking, DishForPlanning } from './cookable-dishes.repository.js';
