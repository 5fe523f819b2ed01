/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { findStaples, insertPantryItem, listPantry, replaceStaples, toPantryItem } from './pantry.repository.js';
export type { PantryOwner } from './pantry.repository.js';
export { followCheckOff } from './checked-off.service.js';
