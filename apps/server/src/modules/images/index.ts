/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export { findImage, insertImage } from './images.repository.js';
export { normalizePicture } from './normalize-picture.js';
export type { NormalizedPicture } from './normalize-picture.js';
