/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export {
  cookingsFingerprint,
  findCookedMealOn,
  listOwnCookings,
  readableCookingTallies,
  recordCooking,
} from './dish-cookings.repository.js';
export type { CookingTally, OwnCooking } from './dish-cookings.repository.js';
