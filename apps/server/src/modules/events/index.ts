/**
 * What the rest of the server may use of this module: eslint.config.js keeps every other folder
 * to this file. Its routes are registered by app.ts, the composition root.
 */
export type { EventBus } from './event-bus.js';
export { liveOriginOf } from './live-origin.js';
