/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { findListFor } from './shopping-lists.repository.js';
export { weekToShop } from './week-to-shop.js';
